/** Why a row was not sent: each is named to the visitor and in the result CSV. */
export type NotSentReason =
  | 'noVatId'
  | 'notVatId'
  /** A German VAT ID asked with a German one: the BZSt confirms only other member states' numbers. */
  | 'germanForGerman'
  /** The requester's own VAT ID. */
  | 'ownNumber'
  | 'noName'
  | 'nameIsNumber'
  | 'noCity'
  | 'tooLong'
  /** A character the file's encoding could not read (U+FFFD) or a control code. */
  | 'unreadable'
  /** The site's function refused the row (a 4xx other than its limit). */
  | 'refused'
export const notSentReasons: readonly NotSentReason[] = ['noVatId', 'notVatId', 'germanForGerman', 'ownNumber', 'noName', 'nameIsNumber', 'noCity', 'tooLong', 'unreadable', 'refused']
