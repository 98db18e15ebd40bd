import { ueberMichPage } from '../../content/pages/ueber-mich'
import { StandardPage } from '../../renderer/components/StandardPage'

export default function UeberMichPage() {
  return <StandardPage page={ueberMichPage} />
}
