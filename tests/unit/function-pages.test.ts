// The pages the server functions render (booking steps, manage page, no-JavaScript results) link
// the imprint, the privacy policy and the terms, as every static page does (§ 5 DDG: easily
// recognisable and immediately reachable; Art. 12, 13 GDPR), and the qualified check's form says
// where the policy explains it. Labels and addresses are read from content/ and core/.
import { Window } from 'happy-dom'
import { describe, expect, it } from 'vitest'
import { languages } from '../../content/languages'
import { ustIdBestaetigungPage } from '../../content/pages/ust-id-bestaetigung'
import { ui } from '../../content/ui'
import { localizePath } from '../../core/url-rules'
import { functionPages } from '../support/function-pages'

function parse(html: string): Document {
  const window = new Window()
  window.document.write(html)
  return window.document as unknown as Document
}

describe.each(languages)('pages the functions render, in %s', (lang) => {
  const footer = ui.text[lang].footer
  const legal = [
    { href: localizePath('/impressum', lang), label: footer.imprint },
    { href: localizePath('/datenschutz', lang), label: footer.privacy },
    { href: localizePath('/agb', lang), label: footer.terms },
  ]

  it.each(Object.keys(functionPages(lang)))('%s: a footer links the imprint, the privacy policy and the terms', (name) => {
    const doc = parse(functionPages(lang)[name]!)
    const links = [...doc.querySelectorAll('footer a')].map((a) => ({ href: a.getAttribute('href'), label: a.textContent }))
    expect(links).toEqual(expect.arrayContaining(legal))
    expect(doc.querySelector('footer nav')?.getAttribute('aria-label')).toBe(footer.linksTitle)
  })

  it('the qualified check’s form says, beside it, where the privacy policy explains it (information, not consent)', () => {
    const notes = ustIdBestaetigungPage.text[lang].privacyNotes
    for (const name of ['qualified', 'qualified-error']) {
      const note = parse(functionPages(lang)[name]!).querySelector('main [data-privacy-note]')
      expect(note?.querySelector('a')?.getAttribute('href'), name).toBe(localizePath('/datenschutz', lang))
      expect(note?.textContent, name).toBe(notes.single.replace('{link}', notes.link))
    }
  })
})
