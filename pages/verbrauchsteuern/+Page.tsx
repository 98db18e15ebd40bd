import { verbrauchsteuernPage } from '../../content/pages/verbrauchsteuern'
import { CardGrid } from '../../renderer/components/CardGrid'
import { Section } from '../../renderer/components/Section'
import { StandardPage } from '../../renderer/components/StandardPage'
import { localize } from '../../renderer/i18n'
import { useLang } from '../../renderer/PageContext'

export default function Page() {
  const text = localize(verbrauchsteuernPage.text, useLang())
  const { categories } = text
  return (
    <StandardPage page={verbrauchsteuernPage}>
      <Section id="categories" title={categories.title} subtitle={categories.subtitle}>
        <CardGrid
          cards={categories.cards.map((card, i) => {
            const target = verbrauchsteuernPage.categoryLinks[i]
            return { ...card, icon: target?.icon, link: target && { href: target.href, label: categories.learnMore } }
          })}
        />
      </Section>
    </StandardPage>
  )
}
