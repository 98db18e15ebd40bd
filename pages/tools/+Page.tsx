import { toolsPage } from '../../content/pages/tools'
import { StandardPage } from '../../renderer/components/StandardPage'

export default function ToolsPage() {
  return <StandardPage page={toolsPage} />
}
