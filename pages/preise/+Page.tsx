import { preisePage } from '../../content/pages/preise'
import { StandardPage } from '../../renderer/components/StandardPage'

export default function PreisePage() {
  return <StandardPage page={preisePage} />
}
