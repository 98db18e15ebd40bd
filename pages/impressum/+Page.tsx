import { impressumPage } from '../../content/pages/impressum'
import { LegalPageView } from '../../renderer/views/LegalPageView/LegalPageView'

export default function Page() {
  return <LegalPageView page={impressumPage} />
}
