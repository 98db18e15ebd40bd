import { steuerstreitPage } from '../../content/pages/steuerstreit'
import { StandardPage } from '../../renderer/components/StandardPage'

export default function SteuerstreitPage() {
  return <StandardPage page={steuerstreitPage} />
}
