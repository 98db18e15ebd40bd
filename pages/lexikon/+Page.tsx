import { lexikonPage } from '../../content/pages/lexikon'
import { StandardPage } from '../../renderer/components/StandardPage'

export default function LexikonPage() {
  return <StandardPage page={lexikonPage} />
}
