// The checker's texts in one language, made by scripts/einvoice/texts-vite-plugin.ts.
declare module 'virtual:einvoice-texts/*' {
  import type { EInvoiceRuleTexts, EInvoiceTermLabels, InOneLanguage } from '../../../content/types'
  export const rules: InOneLanguage<EInvoiceRuleTexts>
  export const terms: InOneLanguage<EInvoiceTermLabels>
}
