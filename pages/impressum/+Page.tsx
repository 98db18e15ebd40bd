import { impressumPage } from '../../content/pages/impressum'
import { StandardPage } from '../../renderer/components/StandardPage'

export default function ImpressumPage() {
  return <StandardPage page={impressumPage} />
}
