import { vatQuickScanPage } from '../../content/pages/vat-quick-scan'
import { StandardPage } from '../../renderer/components/StandardPage'

export default function VatQuickScanPage() {
  return <StandardPage page={vatQuickScanPage} />
}
