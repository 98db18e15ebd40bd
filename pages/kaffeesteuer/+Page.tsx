import { kaffeesteuerPage } from '../../content/pages/kaffeesteuer'
import { ExciseDetailView } from '../../renderer/views/ExciseDetailView/ExciseDetailView'

export default function Page() {
  return <ExciseDetailView page={kaffeesteuerPage} />
}
