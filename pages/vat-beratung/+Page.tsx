import { vatBeratungPage } from '../../content/pages/vat-beratung'
import { ServicePageView } from '../../renderer/views/ServicePageView/ServicePageView'

export default function Page() {
  return <ServicePageView page={vatBeratungPage} />
}
