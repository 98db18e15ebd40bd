/**
 * The root element of an attachment, read from its first bytes without parsing the whole file: enough
 * to tell the invoice among a PDF's attachments (the engine parses the chosen one in full).
 */

export interface RootName {
  readonly local: string
  readonly namespace: string
}

const HEAD = 4096

/** The first element's local name and namespace, or null when the head holds none. */
export function rootOf(bytes: Uint8Array): RootName | null {
  const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)
  const head = new TextDecoder(utf16 ? (bytes[0] === 0xff ? 'utf-16le' : 'utf-16be') : 'latin1').decode(bytes.subarray(0, HEAD))
  const body = head.replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->/g, '')
  const tag = /<([A-Za-z_][\w.-]*)(?::([A-Za-z_][\w.-]*))?([^>]*)>/.exec(body)
  if (!tag) return null
  const prefix = tag[2] === undefined ? '' : tag[1]!
  const local = tag[2] ?? tag[1]!
  const declaration = prefix ? new RegExp(`xmlns:${prefix}\\s*=\\s*["']([^"']*)["']`) : /xmlns\s*=\s*["']([^"']*)["']/
  return { local, namespace: declaration.exec(tag[3] ?? '')?.[1] ?? '' }
}

const INVOICE_ROOTS = new Set([
  'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2 Invoice',
  'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2 CreditNote',
  'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100 CrossIndustryInvoice',
])

/** ZUGFeRD 1.0's root: rsm:CrossIndustryDocument in FeRD's own namespace. */
export const ZUGFERD_1_NAMESPACE = 'urn:ferd:CrossIndustryDocument:invoice:1p0'

export function rootKind(root: RootName | null): 'invoice' | 'zugferd-1' | 'other' {
  if (!root) return 'other'
  if (INVOICE_ROOTS.has(`${root.namespace} ${root.local}`)) return 'invoice'
  if (root.namespace === ZUGFERD_1_NAMESPACE && root.local === 'CrossIndustryDocument') return 'zugferd-1'
  return 'other'
}
