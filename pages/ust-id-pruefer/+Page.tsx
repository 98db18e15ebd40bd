import { ustIdPrueferPage } from '../../content/pages/ust-id-pruefer'
import { StandardPage } from '../../renderer/components/StandardPage'

export default function UstIdPrueferPage() {
  return <StandardPage page={ustIdPrueferPage} />
}
