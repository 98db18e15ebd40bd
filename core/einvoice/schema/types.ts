/**
 * The compact form of an XML Schema as scripts/einvoice/compile-xsd.ts writes it (schema-ubl.ts,
 * schema-cii.ts): only what the document roots can reach, every name with the tree's fixed prefix
 * (xml/tree.ts), equal simple-content types shared.
 */

/** `''` exactly once, `'?'` optional, `'*'` any number, `'+'` at least once (the only counts UBL 2.1 and CII D16B use). */
export type Occurs = '' | '?' | '*' | '+'

/**
 * A particle: an element `"cbc:ID=12?"` (name, type index, occurs), the wildcard `"#other:ext?"`
 * (any element of a namespace other than ext's, processContents lax), or a group `['s' | 'c', occurs, ...particles]`
 * (sequence or choice).
 */
export type Particle = string | Group
export type Group = readonly ['s' | 'c', Occurs, ...Particle[]]

/** An attribute: `"name=simpleIndex"`, ending in `!` when required. */
export type AttributeSpec = string

/** A complex type: element content (`p`) or simple content (`t`, an index into `simple`), and attributes. */
export interface CompiledType {
  readonly p?: Group
  readonly t?: number
  readonly a?: readonly AttributeSpec[]
}

/** A simple type: a built-in XSD type and the facets of its restrictions. */
export interface CompiledSimple {
  readonly b: BuiltIn
  readonly enum?: readonly string[]
  readonly minLength?: number
  readonly maxLength?: number
}

export type BuiltIn = 'string' | 'normalizedString' | 'token' | 'decimal' | 'date' | 'dateTime' | 'boolean' | 'base64Binary' | 'anyURI' | 'time' | 'language' | 'integer'
export const BUILT_INS: readonly BuiltIn[] = ['string', 'normalizedString', 'token', 'decimal', 'date', 'dateTime', 'boolean', 'base64Binary', 'anyURI', 'time', 'language', 'integer']

export interface CompiledSchema {
  /** What was compiled (versions, commits). */
  readonly source: string
  /** Root element name → type index. */
  readonly roots: Readonly<Record<string, number>>
  readonly types: readonly CompiledType[]
  readonly simple: readonly CompiledSimple[]
  /** Namespace URI of each prefix used in names (for writing the schema back as XSD). */
  readonly namespaces: Readonly<Record<string, string>>
}
