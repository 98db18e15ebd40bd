/**
 * How much a finding matters, most first: the file is not an e-invoice at all (format); it may not be one,
 * because it breaks a technical requirement of its syntax (syntax); a defect in the mandatory content of
 * an invoice under § 14 (4) or § 14a UStG; another rule of the standard broken; a warning.
 * docs/einvoice-ustg14.md gives each class its source.
 */
export type Consequence = 'format' | 'syntax' | 'mandatory-content' | 'rule' | 'warning'
export const CONSEQUENCE_ORDER: readonly Consequence[] = ['format', 'syntax', 'mandatory-content', 'rule', 'warning']
