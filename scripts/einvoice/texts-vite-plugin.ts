// Vite plugin: the e-invoice checker's rule texts and term names, one module per language
// (`virtual:einvoice-texts/de` …): the page of a language loads only its own (core/einvoice-texts.ts
// `inLanguage`), about a third of content/einvoice/rules.ts and terms.ts, which hold all three.
import type { Plugin } from 'vite'
import { eInvoiceRuleTexts } from '../../content/einvoice/rules.js'
import { eInvoiceTerms } from '../../content/einvoice/terms.js'
import { languages } from '../../content/languages.js'
import { inLanguage } from '../../core/einvoice-texts.js'

const prefix = 'virtual:einvoice-texts/'

export function eInvoiceTexts(): Plugin {
  return {
    name: 'einvoice-texts',
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : null
    },
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return null
      const lang = languages.find((l) => l === id.slice(prefix.length + 1))
      if (!lang) this.error(`${id.slice(1)}: no such language`)
      return `export const rules = ${JSON.stringify(inLanguage(eInvoiceRuleTexts, lang))}\nexport const terms = ${JSON.stringify(inLanguage(eInvoiceTerms, lang))}\n`
    },
  }
}
