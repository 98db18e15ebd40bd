import { datenschutzPage } from '../../content/pages/datenschutz'
import { StandardPage } from '../../renderer/components/StandardPage'

export default function DatenschutzPage() {
  return <StandardPage page={datenschutzPage} />
}
