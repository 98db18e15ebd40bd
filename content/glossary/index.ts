import type { GlossaryTerm } from '../types'
import { tradeAndProcedureTerms } from './trade-and-procedure'
import { vatTerms } from './vat'

/** The 30 glossary terms of SPEC.md §3; the /lexikon grid shows them in this order. */
export const glossary: GlossaryTerm[] = [...vatTerms, ...tradeAndProcedureTerms]

const byId = new Map(glossary.map((term) => [term.id, term]))

export function findTerm(id: string): GlossaryTerm | undefined {
  return byId.get(id)
}
