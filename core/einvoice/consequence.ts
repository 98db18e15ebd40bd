/**
 * How much a finding matters, most first: the file is not an e-invoice at all (format); a defect in the
 * mandatory content of an invoice under § 14 (4) UStG; another rule of the standard broken; a warning.
 */
export type Consequence = 'format' | 'mandatory-content' | 'rule' | 'warning'
export const CONSEQUENCE_ORDER: readonly Consequence[] = ['format', 'mandatory-content', 'rule', 'warning']
