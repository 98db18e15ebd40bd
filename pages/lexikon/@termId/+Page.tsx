import { BackLink } from '../../../renderer/components/BackLink/BackLink'
import { findTerm } from '../../../content/glossary'
import { lexikonPage } from '../../../content/pages/lexikon'
import { CallToAction } from '../../../renderer/components/CallToAction/CallToAction'
import { Hero } from '../../../renderer/components/Hero/Hero'
import { Link } from '../../../renderer/components/Link/Link'
import { NotFoundView } from '../../../renderer/components/NotFoundView/NotFoundView'
import { ToolCallout } from '../../../renderer/components/ToolCallout/ToolCallout'
import { localize } from '../../../core/i18n'
import { usePageInfo, useUi } from '../../../renderer/PageContext'

/** A glossary term (SPEC.md §2 "Term detail"); an unknown id shows the not-found view. */
export default function TermPage() {
  const { lang, routeParams } = usePageInfo()
  const t = useUi()
  const term = findTerm(routeParams.termId ?? '')
  if (!term) return <NotFoundView text={t.glossary.notFound} />
  const text = localize(term.text, lang)
  const related = term.related.flatMap((id) => {
    const other = findTerm(id)
    return other ? [{ id, title: localize(other.text, lang).title }] : []
  })
  return (
    <>
      <Hero hero={{ title: text.title, subtitle: t.glossary.termTitleSuffix }} />
      <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <p className="text-lg leading-8 text-fg">{text.definition}</p>
        {term.tool && (
          <div className="mt-10">
            <ToolCallout tool={term.tool} id="term-tool-title" />
          </div>
        )}
        {related.length > 0 && (
          <nav aria-labelledby="related-title" className="mt-12">
            <h2 id="related-title" className="text-lg font-semibold text-fg">{t.glossary.relatedTerms}</h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {related.map((r) => (
                <li key={r.id}>
                  <Link href={`/lexikon/${r.id}`} className="btn btn-secondary">{r.title}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <BackLink href="/lexikon" label={t.glossary.backToGlossary} variant="text" />
      </article>
      <CallToAction cta={localize(lexikonPage.text, lang).cta} href={lexikonPage.ctaHref} />
    </>
  )
}
