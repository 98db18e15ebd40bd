import type { GlossaryTerm } from '../types'
import { tradeAndProcedureTerms } from './trade-and-procedure'
import { vatTerms } from './vat'

/** Every glossary term (content/glossary/*.ts); each has its page /lexikon/<id>. */
export const glossary: GlossaryTerm[] = [...vatTerms, ...tradeAndProcedureTerms]

const byId = new Map(glossary.map((term) => [term.id, term]))

export function findTerm(id: string): GlossaryTerm | undefined {
  return byId.get(id)
}
