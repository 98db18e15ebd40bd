import { luftverkehrsteuerPage } from '../../content/pages/luftverkehrsteuer'
import { ExciseDetailView } from '../../renderer/views/ExciseDetailView/ExciseDetailView'

export default function Page() {
  return <ExciseDetailView page={luftverkehrsteuerPage} />
}
