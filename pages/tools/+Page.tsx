import { toolsPage as page } from '../../content/pages/tools'
import { CardGrid } from '../../renderer/components/CardGrid/CardGrid'
import { StandardPage } from '../../renderer/components/StandardPage/StandardPage'
import { localizeItems } from '../../core/i18n'
import { useLang } from '../../renderer/PageContext'

export default function Page() {
  return (
    <StandardPage page={page}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <CardGrid
          headingLevel={2}
          cards={localizeItems(page.tools, useLang()).map((tool) => ({ ...tool, link: { href: tool.href, label: tool.cta } }))}
        />
      </div>
    </StandardPage>
  )
}
