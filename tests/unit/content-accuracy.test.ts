// The law behind the expert review's corrections (issue 16), pinned in all three languages, so a
// later edit cannot quietly bring an error back. Expected statements come from the sources named.
import { describe, expect, it } from 'vitest'
import { ecjC27624VatFraud } from '../../content/articles/ecj-c-276-24-vat-fraud'
import { bfhXiR1523Emails } from '../../content/articles/bfh-xi-r-15-23-emails'
import { tradeAndProcedureTerms } from '../../content/glossary/trade-and-procedure'
import { languages } from '../../content/languages'
import { fristenkalenderPage } from '../../content/pages/fristenkalender'
import { homePage } from '../../content/pages/home'
import { trainingsWorkshopsPage } from '../../content/pages/trainings-workshops'

const all = (value: unknown): string => JSON.stringify(value)

describe('corrections of the expert review', () => {
  it('customs debt arises on acceptance of the customs declaration (Art. 77 (2) UCC), not on release', () => {
    const duty = tradeAndProcedureTerms.find((t) => t.id === 'customs-duty')!
    expect(duty.text.de.definition).toMatch(/entsteht die Zollschuld mit der Annahme der Zollanmeldung \(Art\. 77 Abs\. /)
    expect(duty.text.en.definition).toMatch(/the customs debt is incurred at the time the customs declaration is accepted \(Art\. 77/)
    expect(duty.text.zh.definition).toMatch(/海关债务在海关接受报关单时即产生（UZK第77条/)
    for (const lang of languages) expect(duty.text[lang].definition).not.toMatch(/entsteht die Zollschuld mit der Überlassung|debt (arises|is incurred) (on|upon|with) release|放行时产生海关债务/)
  })

  it('the C-276/24 article names Germany’s own liability rule, § 25d UStG, beside § 25f UStG', () => {
    for (const lang of ['de', 'en'] as const) {
      const body = ecjC27624VatFraud.text[lang].body
      expect(body, lang).toContain('§ 25d UStG')
      expect(body, lang).toContain('§ 25f UStG')
    }
    // Chinese cites the act by name: 《增值税法》第25d条.
    expect(ecjC27624VatFraud.text.zh.body).toMatch(/《增值税法》第25d条/)
    expect(ecjC27624VatFraud.text.zh.body).toMatch(/第25f条/)
  })

  it('the BFH XI R 15/23 article is dated by the decision’s publication (18 Sept 2025), not the day it was decided', () => {
    expect(bfhXiR1523Emails.date).toBe('2025-09-18')
  })

  it('the F22 training is sold as what is taught today (VAT ID evidence), F22 only as history', () => {
    const titles = trainingsWorkshopsPage.text
    expect(titles.de.modules.items[2]!.title).toBe('USt-IdNr.-Nachweis und Marktplatz-Compliance (früher F22)')
    expect(titles.en.modules.items[2]!.title).toBe('VAT ID evidence and marketplace compliance (formerly F22)')
    expect(titles.zh.modules.items[2]!.title).toMatch(/^增值税识别号证明与电商平台合规（原F22证明）$/)
  })

  it('the calendar says holidays of single federal states are not considered (not "nationwide holidays are not")', () => {
    expect(all(fristenkalenderPage.text.de)).not.toMatch(/Landesweite Feiertage sind nicht berücksichtigt/)
    expect(fristenkalenderPage.text.de.note).toMatch(/Feiertage, die nur in einzelnen Bundesländern gelten, sind/)
    expect(fristenkalenderPage.text.en.note).toMatch(/Public holidays of individual federal states are not taken into account/)
    expect(fristenkalenderPage.text.zh.note).toMatch(/仅在个别联邦州适用的节假日未予考虑/)
  })

  it('the home page promises no outcome of a tax audit', () => {
    expect(all(homePage.text.de)).not.toMatch(/Bestand hat|standhalten/)
    expect(all(homePage.text.en)).not.toMatch(/hold(s)? up in|withstand/i)
    expect(all(homePage.text.zh)).not.toMatch(/经得起/)
  })
})
