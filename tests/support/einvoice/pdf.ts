/** Test support: Factur-X/ZUGFeRD-like PDFs built with pdfkit (an independent PDF writer), with the invoice XML attached. */
import PDFDocument from 'pdfkit'

export async function pdfWith(attachments: Array<{ name: string; xml: string }>, options: { userPassword?: string } = {}): Promise<Uint8Array> {
  const doc = new PDFDocument({ pdfVersion: '1.7', ...(options.userPassword ? { userPassword: options.userPassword } : {}) })
  const chunks: Buffer[] = []
  doc.on('data', (c: Buffer) => chunks.push(c))
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()))
  doc.text('Rechnung')
  for (const a of attachments) doc.file(Buffer.from(a.xml, 'utf8'), { name: a.name, type: 'text/xml', description: 'Factur-X invoice' })
  doc.end()
  await done
  return new Uint8Array(Buffer.concat(chunks))
}
