import { kaffeesteuerPage } from '../../content/pages/kaffeesteuer'
import { StandardPage } from '../../renderer/components/StandardPage'

export default function KaffeesteuerPage() {
  return <StandardPage page={kaffeesteuerPage} />
}
