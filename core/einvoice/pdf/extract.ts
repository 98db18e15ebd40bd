/** Placeholder until the PDF reader lands: see docs/einvoice.md. */
import { InputRefused } from '../input'

export interface Attachment {
  readonly name: string
  readonly bytes: Uint8Array
}

export async function extractInvoiceXml(bytes: Uint8Array): Promise<Attachment> {
  void bytes
  throw new InputRefused({ code: 'pdf-without-invoice' })
}
