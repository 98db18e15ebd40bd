import { tabaksteuerPage } from '../../content/pages/tabaksteuer'
import { ExciseDetailView } from '../../renderer/views/ExciseDetailView/ExciseDetailView'

export default function Page() {
  return <ExciseDetailView page={tabaksteuerPage} />
}
