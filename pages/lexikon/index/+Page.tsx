import { ArrowRight } from 'lucide-react'
import { articles } from '../../../content/articles'
import { lexikonPage } from '../../../content/pages/lexikon'
import { Carousel } from '../../../renderer/components/Carousel/Carousel'
import { Link } from '../../../renderer/components/Link/Link'
import { Section } from '../../../renderer/components/Section/Section'
import { StandardPage } from '../../../renderer/components/StandardPage/StandardPage'
import { formatLongDate } from '../../../core/format'
import { glossaryInOrder } from '../../../core/glossary-order'
import { localize } from '../../../core/i18n'
import { useLang, useUi } from '../../../renderer/PageContext'
import { ActionLabel } from '../../../renderer/components/ActionLabel/ActionLabel'

export default function GlossaryOverviewPage() {
  const lang = useLang()
  const t = useUi()
  return (
    <StandardPage page={lexikonPage}>
      <Section id="news" title={t.news.title} subtitle={t.news.subtitle}>
        <Carousel
          label={t.news.carouselLabel}
          slides={articles.map((article) => {
            const text = localize(article.text, lang)
            return {
              key: article.id,
              content: (
                <article className="flex h-full flex-col rounded-xl border border-border bg-card p-6 shadow-sm">
                  <time dateTime={article.date} className="text-sm font-medium text-primary">
                    {formatLongDate(article.date, lang)}
                  </time>
                  <h3 className="mt-2 text-lg font-semibold text-fg">{text.title}</h3>
                  <p className="mt-2 flex-1 leading-7 text-fg-muted">{text.teaser}</p>
                  <Link href={`/artikel/${article.id}`} className="btn btn-primary mt-6 self-start">
                    <ActionLabel action={t.news.readArticle} target={text.title} />
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                </article>
              ),
            }
          })}
        />
      </Section>
      <Section id="terms" title={t.glossary.termsTitle} subtitle={t.glossary.termsSubtitle} muted>
        <ul className="stagger grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {glossaryInOrder(lang).map((term) => {
            const title = localize(term.text, lang).title
            return (
              <li key={term.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3 rounded-xl border border-border bg-card p-5 shadow-sm">
                <h3 className="min-w-0 font-semibold text-fg">{title}</h3>
                <Link href={`/lexikon/${term.id}`} className="btn btn-secondary shrink-0">
                  <ActionLabel action={t.glossary.explainTerm} target={title} />
                </Link>
              </li>
            )
          })}
        </ul>
      </Section>
    </StandardPage>
  )
}
