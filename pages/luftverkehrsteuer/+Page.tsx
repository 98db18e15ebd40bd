import { luftverkehrsteuerPage } from '../../content/pages/luftverkehrsteuer'
import { StandardPage } from '../../renderer/components/StandardPage'

export default function LuftverkehrsteuerPage() {
  return <StandardPage page={luftverkehrsteuerPage} />
}
