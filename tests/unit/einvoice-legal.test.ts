// The tax lawyer's review of the e-invoice checker (legal review of December 2026, sections 2–4: findings
// A1–A16, B1–B10, C1–C9), pinned in all three languages so that a later edit cannot quietly bring a
// corrected statement back. The expected wording comes from the review, not from the code; the classes
// themselves are pinned in einvoice-consequences.test.ts.
import { describe, expect, it } from 'vitest'
import { eInvoiceRuleTexts } from '../../content/einvoice/rules'
import { eInvoiceTerms } from '../../content/einvoice/terms'
import { glossary } from '../../content/glossary'
import { languages } from '../../content/languages'
import { datenschutzPage } from '../../content/pages/datenschutz'
import { eRechnungPrueferPage } from '../../content/pages/e-rechnung-pruefer'
import { terminPage } from '../../content/pages/termin'
import { ustIdBestaetigungPage } from '../../content/pages/ust-id-bestaetigung'
import type { Lang } from '../../content/types'
import { contentSources } from '../support/content-sources'
import { ruleText } from '../../core/einvoice-texts'
import { CONSEQUENCE_ORDER } from '../../core/einvoice/consequence'

const page = (lang: Lang) => eRechnungPrueferPage.text[lang]
const checker = (lang: Lang) => page(lang).checker
const context = { terms: 'TERMS', element: 'ELEMENT', categoryName: (code: string) => code }
/** A rule's explanation and fix as the page shows them. */
const rule = (id: string, lang: Lang) => {
  const text = ruleText(eInvoiceRuleTexts, id, lang, context)
  expect(text, `${id} (${lang})`).not.toBeNull()
  return text!
}
const both = (id: string, lang: Lang) => `${rule(id, lang).explanation} ${rule(id, lang).fix}`
const by = <T>(values: Record<Lang, T>) => values

const sources = contentSources()
const foundIn = (pattern: RegExp) => [...sources].filter(([, text]) => pattern.test(text)).map(([file]) => file)

describe('A1: the checker does not present itself as a validation of the format', () => {
  it('the green verdict says the XML schema was checked (no breach found) and does not claim the format of an e-invoice', () => {
    const notChecked = by({ de: 'Einen Verstoß gegen das XML-Schema, der ein Formatfehler wäre (BMF-Schreiben vom 15. Oktober 2025, Rn. 6a), hat die Prüfung nicht gefunden', en: 'The check found no breach of the XML schema, which would be a format error', zh: '校验未发现违反XML模式的情况' })
    const claim = by({ de: /Format einer E-Rechnung/, en: /format of an e-invoice/, zh: /具备电子发票的格式/ })
    for (const lang of languages) {
      const text = checker(lang).verdicts.valid.text
      expect(text, lang).toContain(notChecked[lang])
      expect(text, lang).not.toMatch(claim[lang])
      expect(text, lang).toMatch(/KoSIT/)
    }
  })

  it('no teaser asks whether a file is a "valid" e-invoice (hero, glossary)', () => {
    const valid = by({ de: /gültige E-Rechnung/, en: /valid e-invoice/, zh: /有效的电子发票/ })
    const tool = glossary.find((t) => t.id === 'e-invoice')!.tool!
    for (const lang of languages) {
      expect(page(lang).hero.subtitle, lang).not.toMatch(valid[lang])
      expect(tool.text[lang].text, lang).not.toMatch(valid[lang])
    }
  })

  it('the scope names the XML schema as checked and its breaches as format errors, and the page as no replacement for validation in accounts payable', () => {
    const xsd = by({ de: /^Das XML-Schema \(XSD\) von UBL 2\.1 und UN\/CEFACT CII D16B: .*Verstöße dagegen sind Formatfehler/, en: /^The XML schema \(XSD\) of UBL 2\.1 and UN\/CEFACT CII D16B: .*Breaches of it are format errors/, zh: /^UBL 2\.1和UN\/CEFACT CII D16B的XML模式（XSD）：.*违反XML模式属于格式错误/ })
    const noReplacement = by({ de: /ersetzt aber keine Validierung im Rechnungseingang/, en: /does not replace validation in your accounts payable process/, zh: /不能替代收票流程中的校验/ })
    for (const lang of languages) {
      expect(page(lang).scope.checked.some((item) => xsd[lang].test(item)), lang).toBe(true)
      expect(page(lang).scope.notChecked.some((item) => noReplacement[lang].test(item)), lang).toBe(true)
      expect(page(lang).scope.checked.join(' '), lang).not.toMatch(/^Format und Syntax|^Format and syntax|^格式和语法/)
    }
  })
})

describe('A2–A4, A6: the consequence classes', () => {
  it('every class the engine sorts by has its title and text, and the order puts the possible format error second', () => {
    expect(CONSEQUENCE_ORDER).toEqual(['format', 'syntax', 'mandatory-content', 'rule', 'warning'])
    for (const lang of languages) for (const c of CONSEQUENCE_ORDER) expect(checker(lang).consequences[c]?.title && checker(lang).consequences[c]?.text, `${c} (${lang})`).toBeTruthy()
  })

  it('A2: a breach of a syntax rule is a possible format error under para. 6a, and the question is called open', () => {
    const title = by({ de: 'Möglicher Formatfehler (Syntax)', en: 'Possible format error (syntax)', zh: '可能的格式错误（语法）' })
    const open = by({ de: /noch nicht geklärt/, en: /has not yet been settled/, zh: /尚无定论/ })
    const para = by({ de: /Rn\. 6a/, en: /para\. 6a/, zh: /第6a段/ })
    for (const lang of languages) {
      const syntax = checker(lang).consequences.syntax
      expect(syntax.title, lang).toBe(title[lang])
      expect(syntax.text, lang).toMatch(open[lang])
      expect(syntax.text, lang).toMatch(para[lang])
    }
  })

  it('A2: the verdict of a file with errors does not call it readable as an e-invoice', () => {
    const readable = by({ de: /als E-Rechnung lesbar/, en: /read as an e-invoice/, zh: /可作为电子发票读取/ })
    const depends = by({ de: /Ob sie eine E-Rechnung bleibt, hängt von der Art des Befunds ab/, en: /Whether it remains an e-invoice depends on the kind of finding/, zh: /它是否仍属于电子发票，取决于问题的类型/ })
    for (const lang of languages) {
      expect(checker(lang).verdicts.invalid.text, lang).not.toMatch(readable[lang])
      expect(checker(lang).verdicts.invalid.text, lang).toMatch(depends[lang])
    }
  })

  it('A3: notes are no errors technically, but those on a mandatory detail are to be heeded', () => {
    const heed = by({ de: /beachten Sie aber die, die eine Pflichtangabe betreffen/, en: /do heed those that concern a mandatory detail/, zh: /请留意涉及法定开票信息的提示/ })
    const treat = by({ de: /betrifft ein Hinweis eine Pflichtangabe, sagt es die Erläuterung – dann behandeln Sie ihn wie einen Fehler/, en: /where a note concerns a mandatory detail, its explanation says so – then treat it like an error/, zh: /如某项提示涉及法定开票信息，说明中会指出，此时请按错误对待/ })
    for (const lang of languages) {
      expect(checker(lang).verdicts.valid.text, lang).toMatch(heed[lang])
      expect(checker(lang).consequences.warning.text, lang).toMatch(treat[lang])
    }
    expect(checker('de').verdicts.valid.text).not.toMatch(/Hinweise unten machen die Datei nicht fehlerhaft/)
  })

  it('A4: a business rule error is without significance only for the status of the invoice, in the administration’s view', () => {
    const view = by({ de: /nach Auffassung der Finanzverwaltung ohne Bedeutung/, en: /In the tax authorities’ view such a business rule error does not affect whether the file is an e-invoice/, zh: /按照税务机关的观点/ })
    for (const lang of languages) expect(checker(lang).consequences.rule.text, lang).toMatch(view[lang])
    expect(checker('de').consequences.rule.text).not.toMatch(/Umsatzsteuerlich ist ein solcher Geschäftsregelfehler/)
    expect(checker('en').consequences.rule.text).not.toMatch(/has no VAT consequences/)
  })

  it('A6: the correction is made under § 31 (5) UStDV, as an e-invoice, and may act retroactively; the transition needs consent', () => {
    const correction = by({ de: ['§ 31 Abs. 5 UStDV', 'muss ihrerseits als E-Rechnung erfolgen', '18. September 2020'], en: ['§ 31(5) UStDV', 'must itself be an e-invoice', '18 September 2020'], zh: ['§ 31 Abs. 5 UStDV', '必须以电子发票形式进行', '2020年9月18日'] })
    const consent = by({ de: /§ 27 Abs\. 38 UStG\) genügt eine sonstige Rechnung in elektronischer Form nur mit Zustimmung des Rechnungsempfängers/, en: /§ 27\(38\) UStG\) an ‘other invoice’ in electronic form suffices only with the consent of the recipient of the invoice/, zh: /§ 27 Abs\. 38 UStG）.*须经受票方同意/ })
    for (const lang of languages) {
      for (const words of correction[lang]) expect(checker(lang).consequences['mandatory-content'].text, lang).toContain(words)
      expect(checker(lang).consequences.format.text, lang).toMatch(consent[lang])
    }
    expect(checker('de').consequences['mandatory-content'].text).not.toMatch(/bis die Rechnung berichtigt ist/)
  })
})

describe('A5, A10: the list of mandatory details', () => {
  it('no. 1 asks for the full name and address, no. 7 names the reduction agreed in advance (Skonto), § 14a its further cases', () => {
    const no1 = by({ de: 'vollständiger Name und vollständige Anschrift', en: 'full name and full address', zh: '完整名称及完整地址' })
    const no7 = by({ de: 'im Voraus vereinbarte Minderung des Entgelts (etwa Skonto)', en: 'reduction of the consideration agreed in advance (e.g. a cash discount)', zh: '事先约定且尚未计入对价的任何对价减让（例如现金折扣）' })
    const s14a = by({ de: ['Abs. 1, 3 und 5', 'Abs. 6', 'Abs. 7'], en: ['paras. 1, 3 and 5', 'para. 6', 'para. 7'], zh: ['第1、3和5款', '第6款', '第7款'] })
    for (const lang of languages) {
      const items = checker(lang).ustgItems
      expect(items[0], lang).toContain(no1[lang])
      expect(items[6], lang).toContain(no7[lang])
      for (const words of s14a[lang]) expect(items[10], lang).toContain(words)
    }
  })

  it('A5: BR-DE-18 tells the visitor that a cash discount agreed in advance must be apparent from the invoice (no. 7)', () => {
    const cited = by({ de: '§ 14 Abs. 4 Satz 1 Nr. 7 UStG', en: '§ 14(4) sentence 1 no. 7 UStG', zh: '§ 14 Abs. 4 Satz 1 Nr. 7 UStG' })
    for (const lang of languages) expect(rule('BR-DE-18', lang).explanation, lang).toContain(cited[lang])
  })
})

describe('A7: the disclaimer', () => {
  it('no text of the site excludes liability without exception', () => {
    expect(foundIn(/haftet nicht|haften nicht|is not liable|are not liable|不承担责任/)).toEqual([])
  })

  it('limits liability to intent, gross negligence and injury to life, body or health, and lets the guidance bind the administration only', () => {
    const limits = by({ de: ['Vorsatz und grober Fahrlässigkeit', 'Leben, Körper oder Gesundheit', 'binden die Finanzverwaltung'], en: ['intent and gross negligence', 'life, body or health', 'binds the tax authorities'], zh: ['故意、重大过失', '生命、身体或健康', '仅对税务机关具有约束力'] })
    for (const lang of languages) for (const words of limits[lang]) expect(page(lang).disclaimer, lang).toContain(words)
    expect(page('de').disclaimer).not.toMatch(/verbindlich sind/)
    expect(page('en').disclaimer).not.toMatch(/administrative guidance are binding/)
  })
})

describe('A8, A9, A14: the legal framework and the report', () => {
  it('A8: an e-invoice may also be in a format agreed between the parties (EDI)', () => {
    const agreed = by({ de: /zwischen Aussteller und Empfänger vereinbart/, en: /agreed between issuer and recipient/, zh: /由开票方与受票方约定/ })
    for (const lang of languages) expect(page(lang).legal.paragraphs[0], lang).toMatch(agreed[lang])
  })

  it('A9: the 2027 limit is the total turnover (§ 19 UStG) of 2026; small businesses are excepted; establishment includes a permanent establishment', () => {
    const turnover = by({ de: 'Gesamtumsatz (§ 19 UStG) im Jahr 2026', en: 'total turnover (§ 19 UStG) in 2026', zh: '2026年总营业额（§ 19 UStG）' })
    const small = by({ de: 'Rechnungen von Kleinunternehmern (§ 19 UStG)', en: 'invoices issued by small businesses (§ 19 UStG)', zh: '小企业（§ 19 UStG）开具的发票' })
    const establishment = by({ de: 'Betriebsstätte', en: 'permanent establishment', zh: '常设机构' })
    for (const lang of languages) {
      const [, transition, , scope] = page(lang).legal.paragraphs
      expect(transition, lang).toContain(turnover[lang])
      expect(transition, lang).toContain(small[lang])
      expect(scope, lang).toContain(establishment[lang])
    }
    expect(page('de').legal.paragraphs[1]).not.toMatch(/Vorjahresumsatz/)
  })

  it('A14: the report does not replace the e-invoice, which is kept in its original format (§ 14b UStG)', () => {
    for (const lang of languages) expect(page(lang).howItWorks.steps[2], lang).toMatch(/§ 14b UStG/)
  })
})

describe('A12, A13, A16: profiles, the verdict "not an e-invoice", input errors', () => {
  it('A12: another XRechnung version stays an e-invoice for VAT; portals usually reject versions no longer valid', () => {
    const usually = by({ de: /in der Regel/, en: /usually/, zh: /通常/ })
    for (const lang of languages) {
      expect(checker(lang).profiles['xrechnung-other-version'].text, lang).toMatch(usually[lang])
      expect(rule('SITE-PROFILE-04', lang).explanation, lang).toMatch(usually[lang])
    }
    expect(checker('de').profiles['xrechnung-other-version'].text).not.toMatch(/ältere Versionen/)
  })

  it('A13: MINIMUM and BASIC WL are excluded by the BMF letter of 15 October 2024; the PDF may be an other invoice if it carries every detail', () => {
    const source = by({ de: 'BMF-Schreiben vom 15. Oktober 2024', en: 'BMF letter of 15 October 2024', zh: '德国联邦财政部2024年10月15日通函' })
    const pdf = by({ de: 'wenn es selbst alle Pflichtangaben enthält', en: 'if it contains all mandatory details itself', zh: '如果PDF本身载明了全部法定开票信息' })
    for (const lang of languages) {
      for (const text of [checker(lang).verdicts.notInvoice.text, checker(lang).profiles['factur-x-minimum'].text, checker(lang).profiles['factur-x-basic-wl'].text, rule('SITE-PROFILE-01', lang).explanation]) {
        expect(text, lang).toContain(source[lang])
        expect(text, lang).toContain(pdf[lang])
      }
      expect(checker(lang).verdicts.notInvoice.text, lang).not.toMatch(/6a/)
    }
  })

  it('A16: a DOCTYPE is refused for security, not because e-invoices may not contain one', () => {
    expect(checker('de').errors['dtd-forbidden']).not.toMatch(/dürfen keine enthalten/)
    expect(checker('en').errors['dtd-forbidden']).not.toMatch(/must not contain one/)
    expect(checker('zh').errors['dtd-forbidden']).not.toMatch(/不得包含/)
    expect(checker('en').errors['too-deep']).toContain('Genuine e-invoices are never nested this deeply')
  })
})

describe('A15: the privacy policy', () => {
  it('has a section on the e-invoice checker: the files are read in the browser only', () => {
    const heading = by({ de: '## E-Rechnungs-Prüfer', en: '## E-invoice checker', zh: '## 电子发票校验工具' })
    const browserOnly = by({ de: 'ausschließlich in Ihrem Browser', en: 'only in your browser', zh: '仅在您的浏览器中' })
    for (const lang of languages) {
      const found = datenschutzPage.text[lang].sections.find((s) => s.startsWith(heading[lang]))
      expect(found, lang).toBeDefined()
      expect(found, lang).toContain(browserOnly[lang])
    }
  })
})

describe('A11, B1–B9: rule explanations', () => {
  it('A11: BR-CO-26 says that the tax number meets § 14 (4) no. 2; BR-CO-10 does not state a contradiction as certain', () => {
    const tax = by({ de: 'auch die Steuernummer', en: 'the tax number suffices too', zh: '填写税号即可' })
    const may = by({ de: 'kann dann widersprüchlich sein', en: 'may then be contradictory', zh: '可能前后矛盾' })
    for (const lang of languages) {
      expect(rule('BR-CO-26', lang).explanation, lang).toContain(tax[lang])
      expect(rule('BR-CO-10', lang).explanation, lang).toContain(may[lang])
    }
  })

  it('B1: the reverse charge rules distinguish § 14a (1) and § 14a (5) UStG; intra-Community supplies keep both VAT IDs', () => {
    const paras = by({ de: ['§ 14a Abs. 1 UStG', '§ 14a Abs. 5 UStG'], en: ['§ 14a(1) UStG', '§ 14a(5) UStG'], zh: ['§ 14a Abs. 1 UStG', '§ 14a Abs. 5 UStG'] })
    for (const lang of languages) {
      for (const id of ['BR-AE-02', 'BR-AE-03', 'BR-AE-04']) for (const words of paras[lang]) expect(rule(id, lang).explanation, `${id} (${lang})`).toContain(words)
      expect(rule('BR-IC-02', lang).explanation, lang).toMatch(/§ 14a ?(Abs\. 3|\(3\)) UStG/)
    }
    expect(rule('BR-AE-02', 'de').explanation).not.toMatch(/muss die Rechnung die USt-IdNr\. des Verkäufers/)
  })

  it('B2: BR-O-02 … 04 send cross-border services to category AE and no longer tell users to remove their tax identifiers', () => {
    const removeAll = by({ de: /entfernen Sie die Steuerkennungen/, en: /remove the tax identifiers/, zh: /请删除税务标识/ })
    const keep = by({ de: 'die Steuernummer darf stehen bleiben', en: 'the tax number may stay', zh: '税号可以保留' })
    for (const lang of languages) {
      for (const id of ['BR-O-02', 'BR-O-03', 'BR-O-04']) {
        expect(both(id, lang), `${id} (${lang})`).not.toMatch(removeAll[lang])
        expect(rule(id, lang).fix, `${id} (${lang})`).toContain(keep[lang])
        expect(rule(id, lang).fix, `${id} (${lang})`).toMatch(/AE/)
      }
    }
  })

  it('B3: the rate is a mandatory detail for taxable supplies; the exemption note or the reverse charge note takes its place', () => {
    const rc = by({ de: '§ 14a Abs. 5 UStG', en: '§ 14a(5) UStG', zh: '§ 14a Abs. 5 UStG' })
    for (const lang of languages) expect(rule('BR-48', lang).explanation, lang).toContain(rc[lang])
  })

  it('B4: for category O no law requires a reason; the exemption rules still cite § 14 (4) no. 8', () => {
    for (const lang of languages) {
      expect(both('BR-O-10', lang), lang).not.toMatch(/Nr\. 8|no\. 8/)
      expect(rule('BR-O-10', lang).fix, lang).toContain('VATEX-EU-O')
      expect(both('BR-E-10', lang), lang).toMatch(/Nr\. 8|no\. 8/)
    }
  })

  it('B5: a final invoice deducts the advance payments and the VAT on them (§ 14 (5) sentence 2 UStG)', () => {
    const cited = by({ de: '§ 14 Abs. 5 Satz 2 UStG', en: '§ 14(5) sentence 2 UStG', zh: '§ 14 Abs. 5 Satz 2 UStG' })
    for (const lang of languages) expect(rule('BR-CO-16', lang).fix, lang).toContain(cited[lang])
  })

  it('B6, B7: BR-61 names only the codes it checks; category S is the standard or the reduced rate', () => {
    for (const lang of languages) expect(rule('BR-61', lang).explanation, lang).not.toMatch(/31/)
    const reduced = by({ de: 'Regelsatz oder ermäßigter Satz', en: 'standard rate or reduced rate', zh: '标准税率或优惠税率' })
    for (const lang of languages) expect(rule('BR-B-02', lang).explanation, lang).toContain(reduced[lang])
  })

  it('B8: BR-13 is the sum of the net amounts; BR-16 asks for at least one line; BR-25 for the name in the structured part', () => {
    const sum = by({ de: 'Er ist die Summe der Nettobeträge', en: 'It is the sum of the net amounts', zh: '它是各项净额的合计' })
    const oneLine = by({ de: 'in mindestens einer Rechnungsposition', en: 'in at least one invoice line', zh: '在至少一个行项目中' })
    const structured = by({ de: 'im strukturierten Teil', en: 'in the structured part', zh: '结构化部分' })
    for (const lang of languages) {
      expect(rule('BR-13', lang).explanation, lang).toContain(sum[lang])
      expect(rule('BR-16', lang).fix, lang).toContain(oneLine[lang])
      expect(rule('BR-25', lang).fix, lang).toContain(structured[lang])
    }
  })

  it('B9: a VAT ID without prefix may count as a defective detail, unless the tax number is given', () => {
    const may = by({ de: 'kann das als fehlerhafte Angabe nach § 14 Abs. 4 Satz 1 Nr. 2 UStG gelten, sofern nicht die Steuernummer angegeben ist', en: 'may count as a defective detail under § 14(4) sentence 1 no. 2 UStG unless the tax number is given', zh: '如未同时载明税号' })
    for (const lang of languages) expect(rule('BR-CO-09', lang).explanation, lang).toContain(may[lang])
  })
})

describe('C1–C9: terminology and translation', () => {
  it('C1: English never says "an other invoice"', () => {
    expect(foundIn(/\ban other invoice/)).toEqual([])
  })

  it('C2: Chinese calls the taxable amount of an invoice 计税金额 (the column and BR-32)', () => {
    expect(checker('zh').columns.taxable).toBe('计税金额')
    expect(rule('BR-32', 'zh').explanation).toContain('计税金额')
  })

  it('C3: Chinese calls a ZUGFeRD/Factur-X profile 级别, keeping 规范 for a specification', () => {
    expect(checker('zh').summary.profile).toBe('级别（Profile）')
    const zhTexts = [JSON.stringify(checker('zh').profiles), JSON.stringify(page('zh').legal), ...['SITE-PROFILE-01', 'SITE-PROFILE-02'].map((id) => both(id, 'zh'))]
    for (const text of zhTexts) expect(text).not.toMatch(/(MINIMUM|BASIC WL|COMFORT）|扩展)规范/)
  })

  it('C4: British English (postcode, free of charge, calls are held)', () => {
    for (const id of ['BR-08', 'BR-10', 'BR-DE-4', 'BR-DE-9', 'BR-DE-11']) expect(both(id, 'en'), id).not.toMatch(/post code/)
    expect(page('en').meta.title).toMatch(/free of charge$/)
    expect(page('en').cta.title).toBe('Switch to e-invoicing with confidence')
    expect(terminPage.text.en.form.callLanguages).toBe('Calls are held in German or English.')
  })

  it('C5: the booking error refers to the first assessment as "sie"', () => {
    expect(terminPage.text.de.form.errors.openBooking).toContain('Sie können sie über den Link')
  })

  it('C6: REG is regulatory information in every language', () => {
    const reg = by({ de: 'REG (regulatorische Angaben', en: 'REG (regulatory information', zh: 'REG（监管信息' })
    for (const lang of languages) expect(rule('BR-CL-08', lang).fix, lang).toContain(reg[lang])
  })

  it('C7: Chinese names the German e-invoice and the qualified confirmation on first mention; BT-7 in PRC usage', () => {
    expect(page('zh').hero.subtitle).toContain('德国电子发票（E-Rechnung）')
    expect(ustIdBestaetigungPage.text.zh.hero.intro).toContain('合格确认（qualifizierte Bestätigung')
    expect(eInvoiceTerms['BT-7']!.zh).toBe('增值税纳税义务发生时间')
  })

  it('C8: the buyer reference is a Leitweg-ID only for public authorities', () => {
    expect(eInvoiceTerms['BT-10']!.de).toBe('Käuferreferenz (bei öffentlichen Auftraggebern: Leitweg-ID)')
    expect(eInvoiceTerms['BT-10']!.zh).toBe('买方参考号（公共机构：Leitweg-ID）')
  })

  it('C9: Chinese cites German statutes as "§ 6a Abs. 4 UStG", never as 《增值税法》第…条', () => {
    expect(foundIn(/《(德国)?增值税(法|实施条例)》(（(UStG|UStDV)）)?第/)).toEqual([])
  })
})
