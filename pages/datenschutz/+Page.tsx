import { datenschutzPage } from '../../content/pages/datenschutz'
import { LegalPageView } from '../../renderer/views/LegalPageView/LegalPageView'

export default function Page() {
  return <LegalPageView page={datenschutzPage} />
}
