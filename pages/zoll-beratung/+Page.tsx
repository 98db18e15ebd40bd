import { zollBeratungPage } from '../../content/pages/zoll-beratung'
import { StandardPage } from '../../renderer/components/StandardPage'

export default function ZollBeratungPage() {
  return <StandardPage page={zollBeratungPage} />
}
