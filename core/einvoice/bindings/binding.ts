/**
 * A binding table: for each business term and group of the model, its path in one syntax, relative to
 * its group's element (paths starting with `/` are from the root). The reader (model/read.ts) is one
 * piece of code for both syntaxes; only these tables differ. Keys are the standard's ids.
 */
export type BindingKey =
  // invoice level
  | 'BT-1' | 'BT-2' | 'BT-3' | 'BT-5' | 'BT-6' | 'BT-7' | 'BT-8' | 'BT-9' | 'BT-10' | 'BT-11' | 'BT-12' | 'BT-13' | 'BT-14'
  | 'BT-15' | 'BT-16' | 'BT-17' | 'BT-18' | 'BT-19' | 'BT-20' | 'BT-23' | 'BT-24' | 'BT-110'
  | 'BG-1' | 'BT-21' | 'BT-22'
  | 'BG-3' | 'BT-25' | 'BT-26'
  // seller
  | 'BG-4' | 'BT-27' | 'BT-28' | 'BT-29' | 'BT-30' | 'BT-31' | 'BT-32' | 'BT-33' | 'BT-34'
  | 'BG-5' | 'BT-35' | 'BT-36' | 'BT-162' | 'BT-37' | 'BT-38' | 'BT-39' | 'BT-40'
  | 'BG-6' | 'BT-41' | 'BT-42' | 'BT-43'
  // buyer
  | 'BG-7' | 'BT-44' | 'BT-45' | 'BT-46' | 'BT-47' | 'BT-48' | 'BT-49'
  | 'BG-8' | 'BT-50' | 'BT-51' | 'BT-163' | 'BT-52' | 'BT-53' | 'BT-54' | 'BT-55'
  | 'BG-9' | 'BT-56' | 'BT-57' | 'BT-58'
  // payee, tax representative
  | 'BG-10' | 'BT-59' | 'BT-60' | 'BT-61'
  | 'BG-11' | 'BT-62' | 'BT-63' | 'BG-12' | 'BT-64' | 'BT-65' | 'BT-164' | 'BT-66' | 'BT-67' | 'BT-68' | 'BT-69'
  // delivery, period
  | 'BG-13' | 'BT-70' | 'BT-71' | 'BT-72' | 'BG-15' | 'BT-75' | 'BT-76' | 'BT-165' | 'BT-77' | 'BT-78' | 'BT-79' | 'BT-80'
  | 'BG-14' | 'BT-73' | 'BT-74'
  // payment
  | 'BG-16' | 'BT-81' | 'BT-82' | 'BT-83' | 'BG-17' | 'BT-84' | 'BT-85' | 'BT-86' | 'BG-18' | 'BT-87' | 'BT-88' | 'BT-89' | 'BT-90' | 'BT-91'
  // document allowances and charges
  | 'BG-20' | 'BT-92' | 'BT-93' | 'BT-94' | 'BT-95' | 'BT-96' | 'BT-97' | 'BT-98'
  | 'BG-21' | 'BT-99' | 'BT-100' | 'BT-101' | 'BT-102' | 'BT-103' | 'BT-104' | 'BT-105'
  // totals, VAT breakdown, documents
  | 'BG-22' | 'BT-106' | 'BT-107' | 'BT-108' | 'BT-109' | 'BT-112' | 'BT-113' | 'BT-114' | 'BT-115'
  | 'BG-23' | 'BT-116' | 'BT-117' | 'BT-118' | 'BT-119' | 'BT-120' | 'BT-121'
  | 'BG-24' | 'BT-122' | 'BT-123' | 'BT-124' | 'BT-125'
  // lines
  | 'BG-25' | 'BT-126' | 'BT-127' | 'BT-128' | 'BT-129' | 'BT-131' | 'BT-132' | 'BT-133' | 'BG-DEX-01'
  | 'BG-26' | 'BT-134' | 'BT-135'
  | 'BG-27' | 'BT-136' | 'BT-137' | 'BT-138' | 'BT-139' | 'BT-140'
  | 'BG-28' | 'BT-141' | 'BT-142' | 'BT-143' | 'BT-144' | 'BT-145'
  | 'BG-29' | 'BT-146' | 'BT-147' | 'BT-148' | 'BT-149'
  | 'BG-30' | 'BT-151' | 'BT-152'
  | 'BG-31' | 'BT-153' | 'BT-154' | 'BT-155' | 'BT-156' | 'BT-157' | 'BT-158' | 'BT-159'
  | 'BG-32' | 'BT-160' | 'BT-161'

export interface Binding {
  readonly syntax: 'UBL' | 'CII'
  /** Attribute names that carry a term's scheme, unit, currency or list. */
  readonly attributes: {
    readonly scheme: readonly string[]
    readonly currency: string
    readonly unit: string
    readonly listVersion: string
  }
  /** How a date is written: UBL's xs:date, or CII's DateTimeString with format 102. */
  readonly dates: 'xs:date' | 'format-102'
  readonly paths: Readonly<Record<BindingKey, string>>
}
