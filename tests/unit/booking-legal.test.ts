// The tax lawyer's review of the booking, the first assessment, the AGB and the prices (legal review
// of December 2026, section 6: E1, E3, E4) and the air passenger duty's amending act (issue 39 D),
// pinned in all three languages so that a later edit cannot quietly bring a corrected statement back.
// The expected wording comes from the review, not from the code.
import { describe, expect, it } from 'vitest'
import { facts } from '../../content/facts'
import { languages } from '../../content/languages'
import { agbPage } from '../../content/pages/agb'
import { alkoholsteuerPage } from '../../content/pages/alkoholsteuer'
import { eRechnungPrueferPage } from '../../content/pages/e-rechnung-pruefer'
import { kaffeesteuerPage } from '../../content/pages/kaffeesteuer'
import { kontaktPage } from '../../content/pages/kontakt'
import { luftverkehrsteuerPage } from '../../content/pages/luftverkehrsteuer'
import { tabaksteuerPage } from '../../content/pages/tabaksteuer'
import { terminPage } from '../../content/pages/termin'
import { ustIdPrueferPage } from '../../content/pages/ust-id-pruefer'
import type { Lang } from '../../content/types'
import { contentSources } from '../support/content-sources'

const by = <T>(values: Record<Lang, T>) => values
const agbSection = (lang: Lang, heading: RegExp) => agbPage.text[lang].sections.find((section) => heading.test(section))!

describe('E1: the first assessment is no engagement and rests on what the visitor says; the calls to action promise a provisional view', () => {
  const hero = by({
    de: 'Die erste Einschätzung ist kostenlos und unverbindlich und begründet noch kein Mandat. Sie beruht allein auf Ihrer Schilderung und ersetzt keine Prüfung Ihrer Unterlagen; eine umfassende Beratung erfolgt ausschließlich auf Grundlage eines Mandatsvertrags.',
    en: 'The first assessment is free of charge and without obligation and does not create an engagement. It rests solely on what you tell us and does not replace a review of your documents; comprehensive advice is given only under an engagement agreement.',
    zh: '初步评估免费，您无需承担任何义务，也不因此建立委托关系。初步评估仅基于您的陈述，不能替代对您文件的审查；全面的咨询仅在签订委托合同后提供。',
  })
  it.each(languages)('the booking page ends its introduction with the review’s sentences (%s)', (lang) => {
    expect(terminPage.text[lang].hero.intro?.endsWith(hero[lang])).toBe(true)
  })

  it('no content file calls the first assessment “no legal advice” any more', () => {
    const wrong = [/erste Einschätzung ist noch keine Rechtsberatung/, /first assessment is not yet legal advice/, /初步评估尚不构成法律咨询/]
    for (const [file, source] of contentSources()) for (const pattern of wrong) expect(source, file).not.toMatch(pattern)
  })

  const provisional = by({
    de: 'schätzen wir vorläufig ein, welche Pflichten für Sie in Betracht kommen',
    en: 'we give you a provisional view of which obligations may apply to you',
    zh: '我们会初步判断哪些义务可能适用于您',
  })
  it.each(languages)('the excise pages promise a provisional view of the obligations, not which obligations apply (%s)', (lang) => {
    for (const page of [tabaksteuerPage, alkoholsteuerPage]) expect(page.text[lang].cta.subtitle).toContain(provisional[lang])
  })

  it('no content file promises in a first assessment to tell which obligations apply, what a result means, or to clarify a finding', () => {
    const promises = [
      /ersten Einschätzung sagen wir Ihnen, welche Pflichten für Sie gelten/,
      /ersten Einschätzung sagen wir Ihnen, was das Ergebnis für Ihre Rechnungen und Lieferungen bedeutet\./,
      /Ob ein Befund Ihren Vorsteuerabzug gefährdet .* klären wir gern/,
      /besprechen wir, welche Fristen für Sie gelten/,
      /first assessment we tell you which obligations apply to you/,
      /we tell you what the result means for your invoices/,
      /我们将告诉您需履行哪些义务/,
    ]
    for (const [file, source] of contentSources()) for (const pattern of promises) expect(source, file).not.toMatch(pattern)
  })

  it.each(languages)('the other calls to action the review names speak of a provisional view (%s)', (lang) => {
    const word = by({ de: 'vorläufig', en: 'provisional view', zh: '初步判断' })[lang]
    for (const text of [kaffeesteuerPage.text[lang].cta.subtitle, ustIdPrueferPage.text[lang].cta.subtitle, eRechnungPrueferPage.text[lang].help.text, eRechnungPrueferPage.text[lang].cta.subtitle]) {
      expect(text).toContain(word)
    }
  })

  it('the e-invoice checker’s help text is the review’s sentence', () => {
    expect(eRechnungPrueferPage.text.de.help.text).toBe(
      'In einer kostenlosen ersten Einschätzung sagen wir Ihnen vorläufig, was ein Befund für Ihren Vorsteuerabzug bedeuten kann und wie wir Sie bei der Umstellung von Prozessen und Software unterstützen.',
    )
  })

  const clause = by({
    de: '(4) Die Absätze 1 bis 3 gelten auch für die kostenlose erste Einschätzung.',
    en: '(4) Paragraphs 1 to 3 also apply to the free first assessment.',
    zh: '（4）第1至3款同样适用于免费初步评估。',
  })
  it.each(languages)('the AGB’s liability clause (§ 4) covers the first assessment in a new paragraph (4), after the cap (%s)', (lang) => {
    const liability = agbSection(lang, by({ de: /^## § 4 Haftung/, en: /^## § 4 Liability/, zh: /^## 第4条/ })[lang])
    const paragraphs = liability.split('\n\n')
    expect(paragraphs.at(-1)).toBe(clause[lang])
    expect(paragraphs).toHaveLength(5)
  })
})

describe('E3: the AGB list the e-invoice checker and the qualified confirmation among the site’s tools', () => {
  const tools = by({
    de: ['E-Rechnungs-Prüfer', 'qualifizierte Bestätigung von USt-IdNrn.'],
    en: ['e-invoice checker', 'qualified confirmation of VAT IDs'],
    zh: ['电子发票校验工具', '增值税识别号合格确认'],
  })
  it.each(languages)('§ 2 (2) names them (%s)', (lang) => {
    const engagement = agbSection(lang, by({ de: /^## § 2 /, en: /^## § 2 /, zh: /^## 第2条/ })[lang])
    const second = engagement.split('\n\n').find((p) => /^[(（]2[)）]/.test(p))!
    for (const tool of tools[lang]) expect(second).toContain(tool)
  })
})

describe('E4: the contact page names the total price before the net one', () => {
  const ending = by({
    de: 'als Gesamtpreis einschließlich Umsatzsteuer und netto.',
    en: 'as the total price including VAT and net.',
    zh: '同时列明含增值税的总价和不含税价。',
  })
  it.each(languages)('the call to action ends with the review’s order (%s)', (lang) => {
    expect(kontaktPage.text[lang].cta.subtitle.endsWith(ending[lang])).toBe(true)
  })
})

describe('the air passenger duty’s cut of July 2026: no amending act is cited that could not be verified', () => {
  it('the facts registry records what was searched and found nothing to cite; the page says only that the rates were cut in July 2026', () => {
    const fact = facts.aviationTaxAnnex1
    expect(fact).not.toHaveProperty('validFrom')
    expect(fact.note).toMatch(/Re-searched 2 December 2026/)
    expect(fact.note).toMatch(/no promulgated act, no date of the act and no BGBl\. reference/)
    for (const lang of languages) {
      const page = JSON.stringify(luftverkehrsteuerPage.text[lang])
      expect(page, lang).toMatch(by({ de: /seit der Senkung im Juli 2026/, en: /since the cut in July 2026/, zh: /2026年7月下调后/ })[lang])
      // No act, gazette or day of effect the registry cannot back.
      expect(page, lang).not.toMatch(/BGBl|Bundesgesetzblatt|Federal Law Gazette|联邦法律公报|Haushaltsbegleitgesetz|Haushaltsfinanzierungsgesetz 2026|Änderungsgesetz|amending act|修正法/)
      expect(page, lang).not.toMatch(/1\. Juli 2026|1 July 2026|2026年7月1日/)
    }
  })
})
