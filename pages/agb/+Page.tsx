import { agbPage } from '../../content/pages/agb'
import { StandardPage } from '../../renderer/components/StandardPage'

export default function AgbPage() {
  return <StandardPage page={agbPage} />
}
