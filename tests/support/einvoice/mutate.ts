/** Test support: edits of generated XML for mutations the spec cannot express (a missing element, a bad attribute). */

const elementPattern = (name: string) => new RegExp(`<${name}(?:\\s[^>]*)?(?:/>|>[\\s\\S]*?</${name}>)`, 'g')

/** Removes the nth (0-based) occurrence of an element (not nested in an element of the same name). */
export function removeElement(xml: string, name: string, nth = 0): string {
  let i = -1
  const out = xml.replace(elementPattern(name), (m) => (++i === nth ? '' : m))
  if (i < nth) throw new Error(`No ${nth + 1}. <${name}> to remove`)
  return out
}

/** Replaces the text of the nth occurrence of a leaf element. */
export function setText(xml: string, name: string, text: string, nth = 0): string {
  let i = -1
  const out = xml.replace(new RegExp(`(<${name}(?:\\s[^>]*)?>)([^<]*)(</${name}>)`, 'g'), (m, open: string, _old: string, close: string) => (++i === nth ? `${open}${text}${close}` : m))
  if (i < nth) throw new Error(`No ${nth + 1}. <${name}> to change`)
  return out
}

/** Inserts text right after the nth occurrence of an opening (or closing) tag. */
export function insertAfter(xml: string, tag: string, text: string, nth = 0): string {
  let i = -1
  let found = false
  const out = xml.replace(new RegExp(tag.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g'), (m) => (++i === nth ? ((found = true), `${m}${text}`) : m))
  if (!found) throw new Error(`No ${tag} to insert after`)
  return out
}

/** Removes an attribute from the nth element that has it. */
export function removeAttribute(xml: string, name: string, attribute: string, nth = 0): string {
  let i = -1
  let found = false
  const out = xml.replace(new RegExp(`<${name}((?:\\s[^>]*?)?)\\s${attribute}="[^"]*"`, 'g'), (m, before: string) => (++i === nth ? ((found = true), `<${name}${before}`) : m))
  if (!found) throw new Error(`No ${nth + 1}. <${name} ${attribute}>`)
  return out
}
