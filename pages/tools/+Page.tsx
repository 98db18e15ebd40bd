import { toolsPage as page } from '../../content/pages/tools'
import { CardGrid } from '../../renderer/components/CardGrid'
import { StandardPage } from '../../renderer/components/StandardPage'
import { localize } from '../../renderer/i18n'
import { useLang } from '../../renderer/PageContext'

export default function Page() {
  const text = localize(page.text, useLang())
  return (
    <StandardPage page={page}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <CardGrid
          headingLevel={2}
          cards={text.tools.map((tool, i) => {
            const target = page.tools[i]
            return { ...tool, icon: target?.icon, link: target && { href: target.href, label: tool.cta } }
          })}
        />
      </div>
    </StandardPage>
  )
}
