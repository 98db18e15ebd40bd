import { verbrauchsteuernPage } from '../../content/pages/verbrauchsteuern'
import { CardGrid } from '../../renderer/components/CardGrid/CardGrid'
import { Section } from '../../renderer/components/Section/Section'
import { StandardPage } from '../../renderer/components/StandardPage/StandardPage'
import { localize, localizeItems } from '../../core/i18n'
import { useLang } from '../../renderer/PageContext'

export default function Page() {
  const lang = useLang()
  const { categories } = localize(verbrauchsteuernPage.text, lang)
  return (
    <StandardPage page={verbrauchsteuernPage}>
      <Section id="categories" title={categories.title} subtitle={categories.subtitle}>
        <CardGrid
          cards={localizeItems(verbrauchsteuernPage.categories, lang).map((card) => ({
            ...card,
            link: { href: card.href, label: categories.learnMore },
          }))}
        />
      </Section>
    </StandardPage>
  )
}
