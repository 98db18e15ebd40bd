import { vatBeratungPage } from '../../content/pages/vat-beratung'
import { StandardPage } from '../../renderer/components/StandardPage'

export default function VatBeratungPage() {
  return <StandardPage page={vatBeratungPage} />
}
