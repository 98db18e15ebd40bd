import { steuerstreitPage } from '../../content/pages/steuerstreit'
import { ServicePageView } from '../../renderer/views/ServicePageView/ServicePageView'

export default function Page() {
  return <ServicePageView page={steuerstreitPage} />
}
