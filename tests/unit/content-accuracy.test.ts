// The law behind the expert reviews' corrections, pinned in all three languages, so a
// later edit cannot quietly bring an error back. Expected statements come from the sources named.
import { describe, expect, it } from 'vitest'
import { articles } from '../../content/articles'
import { vatExemptTransfersInterpretation } from '../../content/articles/vat-exempt-transfers-interpretation'
import { facts } from '../../content/facts'
import { glossary } from '../../content/glossary'
import { kontaktPage } from '../../content/pages/kontakt'
import { luftverkehrsteuerPage } from '../../content/pages/luftverkehrsteuer'
import { ecommerceSteuerberatungPage } from '../../content/pages/ecommerce-steuerberatung'
import { pages } from '../../content/pages'
import { preisePage } from '../../content/pages/preise'
import { registrierungPage } from '../../content/pages/registrierung'
import { steuerstreitPage } from '../../content/pages/steuerstreit'
import { tabaksteuerPage } from '../../content/pages/tabaksteuer'
import { ueberMichPage } from '../../content/pages/ueber-mich'
import { ustIdPrueferPage } from '../../content/pages/ust-id-pruefer'
import { ustIdBestaetigungPage } from '../../content/pages/ust-id-bestaetigung'
import { zollBeratungPage } from '../../content/pages/zoll-beratung'
import { ui } from '../../content/ui'
import { ecjC27624VatFraud } from '../../content/articles/ecj-c-276-24-vat-fraud'
import { bfhXiR1523Emails } from '../../content/articles/bfh-xi-r-15-23-emails'
import { tradeAndProcedureTerms } from '../../content/glossary/trade-and-procedure'
import { languages } from '../../content/languages'
import type { Lang } from '../../content/types'
import { fristenkalenderPage } from '../../content/pages/fristenkalender'
import { homePage } from '../../content/pages/home'
import { trainingsWorkshopsPage } from '../../content/pages/trainings-workshops'
import { agbPage } from '../../content/pages/agb'
import { datenschutzPage } from '../../content/pages/datenschutz'
import { vatBeratungPage } from '../../content/pages/vat-beratung'
import { bookingAvailability } from '../../content/booking'
import { firm } from '../../content/firm'
import { termbase } from '../../content/termbase'
import { formatTotalAndNet } from '../../core/format'
import { readdirSync, readFileSync } from 'node:fs'

const all = (value: unknown): string => JSON.stringify(value)

/** Every text of a content value in one language, wherever it stands (page text or an item's own). */
function inLang(value: unknown, lang: Lang): string {
  const found: unknown[] = []
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk)
    else if (node && typeof node === 'object') for (const [key, child] of Object.entries(node)) key === lang ? found.push(child) : walk(child)
  }
  walk(value)
  return JSON.stringify(found)
}

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
    // Chinese cites German statutes as the German texts do (legal review of December 2026, C9).
    expect(ecjC27624VatFraud.text.zh.body).toContain('§ 25d UStG')
    expect(ecjC27624VatFraud.text.zh.body).toContain('§ 25f UStG')
  })

  it('the BFH XI R 15/23 article is dated by the decision’s publication (18 Sept 2025), not the day it was decided', () => {
    expect(bfhXiR1523Emails.date).toBe('2025-09-18')
  })

  it('the F22 training is sold as what is taught today (VAT ID evidence), F22 only as history', () => {
    const titles = trainingsWorkshopsPage.modules[2]!.text
    expect(titles.de.title).toBe('USt-IdNr.-Nachweis und Marktplatz-Compliance (früher F22)')
    expect(titles.en.title).toBe('VAT ID evidence and marketplace compliance (formerly F22)')
    expect(titles.zh.title).toMatch(/^增值税识别号证明与电商平台合规（原F22证明）$/)
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

/** Every text of the site: pages, glossary, articles, shared strings. */
const siteText = all([pages, glossary, articles, ui])
const term = (id: string) => glossary.find((t) => t.id === id)!

describe('corrections of the legal review, second round', () => {
  it('air passenger duty: rates of § 11 (1) LuftVStG since July 2026, no day of effect claimed, country lists not kilometres, a transport tax', () => {
    // § 11 Abs. 1 LuftVStG as consolidated since July 2026 (gesetze-im-internet.de): 13,03 / 33,01 / 59,43 Euro.
    expect([facts.aviationTaxAnnex1.value, facts.aviationTaxAnnex2.value, facts.aviationTaxOther.value]).toEqual([13.03, 33.01, 59.43])
    // The amending act and its day of effect are still not verified in a primary source: no validFrom,
    // and the page names no day (third round: what is certain, without an apology).
    expect(facts.aviationTaxAnnex1).not.toHaveProperty('validFrom')
    const topics = luftverkehrsteuerPage.text
    for (const lang of languages) {
      expect(all(topics[lang]), lang).toMatch(/§ 4 LuftVStG/)
      expect(all(topics[lang]), lang).toMatch(/1 BvF 3\/11/)
      expect(all(topics[lang]), lang).not.toMatch(/2[.,]500 ?km|6[.,]000 ?km|公里/)
    }
    expect(topics.de.hero.intro).toMatch(/keine Verbrauchsteuer, sondern eine Verkehrsteuer/)
    expect(topics.en.hero.intro).toMatch(/not an excise duty but a transport tax/)
    expect(topics.zh.hero.intro).toMatch(/并非消费税，而是交通税/)
  })

  it('the firm keeps an office (§ 27 (1) BRAO): meetings by phone or video, at the office by appointment; the address is the office address', () => {
    expect(siteText).not.toMatch(/kein Büro|vollständig digital|no office|entirely (remotely|online)|全数字化|不设接待来访的办公室/)
    expect(homePage.text.de.faq.items[1]!.answer).toMatch(/^Ja, nach Terminvereinbarung\./)
    expect(homePage.text.en.faq.items[1]!.answer).toMatch(/^Yes, by appointment\./)
    expect(homePage.text.zh.faq.items[1]!.answer).toMatch(/^可以，但需提前预约。/)
    expect([kontaktPage.text.de.info.address, kontaktPage.text.en.info.address, kontaktPage.text.zh.info.address]).toEqual(['Kanzleianschrift', 'Office address', '律所地址'])
    expect(all(ueberMichPage.text.de)).toMatch(/in der Kanzlei nach Vereinbarung/)
  })

  it('prices are stated as values (§ 3 (1) PAngV: the total price beside the net one is derived), never typed into a text', () => {
    for (const lang of languages) {
      expect(preisePage.text[lang].hourlyRate, lang).toContain('{price:hourlyRate}')
      expect(registrierungPage.text[lang].cta.subtitle, lang).toContain('{price:de-vat-registration}')
      expect(trainingsWorkshopsPage.text[lang].priceLine, lang).toContain('{price:workshopPerPerson}')
    }
    expect(siteText).not.toMatch(/(EUR|€) ?1[.,]000(?![.,]\d)|\b1[.,]000 (EUR|€)|180 EUR|EUR 180|200–400|180欧元|1,000欧元/)
  })

  it('no unsubstantiated comparison with other firms, no promised outcome, no express service that is not offered', () => {
    expect(siteText).not.toMatch(/günstiger|more affordable|cheaper|更实惠/)
    expect(siteText).not.toMatch(/Wir sorgen dafür|sichern den Abzug|我们确保|确保.{0,20}(合规无误|得以抵扣)/)
    expect(siteText).not.toMatch(/Express-Option|express option|加急服务/i)
    expect(homePage.text.de.hero.intro).toMatch(/Wir unterstützen Sie dabei/)
  })

  it('EORI: "usually a few working days, if the application is complete", no 3–5 days without a source', () => {
    expect(siteText).not.toMatch(/3 bis 5 Arbeitstage|3–5 working days|3至5个工作日/)
    expect(term('eori-number').text.de.definition).toMatch(/meist nur wenige Arbeitstage, sofern der Antrag vollständig ist/)
    expect(inLang(zollBeratungPage, 'en')).toMatch(/within a few working days, provided the application is complete/)
  })

  it('e-invoice: agreed formats that can be extracted into EN 16931 (EDI), and small-amount invoices up to 250 EUR and tickets exempt (§§ 33, 34 UStDV)', () => {
    expect(facts.smallAmountInvoiceLimit).toMatchObject({ value: 250, source: '§ 33 UStDV', verified: true })
    const invoice = term('e-invoice').text
    expect(invoice.de.definition).toMatch(/ein anderes Format vereinbaren, etwa im EDI-Verfahren/)
    expect(invoice.en.definition).toMatch(/may also agree another format, for example in EDI/)
    expect(invoice.zh.definition).toMatch(/也可约定其他格式（例如EDI）/)
    for (const lang of languages) {
      expect(invoice[lang].definition, lang).toContain('{fact:smallAmountInvoiceLimit}')
      expect(invoice[lang].definition, lang).toMatch(/§ 33 UStDV/)
      expect(invoice[lang].definition, lang).toMatch(/§ 34 UStDV/)
    }
  })

  it('ViDA (Directive (EU) 2025/516): OSS extended from 1 July 2028, the call-off stock rule phased out, no unverified end date', () => {
    const texts = { oss: term('oss'), stock: term('consignment-stock'), ecommerce: ecommerceSteuerberatungPage }
    for (const [name, text] of Object.entries(texts)) {
      expect(inLang(text, 'de'), name).toMatch(/Richtlinie \(EU\) 2025\/516/)
      expect(inLang(text, 'de'), name).toMatch(/1\. Juli 2028/)
      expect(inLang(text, 'en'), name).toMatch(/Directive \(EU\) 2025\/516/)
      expect(inLang(text, 'en'), name).toMatch(/1 July 2028/)
      expect(inLang(text, 'zh'), name).toMatch(/2025\/516/)
      expect(inLang(text, 'zh'), name).toMatch(/2028年7月1日/)
    }
    expect(texts.stock.text.de.definition).toMatch(/läuft die Konsignationslagerregelung aus/)
    // The day the call-off stock simplification ends was not verified in a primary source.
    expect(all(texts.stock)).not.toMatch(/2029|30\. Juni 2028|30 June 2028/)
  })

  it('tax stamps must be used (cancelled and affixed) when the tax arises (§ 17 (1) TabStG), not "before delivery to retail"', () => {
    const stamps = tabaksteuerPage.text
    expect(stamps.de.topics.items[2]).toMatch(/entwertet und an der Kleinverkaufspackung angebracht sind – und das müssen sie sein, sobald die Steuer entsteht/)
    expect(stamps.en.topics.items[2]).toMatch(/cancelled and affixed to the retail package – and this must be done by the time the tax arises/)
    expect(stamps.zh.topics.items[2]).toMatch(/税款产生时.*税标必须已经使用/)
    expect(all(stamps)).not.toMatch(/vor der Abgabe an den Handel|before it is passed on to the trade|在交付商家之前/)
  })

  it('objections: interest on suspended amounts of 0.5 % a month (§§ 237, 238 (1) AO) and notification on the fourth day since 2025 (§ 122 (2) no. 1 AO)', () => {
    expect(facts.suspensionInterestPerMonth).toMatchObject({ value: 0.5, source: '§ 237 Abs. 1, § 238 Abs. 1 Satz 1 AO', verified: true })
    const faq = steuerstreitPage.text
    expect(faq.de.faq.items[0]!.answer).toMatch(/am vierten Tag nach der Aufgabe zur Post als bekannt gegeben \(§ 122 Abs\. 2 Nr\. 1 AO\)/)
    expect(faq.en.faq.items[0]!.answer).toMatch(/deemed notified on the fourth day after posting \(§ 122\(2\) no\. 1 AO\)/)
    expect(faq.zh.faq.items[0]!.answer).toMatch(/视为于交邮后第四日送达（§ 122 Abs\. 2 Nr\. 1 AO）/)
    for (const lang of languages) expect(faq[lang].faq.items[1]!.answer, lang).toContain('{fact:suspensionInterestPerMonth}')
  })

  it('the C-427/23 article states no opinion of the Advocate General that could not be confirmed', () => {
    expect(all(vatExemptTransfersInterpretation)).not.toMatch(/Kokott|Generalanw|Advocate General|佐审官/)
  })

  it('restaurant and catering services (drinks excluded) at the reduced rate since 1 January 2026 (§ 12 (2) no. 15 UStG)', () => {
    expect(facts.vatRateCatering).toMatchObject({ value: 7, validFrom: '2026-01-01', source: '§ 12 Abs. 2 Nr. 15 UStG' })
    for (const lang of languages) expect(term('tax-rate').text[lang].definition, lang).toContain('{fact:vatRateCatering}')
  })

  it('Chinese deadlines include the day itself ("最迟…第10日（含当日）", not "第10日前")', () => {
    expect(all([glossary, pages])).not.toMatch(/第1?\d日前|第2\d日前|月底前/)
    expect(term('vat-return').text.zh.definition).toMatch(/最迟须于申报期结束后第10日（含当日）/)
  })

  it('the VAT ID validator offers the 27 member states and says that Northern Ireland (XI) numbers are not among them', () => {
    expect(ustIdPrueferPage.text.de.hero.intro).toMatch(/Nordirland \(XI\)/)
    expect(ustIdPrueferPage.text.en.hero.intro).toMatch(/Northern Ireland \(XI\)/)
    expect(ustIdPrueferPage.text.zh.hero.intro).toMatch(/北爱尔兰的号码（以XI开头）/)
  })

  describe('the qualified VAT ID confirmation (legal review, issue 31 point 4)', () => {
    const page = ustIdBestaetigungPage.text
    const form = (lang: Lang) => page[lang].form

    it('promises no "legal certainty": a qualified confirmation is important evidence of due care for § 6a (4) UStG, validity at the time of the supply counts (UStAE 18e.1); on the validator too', () => {
      // Businesses outside Germany cannot ask the BZSt: nothing may say the BZSt's confirmation is "required".
      expect(all([page, ustIdPrueferPage.text, term('vat-id').text])).not.toMatch(/Rechtssicherheit|legal certainty|法律上的确定性|erforderlich|is required|须通过/)
      // The glossary's VAT ID says the same, and that only businesses with a German VAT ID can ask the BZSt.
      for (const lang of languages) expect(term('vat-id').text[lang].definition, lang).toMatch(/§ 18e UStG[^]*6a[^]*§ 6a ?(Abs\. 1 Satz 1 Nr\. 4|\(1\) sentence 1 no\. 4)/)
      expect(page.de.hero.intro).toMatch(/wichtiger Nachweis der Sorgfalt, die der Vertrauensschutz nach § 6a Abs\. 4 UStG verlangt/)
      // Validity at the time of supply comes from § 6a (1) sentence 1 no. 4 UStG, not UStAE 18e.1 (legal review 2026-12, D1: tests/unit/qualified-legal.test.ts).
      expect(page.de.hero.intro).toMatch(/im Zeitpunkt der Lieferung gültige, ihm von einem anderen Mitgliedstaat erteilte USt-IdNr\. verwendet \(§ 6a Abs\. 1 Satz 1 Nr\. 4 UStG\)/)
      expect(page.en.hero.intro).toMatch(/important evidence of the care that the protection of legitimate expectations under § 6a\(4\) UStG requires; what counts is that your customer uses a VAT ID issued to it by another member state and valid at the time of the supply \(§ 6a\(1\) sentence 1 no\. 4 UStG\)/)
      expect(page.zh.hero.intro).toMatch(/§ 6a Abs\. 4 UStG.*在供货时有效的增值税识别号（§ 6a Abs\. 1 Satz 1 Nr\. 4 UStG）/)
      for (const lang of languages) expect(ustIdPrueferPage.text[lang].disclaimer).toMatch(/6a/)
      expect(ustIdPrueferPage.text.de.disclaimer).toMatch(/die Unternehmen mit deutscher USt-IdNr\. stellen können, ein wichtiger Nachweis der Sorgfalt für den Vertrauensschutz nach § 6a Abs\. 4 UStG/)
    })

    it('cites Art. 138 (1) (b) of the VAT Directive and the law of the state of dispatch for "not valid" on the VIES route, not § 6a UStG', () => {
      for (const lang of languages) expect(form(lang).outcomes.notValid.action, lang).not.toMatch(/6a/)
      expect(form('de').outcomes.notValid.action).toMatch(/Art\. 138 Abs\. 1 Buchst\. b MwStSystRL\); im Einzelnen gilt das Recht des Mitgliedstaats, aus dem Sie liefern/)
      expect(form('en').outcomes.notValid.action).toMatch(/Article 138\(1\)\(b\) of the VAT Directive\); the details are governed by the law of the member state you supply from/)
      expect(form('zh').outcomes.notValid.action).toMatch(/《欧盟增值税指令》第138条第1款b项）；具体适用您发货所在成员国的法律/)
    })

    it('for the single check, the evidence is a printout or a file of the answer (UStAE 18e.1 (2) sentence 3), not sentence 5’s interface; VIES’s worth as evidence depends on the requester’s own member state', () => {
      expect(all(page)).not.toMatch(/Satz 5|sentence 5|第5句/)
      // Worded as the legal review 2026-12 D2 says (tests/unit/qualified-legal.test.ts).
      expect(form('de').evidence.evatr).toMatch(/Ausdruck oder die Übernahme des Ergebnisses in einem allgemein üblichen Format genügen \(Abschn\. 18e\.1 Abs\. 2 Satz 3 UStAE\)/)
      expect(form('en').evidence.evatr).toMatch(/printout or the result taken over in a commonly used format as evidence \(UStAE section 18e\.1\(2\) sentence 3\)/)
      expect(form('zh').evidence.evatr).toMatch(/打印件.*通常格式.*第18e\.1节第2款第3句/)
      expect(form('de').evidence.vies).toMatch(/keine qualifizierte Bestätigungsanfrage beim BZSt nach § 18e UStG.*Recht Ihres eigenen Mitgliedstaats/)
      expect(form('en').evidence.vies).toMatch(/not a qualified confirmation request to the BZSt under § 18e UStG.*law of your own member state/)
      expect(form('zh').evidence.vies).toMatch(/并非依§ 18e UStG.*所在成员国的法律/)
    })

    it('does not title the VIES route’s receipt a qualified confirmation', () => {
      expect(form('de').receipt.title.vies).not.toMatch(/qualifiziert/i)
      expect(form('en').receipt.title.vies).not.toMatch(/qualified/i)
      expect(form('zh').receipt.title.vies).not.toMatch(/合格/)
      expect(form('de').receipt.title.evatr).toMatch(/qualifizierten Bestätigungsanfrage beim BZSt/)
    })

    it('says the query is made in the visitor’s name, with their VAT ID, at their request, and asks for their declaration', () => {
      expect(page.de.hero.intro).toMatch(/Die Anfrage wird in Ihrem Namen, mit Ihrer USt-IdNr\. und auf Ihre Veranlassung gestellt/)
      expect(page.en.hero.intro).toMatch(/The request is made in your name, with your VAT ID and at your request/)
      expect(page.zh.hero.intro).toMatch(/查询以您的名义、使用您的增值税识别号并应您的要求进行/)
      expect(form('de').declaration.label).toMatch(/anfragende USt-IdNr\. meinem Unternehmen erteilt wurde oder dass ich im Auftrag ihres Inhabers anfrage/)
      expect(form('en').declaration.label).toMatch(/issued to my business or that I am making this request on behalf of its holder/)
      expect(form('zh').declaration.label).toMatch(/系发给本人企业的，或本人受该号码持有人委托进行查询/)
    })

    it('explains a German number asked with a German VAT ID: the BZSt confirms only numbers of other member states (UStAE 18e.1 (3)), § 6a needs one anyway, the validator checks validity through VIES', () => {
      expect(form('de').errors.germanForGerman).toMatch(/nur Nummern, die ein anderer Mitgliedstaat erteilt hat \(Abschn\. 18e\.1 Abs\. 3 UStAE\).*§ 6a Abs\. 1 Satz 1 Nr\. 4 UStG.*USt-IdNr\.-Prüfer über VIES/)
      expect(form('en').errors.germanForGerman).toMatch(/only numbers issued by another member state \(UStAE section 18e\.1\(3\)\).*§ 6a\(1\) sentence 1 no\. 4 UStG.*VAT ID validator through VIES/)
      expect(form('zh').errors.germanForGerman).toMatch(/只确认由其他成员国签发的号码（《增值税适用令》第18e\.1节第3款）.*VIES/)
    })

    it('says whether and by whom XI numbers can be confirmed: VIES checks them (Art. 215 VAT Directive as amended by Directive (EU) 2020/1756); only holders of a German VAT ID ask the BZSt (UStAE 18e.1 (1))', () => {
      expect(form('de').xiNote).toMatch(/Präfix XI \(Art\. 215 MwStSystRL in der Fassung der Richtlinie \(EU\) 2020\/1756\)\. VIES prüft auch diese Nummern.*Abschn\. 18e\.1 Abs\. 1 UStAE/)
      expect(form('en').xiNote).toMatch(/prefix XI for supplies of goods \(Article 215 of the VAT Directive as amended by Directive \(EU\) 2020\/1756\)\. VIES checks these numbers as well.*UStAE section 18e\.1\(1\)/)
      expect(form('zh').xiNote).toMatch(/第\(EU\) 2020\/1756号指令.*第215条.*VIES同样核查此类号码.*第18e\.1节第1款/)
    })

    it('passes on the BZSt’s own advice for 0008: start again with a simple confirmation request', () => {
      expect(form('de').outcomes.sessionLimit.action).toMatch(/erneut mit einer einfachen Bestätigungsanfrage zu beginnen/)
      expect(form('en').outcomes.sessionLimit.action).toMatch(/start again with a simple confirmation request/)
      expect(form('zh').outcomes.sessionLimit.action).toMatch(/重新从简单确认查询开始/)
    })
  })
})

/** The texts of a content value in one language, as one string (sections joined). */
const textIn = (value: { text: Record<Lang, unknown> }, lang: Lang) => all(value.text[lang])

describe('corrections of the legal review, third round', () => {
  it('1: the privacy policy explains the qualified confirmation: data, recipients, purpose, basis, no storage, the firm as controller and why not a processor for a list', () => {
    const section = (lang: Lang) => datenschutzPage.text[lang].sections.find((s) => /USt-IdNrn\.|qualified confirmation of VAT IDs|增值税识别号合格确认/i.test(s.split('\n')[0]!)) ?? ''
    const expected: Record<Lang, RegExp[]> = {
      de: [/Bundeszentralamt für Steuern/, /VIES/, /§ 18e UStG/, /Art\. 31 der Verordnung \(EU\) Nr\. 904\/2010/, /Art\. 6 Abs\. 1 lit\. f DSGVO/, /Wir speichern weder Ihre Anfrage noch das Ergebnis/, /die Datei wird nicht hochgeladen/, /sind wir Verantwortliche/, /Art\. 28 DSGVO ist deshalb nicht erforderlich/, /natürliche Person/],
      en: [/Federal Central Tax Office/, /VIES/, /§ 18e UStG/, /Article 31 of Regulation \(EU\) No 904\/2010/, /Art\. 6\(1\)\(f\) GDPR/, /We store neither your request nor the result/, /the file is not uploaded/, /We are the controller/, /no data processing agreement under Art\. 28 GDPR is required/, /natural person/],
      zh: [/联邦中央税务局/, /VIES/, /§ 18e UStG/, /第904\/2010号条例第31条/, /第6条第1款f项/, /我们既不存储您的查询/, /文件本身不会上传/, /我们是控制者/, /无需依据《通用数据保护条例》（GDPR）第28条订立数据处理协议/, /自然人/],
    }
    for (const lang of languages) for (const pattern of expected[lang]) expect(section(lang), `${lang} ${pattern}`).toMatch(pattern)
    // Both forms say where: one note beside the single check, one beside the list.
    for (const lang of languages) {
      const notes = ustIdBestaetigungPage.text[lang].privacyNotes
      for (const note of [notes.single, notes.list]) expect(note, lang).toContain('{link}')
      expect(notes.link.length, lang).toBeGreaterThan(0)
    }
  })

  it('2: the privacy policy names the video service from the firm data: software, operator, server location, the Art. 28 agreement, the transfer sentence', () => {
    expect(firm.meetingService.processingAgreement).toBe(true)
    for (const lang of languages) {
      const video = datenschutzPage.text[lang].sections.find((s) => /^## (Videogespräche|Video calls|视频通话)$/.test(s.split('\n')[0]!)) ?? ''
      for (const placeholder of ['{meetingSoftware}', '{meetingOperator}', '{meetingOperatorAddress}', '{meetingServerLocation}', '{meetingTransfer}']) expect(video, `${lang} ${placeholder}`).toContain(placeholder)
      expect(video, lang).toMatch({ de: /Art\. 28 DSGVO/, en: /Art\. 28 GDPR/, zh: /第28条/ }[lang])
      expect(video, lang).toMatch({ de: /eigenen Raum/, en: /its own room/, zh: /独立的会议室/ }[lang])
      const transfer = datenschutzPage.text[lang].meetingTransfer!
      expect(transfer.transfer, lang).toContain('{country}')
      expect(transfer.transfer, lang).toContain('{basis}')
    }
  })

  it('3: one name for the free first assessment; it is no longer "no legal advice" while pages explain results; the conflict check comes first', () => {
    const concept = termbase.terms.find((t) => t.concept === 'free-first-assessment')!
    expect([concept.de, concept.en, concept.zh]).toEqual(['erste Einschätzung', 'first assessment', '初步评估'])
    // The old name in no content file (issue 31, point 3); the termbase names it as the term to avoid.
    const renamedElsewhere = new Set(['termbase.ts', 'types.ts', 'translations.lock.json'])
    const contentDir = new URL('../../content/', import.meta.url)
    const files = (readdirSync(contentDir, { recursive: true }) as string[]).filter((f) => /\.ts$/.test(f) && !renamedElsewhere.has(f.split('/').pop()!))
    for (const file of files) expect(readFileSync(new URL(file, contentDir), 'utf8'), file).not.toMatch(/Erstgespräch|initial call|初步沟通/i)
    const terms = agbPage.text
    expect(terms.de.sections.join('\n')).toMatch(/\(3\) Die kostenlose erste Einschätzung/)
    expect(terms.en.sections.join('\n')).toMatch(/\(3\) The free first assessment/)
    expect(terms.zh.sections.join('\n')).toMatch(/（3）免费初步评估/)
    for (const lang of languages) {
      const formation = terms[lang].sections.find((s) => /§ 2|第2条/.test(s.split('\n')[0]!))!
      const firstAssessment = formation.split('\n\n').find((paragraph) => /^[(（]3[)）]/.test(paragraph))!
      expect(firstAssessment, lang).not.toMatch(/Rechtsberatung|legal advice|法律咨询/)
      expect(formation, lang).toMatch(/43a/)
      expect(kontaktPage.text[lang].disclaimer, lang).not.toMatch(/keine Rechtsberatung|not constitute legal advice|不构成法律咨询/)
      expect(kontaktPage.text[lang].hero.intro, lang).toMatch({ de: /Gegenseite.*vertrauliche Einzelheiten und Unterlagen senden Sie uns bitte erst danach/, en: /opposing party.*send us confidential details and documents only after that/, zh: /对方当事人.*保密细节和文件请在审查完成后再发送/ }[lang])
      const forms = lang === 'de' ? [concept.de, ...(concept.deForms ?? [])] : [concept[lang]]
      for (const page of [ustIdBestaetigungPage, ustIdPrueferPage, vatBeratungPage]) expect(forms.some((form) => textIn(page, lang).includes(form)), lang).toBe(true)
    }
  })

  it('5: the forms inform about the privacy policy; they claim no consent the processing does not rest on (Art. 4 no. 11, Art. 7 GDPR)', () => {
    for (const lang of languages) {
      expect(ui.text[lang].contactForm.privacyNote, lang).toContain('{link}')
      expect(ui.text[lang].contactForm.privacyNote, lang).not.toMatch(/einverstanden|Einwilligung|agree|consent|同意/i)
    }
    expect(siteText).not.toMatch(/Mit dem Absenden erklären Sie sich|By submitting, you agree|提交即表示您同意/)
  })

  it('6: the total price first, the net amount beside it (§ 3 (1), (3) PAngV); no text says prices are net plus VAT', () => {
    for (const lang of languages) {
      const t = ui.text[lang]
      const shown = formatTotalAndNet({ kind: 'fixed', amount: 1000 }, lang, t)
      const gross = (1190).toLocaleString(lang === 'de' ? 'de-DE' : 'en-GB')
      const net = (1000).toLocaleString(lang === 'de' ? 'de-DE' : 'en-GB')
      expect(shown.indexOf(gross), `${lang}: ${shown}`).toBeGreaterThanOrEqual(0)
      expect(shown.indexOf(gross), `${lang}: ${shown}`).toBeLessThan(shown.indexOf(net))
    }
    expect(siteText).not.toMatch(/verstehen sich zuzüglich|zzgl\. gesetzlicher|subject to statutory VAT|Net prices plus statutory VAT|另加法定增值税/)
  })

  it('7: beside the prices, when no German VAT is charged: businesses abroad (§ 3a (2) UStG, reverse charge) and consumers outside the EU (§ 3a (4) sentence 2 no. 3 UStG)', () => {
    const note = { de: ui.text.de.price.foreignNote, en: ui.text.en.price.foreignNote, zh: ui.text.zh.price.foreignNote }
    expect(note.de).toMatch(/§ 3a Abs\. 2 UStG.*Betriebsstätte.*Reverse-Charge.*§ 3a Abs\. 4 Satz 2 Nr\. 3 UStG/)
    expect(note.en).toMatch(/§ 3a\(2\) UStG.*fixed establishment.*reverse charge.*§ 3a\(4\) sentence 2 no\. 3 UStG/)
    expect(note.zh).toMatch(/§ 3a Abs\. 2 UStG.*固定机构.*反向征收.*§ 3a Abs\. 4 Satz 2 Nr\. 3 UStG/)
  })

  it('8: the firm states its own facts only: no comparison with other firms, tools or registration services (§ 43b BRAO, § 6 (2) no. 5 UWG), nothing exclusive (§ 62 (2) FGO)', () => {
    expect(siteText).not.toMatch(/Großkanzlei|large firms|大型律所|Automatisierungstool|automation tool|自动化工具|Registrierungsdienst|registration service|注册代办|statt bloßer|rather than mere|而不仅仅是填写/)
    expect(homePage.text.de.faq.items).toHaveLength(7)
  })

  it('9: voluntary disclosure: taxes, § 235 interest and credited § 233a interest (§ 371 (3) AO); above the limit per offence only § 398a AO', () => {
    expect(facts.voluntaryDisclosureLimitPerOffence).toMatchObject({ value: 25000, source: '§ 371 Abs. 2 Satz 1 Nr. 3 AO', verified: true })
    const card = steuerstreitPage.services.find((c) => c.icon === 'shield')!.text
    for (const lang of languages) {
      const text = card[lang].description
      for (const cited of ['§ 235 AO', '§ 233a AO', '§ 398a AO', '{fact:voluntaryDisclosureLimitPerOffence}']) expect(text, `${lang} ${cited}`).toContain(cited)
      expect(text, lang).toMatch(/§ 371 Abs\. 3 AO|§ 371\(3\) AO/)
    }
  })

  it('10: the home FAQ agrees with the free first assessment: free, by phone or video, as long as a booked call; no fixed-price first consultation', () => {
    for (const lang of languages) {
      const [first, , , billing] = homePage.text[lang].faq.items
      expect(first!.answer, lang).toMatch({ de: /Telefon oder Video/, en: /phone or video/, zh: /电话或视频/ }[lang])
      expect(Number(/(\d+)/.exec(first!.answer)![1]), lang).toBe(bookingAvailability.callMinutes)
      const concept = termbase.terms.find((t) => t.concept === 'free-first-assessment')!
      expect([concept[lang], ...(lang === 'de' ? concept.deForms ?? [] : [])].some((form) => billing!.answer.includes(form)), lang).toBe(true)
    }
    expect(siteText).not.toMatch(/Erstberatung gibt es häufig einen Festpreis|initial consultation is often available for a fixed fee|初次咨询通常采用固定价格/)
  })

  it('11: suspension interest: 0.5 % a month is the statute, its constitutionality is before the Federal Constitutional Court (BFH VIII R 9/23): keep assessments open', () => {
    for (const lang of languages) {
      const answer = steuerstreitPage.text[lang].faq.items[1]!.answer
      expect(answer, lang).toContain('{fact:suspensionInterestPerMonth}')
      expect(answer, lang).toContain('VIII R 9/23')
      expect(answer, lang).toMatch(/§ 363 Abs\. 2 Satz 2 AO|§ 363\(2\) sentence 2 AO/)
    }
  })

  it('12: air passenger duty: what is certain, without an apology for an unchecked gazette', () => {
    expect(all(luftverkehrsteuerPage)).not.toMatch(/noch nicht prüfen|not yet been able|尚未能/)
    for (const lang of languages) expect(luftverkehrsteuerPage.text[lang].topics.items[1], lang).toMatch(/§ 4 LuftVStG/)
  })
})
