import { alkoholsteuerPage } from '../../content/pages/alkoholsteuer'
import { ExciseDetailView } from '../../renderer/views/ExciseDetailView/ExciseDetailView'

export default function Page() {
  return <ExciseDetailView page={alkoholsteuerPage} />
}
