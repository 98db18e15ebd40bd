import { verbrauchsteuernPage } from '../../content/pages/verbrauchsteuern'
import { StandardPage } from '../../renderer/components/StandardPage'

export default function VerbrauchsteuernPage() {
  return <StandardPage page={verbrauchsteuernPage} />
}
