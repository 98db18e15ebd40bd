/** The engine's input limits, apart so that the page's main thread can judge a file's size without the engine. */

/** Larger XML is refused unread, and an attachment of a PDF that unpacks to more. Real e-invoices, even with attachments, are far smaller. */
export const MAX_XML_BYTES = 20 * 1024 * 1024
/** Larger PDFs are refused unread. */
export const MAX_PDF_BYTES = 50 * 1024 * 1024
/** A file embedded in a PDF is saved from the report only up to this size unpacked (an image or a spreadsheet may be larger than the invoice XML). */
export const MAX_EMBEDDED_BYTES = 50 * 1024 * 1024
/** Deeper nesting is refused: UBL and CII invoices nest about 10 levels, XRechnung's sub lines a few more. */
export const MAX_DEPTH = 64
