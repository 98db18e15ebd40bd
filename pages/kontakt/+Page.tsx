import { kontaktPage } from '../../content/pages/kontakt'
import { StandardPage } from '../../renderer/components/StandardPage'

export default function KontaktPage() {
  return <StandardPage page={kontaktPage} />
}
