import { agbPage } from '../../content/pages/agb'
import { LegalPageView } from '../../renderer/views/LegalPageView/LegalPageView'

export default function Page() {
  return <LegalPageView page={agbPage} />
}
