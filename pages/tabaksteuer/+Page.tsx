import { tabaksteuerPage } from '../../content/pages/tabaksteuer'
import { StandardPage } from '../../renderer/components/StandardPage'

export default function TabaksteuerPage() {
  return <StandardPage page={tabaksteuerPage} />
}
