import { registrierungPage } from '../../content/pages/registrierung'
import { StandardPage } from '../../renderer/components/StandardPage'

export default function RegistrierungPage() {
  return <StandardPage page={registrierungPage} />
}
