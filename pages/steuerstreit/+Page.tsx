import { steuerstreitPage } from '../../content/pages/steuerstreit'
import { ServicePageView } from '../../renderer/views/ServicePageView'

export default function Page() {
  return <ServicePageView page={steuerstreitPage} />
}
