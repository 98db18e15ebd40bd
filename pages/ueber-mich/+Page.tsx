import { firm } from '../../content/firm'
import { ueberMichPage as page } from '../../content/pages/ueber-mich'
import { CardGrid } from '../../renderer/components/CardGrid'
import { Section } from '../../renderer/components/Section'
import { StandardPage } from '../../renderer/components/StandardPage'
import { localize } from '../../renderer/i18n'
import { useLang } from '../../renderer/PageContext'

export default function Page() {
  const lang = useLang()
  const text = localize(page.text, lang)
  const { photo } = firm.attorney
  return (
    <StandardPage page={page}>
      <section aria-labelledby="profile-name" className="mx-auto grid max-w-6xl items-start gap-10 px-4 py-16 sm:px-6 md:grid-cols-[2fr_3fr]">
        <img
          src={photo.src}
          width={photo.width}
          height={photo.height}
          alt={text.photoAlt}
          decoding="async"
          className="h-auto w-full max-w-sm rounded-2xl shadow-md"
        />
        <div>
          <h2 id="profile-name" className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{firm.attorney.name}</h2>
          <p className="mt-1 font-medium text-primary">{localize(firm.attorney.role, lang)}</p>
          {text.intro.map((paragraph) => (
            <p key={paragraph} className="mt-4 leading-7 text-fg-muted">{paragraph}</p>
          ))}
        </div>
      </section>
      <Section id="values" title={text.values.title} muted>
        <CardGrid columns={4} cards={text.values.items.map((item, i) => ({ ...item, icon: page.valueIcons[i] }))} />
      </Section>
    </StandardPage>
  )
}
