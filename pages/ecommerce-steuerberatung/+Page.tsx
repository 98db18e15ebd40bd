import { ecommerceSteuerberatungPage } from '../../content/pages/ecommerce-steuerberatung'
import { ServicePageView } from '../../renderer/views/ServicePageView/ServicePageView'

export default function Page() {
  return <ServicePageView page={ecommerceSteuerberatungPage} />
}
