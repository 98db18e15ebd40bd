// No page shows a placeholder an editor wrote ({fact:…}, {price:…}, {firmName}, {year}…): every one
// must be filled when the page is rendered. The content check only knows that a name exists; this
// reads what the build wrote (npm run build first), text and structured data alike. It once found
// {price:de-vat-registration} on the registration page: the filler did not accept hyphens.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { siteRoot } from '../../scripts/site-manifest'

const documents = (readdirSync(siteRoot, { recursive: true }) as string[]).filter((f) => f.endsWith('.html') || f.endsWith('.xml') || f.endsWith('.ics'))
/** A placeholder as the content writes it: {name} or {kind:name}. */
const placeholder = /\{[a-zA-Z]+(?::[\w-]+)?\}/g

describe('filled placeholders', () => {
  it(`no page, feed or calendar file of the build shows an unfilled placeholder (${documents.length} files)`, () => {
    expect(documents.length).toBeGreaterThan(200)
    const found: string[] = []
    for (const file of documents) {
      // The stylesheet and the boot script are code, not content; data-* attributes carry the
      // templates the browser fills later (the search's "{count} results for {query}").
      const text = readFileSync(join(siteRoot, file), 'utf8')
        .replace(/<style[\s\S]*?<\/style>/g, '')
        .replace(/<script>[\s\S]*?<\/script>/g, '')
        .replace(/ data-[a-z-]+="[^"]*"/g, '')
      for (const match of text.matchAll(placeholder)) found.push(`${file}: ${match[0]}`)
    }
    expect(found).toEqual([])
  })
})
