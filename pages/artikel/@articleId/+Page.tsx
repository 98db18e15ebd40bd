import { BackLink } from '../../../renderer/components/BackLink/BackLink'
import { findArticle } from '../../../content/articles'
import { lexikonPage } from '../../../content/pages/lexikon'
import { CallToAction } from '../../../renderer/components/CallToAction/CallToAction'
import { Hero } from '../../../renderer/components/Hero/Hero'
import { NotFoundView } from '../../../renderer/components/NotFoundView/NotFoundView'
import { formatLongDate } from '../../../core/format'
import { localize } from '../../../core/i18n'
import { markdownToBlocks } from '../../../core/markdown'
import { usePageInfo, useUi } from '../../../renderer/PageContext'

/** A news article (SPEC.md §2 "Article detail"); an unknown id shows the not-found view. */
export default function ArticlePage() {
  const { lang, routeParams } = usePageInfo()
  const t = useUi()
  const article = findArticle(routeParams.articleId ?? '')
  if (!article) return <NotFoundView text={t.news.notFound} />
  const text = localize(article.text, lang)
  return (
    <>
      <Hero hero={{ title: text.title, intro: text.teaser }}>
        <p className="mt-6 text-sm font-medium text-on-hero-muted">
          {t.news.publishedOn}{' '}
          <time dateTime={article.date}>{formatLongDate(article.date, lang)}</time>
        </p>
      </Hero>
      <article className="article-body mx-auto max-w-3xl px-4 py-16 sm:px-6">
        {markdownToBlocks(text.body).map((block, i) => {
          if (block.type === 'heading') return <h2 key={i} className="mt-10 text-2xl font-semibold text-fg first:mt-0">{block.text}</h2>
          if (block.type === 'paragraph') return <p key={i} className="mt-4 leading-8 text-fg-muted">{block.text}</p>
          return (
            <ul key={i} className="mt-4 list-disc space-y-2 pl-6 leading-8 text-fg-muted marker:text-primary">
              {block.items.map((item) => <li key={item}>{item}</li>)}
            </ul>
          )
        })}
        <BackLink href="/lexikon" label={t.news.backToOverview} variant="text" />
      </article>
      <CallToAction cta={localize(lexikonPage.text, lang).cta} href={lexikonPage.ctaHref} />
    </>
  )
}
