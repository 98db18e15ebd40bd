import { alkoholsteuerPage } from '../../content/pages/alkoholsteuer'
import { StandardPage } from '../../renderer/components/StandardPage'

export default function AlkoholsteuerPage() {
  return <StandardPage page={alkoholsteuerPage} />
}
