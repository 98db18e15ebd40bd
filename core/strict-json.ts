/**
 * JSON read as the bytes say, with duplicate keys found. RFC 8259 § 4 leaves a repeated name's
 * meaning open: JSON.parse keeps the last value, another reader the first. A service's answer is
 * kept in the receipt as received, so an answer whose bytes can be read two ways must not give a
 * verdict (core/evatr-api.ts): `duplicateKeys` says whether any object repeats a name (compared
 * after unescaping, so "a" and "\u0061" are the same name).
 */
export type StrictJson = { ok: true; value: unknown; duplicateKeys: boolean } | { ok: false }

export function parseStrictJson(text: string): StrictJson {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { ok: false }
  }
  return { ok: true, value, duplicateKeys: hasDuplicateKeys(text) }
}

type Frame = { kind: 'object'; keys: Set<string>; expectKey: boolean } | { kind: 'array' }

/** Whether valid JSON text repeats a name within one object (the text must already parse). */
export function hasDuplicateKeys(text: string): boolean {
  const stack: Frame[] = []
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (c === '"') {
      let end = i + 1
      while (text[end] !== '"') end += text[end] === '\\' ? 2 : 1
      const top = stack[stack.length - 1]
      if (top?.kind === 'object' && top.expectKey) {
        const name = JSON.parse(text.slice(i, end + 1)) as string
        if (top.keys.has(name)) return true
        top.keys.add(name)
        top.expectKey = false
      }
      i = end
    } else if (c === '{') stack.push({ kind: 'object', keys: new Set(), expectKey: true })
    else if (c === '[') stack.push({ kind: 'array' })
    else if (c === '}' || c === ']') stack.pop()
    else if (c === ',') {
      const top = stack[stack.length - 1]
      if (top?.kind === 'object') top.expectKey = true
    }
  }
  return false
}
