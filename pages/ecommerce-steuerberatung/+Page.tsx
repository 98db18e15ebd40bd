import { ecommerceSteuerberatungPage } from '../../content/pages/ecommerce-steuerberatung'
import { StandardPage } from '../../renderer/components/StandardPage'

export default function EcommerceSteuerberatungPage() {
  return <StandardPage page={ecommerceSteuerberatungPage} />
}
