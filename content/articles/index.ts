import type { Article } from '../types'
import { belehrungspflichtBpo } from './belehrungspflicht-bpo'
import { bfhXiR1523Emails } from './bfh-xi-r-15-23-emails'
import { ecjC27624VatFraud } from './ecj-c-276-24-vat-fraud'
import { italyVatOnData } from './italy-vat-on-data'
import { vatExemptTransfersInterpretation } from './vat-exempt-transfers-interpretation'

/** The news articles of SPEC.md §3, newest first (by date). */
export const articles: Article[] = [
  ecjC27624VatFraud,
  vatExemptTransfersInterpretation,
  italyVatOnData,
  belehrungspflichtBpo,
  bfhXiR1523Emails,
].sort((a, b) => b.date.localeCompare(a.date))

const byId = new Map(articles.map((article) => [article.id, article]))

export function findArticle(id: string): Article | undefined {
  return byId.get(id)
}
