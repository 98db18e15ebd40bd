import { fristenkalenderPage } from '../../content/pages/fristenkalender'
import { StandardPage } from '../../renderer/components/StandardPage'

export default function FristenkalenderPage() {
  return <StandardPage page={fristenkalenderPage} />
}
