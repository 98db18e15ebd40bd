import { describe, expect, it } from 'vitest'
import { buildSitemap } from '../../scripts/seo/sitemap'

describe('sitemap', () => {
  it('lists each path in each language with all alternates', () => {
    const xml = buildSitemap(['/', '/kontakt'])
    expect(xml.match(/<url>/g)).toHaveLength(6)
    expect(xml).toContain('<loc>https://www.hartmann-indirekte-steuern.example/de</loc>')
    expect(xml).toContain('<loc>https://www.hartmann-indirekte-steuern.example/zh/kontakt</loc>')
    const entry = xml.split('<url>')[2] ?? ''
    expect(entry.match(/xhtml:link/g)).toHaveLength(4)
    expect(entry).toContain('hreflang="x-default" href="https://www.hartmann-indirekte-steuern.example/"')
  })
})
