import { firm } from '../../content/firm'
import { ueberMichPage as page } from '../../content/pages/ueber-mich'
import { CardGrid } from '../../renderer/components/CardGrid/CardGrid'
import { Picture } from '../../renderer/components/Picture/Picture'
import { SampleDataNotice } from '../../renderer/components/SampleDataNotice/SampleDataNotice'
import { Section } from '../../renderer/components/Section/Section'
import { StandardPage } from '../../renderer/components/StandardPage/StandardPage'
import { localize, localizeItems } from '../../core/i18n'
import { contentImage } from '../../renderer/images'
import { useLang } from '../../renderer/PageContext'

export default function Page() {
  const lang = useLang()
  const text = localize(page.text, lang)
  const portrait = contentImage(firm.attorney.photo.src)
  return (
    <StandardPage page={page}>
      <section aria-labelledby="profile-name" className="mx-auto grid max-w-6xl items-start gap-10 px-4 py-16 sm:px-6 md:grid-cols-[2fr_3fr]">
        {/* sizes: 2/5 of the section (max-w-6xl, px-6 from sm, gap-10) from md on, the full width
            (px-4) below; never wider than max-w-sm. priority: measured, the portrait starts in the
            first screen at 390 × 844 (493–661 px from the top, by language) and at 1280 × 720
            (513–541 px), and it is the page's largest paint in most of them. */}
        <Picture
          image={portrait}
          alt={text.photoAlt}
          sizes="(min-width: 768px) min(calc(40vw - 2.2rem), 24rem), min(calc(100vw - 2rem), 24rem)"
          priority
          className="h-auto w-full max-w-sm rounded-2xl shadow-md"
        />
        <div>
          <h2 id="profile-name" className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{firm.attorney.name}</h2>
          <p className="mt-1 font-medium text-primary">{localize(firm.attorney.role, lang)}</p>
          <SampleDataNotice className="mt-4" />
          {text.intro.map((paragraph) => (
            <p key={paragraph} className="mt-4 leading-7 text-fg-muted">{paragraph}</p>
          ))}
        </div>
      </section>
      <Section id="values" title={text.values.title} muted>
        <CardGrid columns={4} cards={localizeItems(page.values, lang)} />
      </Section>
    </StandardPage>
  )
}
