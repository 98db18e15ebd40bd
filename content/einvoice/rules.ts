import type { EInvoiceRuleTexts } from '../types'

/**
 * What each rule of the e-invoice checker means and how to put it right, in plain words, for a visitor
 * who is no e-invoice specialist: the EN 16931 business rules (BR-*, BR-CO-*), the code list rules
 * (BR-CL-*), XRechnung's national rules (BR-DE-*, BR-DEX-*, BR-TMP-*) with the Peppol rules it includes,
 * and the site's own (SITE-*). Rules that differ only in the term, element or VAT category they name
 * share one text (decimals, vatCategory, syntax); core/einvoice-texts.ts picks the text for a rule id.
 * Where a rule protects a mandatory detail of § 14 (4) UStG the text says so. A new rule of a new
 * release gets its entry here (docs/editing-content.md); tests/unit/einvoice-texts.test.ts names any
 * rule the engine knows that has none.
 */
export const eInvoiceRuleTexts: EInvoiceRuleTexts = {
  rules: {
    'BR-01': {
      de: {
        explanation: 'Die Rechnung nennt nicht, nach welcher Spezifikation sie erstellt ist (Spezifikationskennung). Ohne sie kann der Rechnungsempfänger nicht erkennen, nach welchen Regeln er die Datei verarbeiten soll.',
        fix: 'Tragen Sie die Kennung der Spezifikation ein, für XRechnung 3.0 „urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0“. Ihre Rechnungssoftware setzt sie, wenn Sie das Ausgabeformat richtig wählen.',
      },
      en: {
        explanation: 'The invoice does not say which specification it follows (specification identifier). Without it the recipient cannot tell by which rules to process the file.',
        fix: 'Enter the specification identifier, for XRechnung 3.0 “urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0”. Your invoicing software sets it when the output format is chosen correctly.',
      },
      zh: {
        explanation: '发票未标明其所依据的规范（规范标识符）。没有该标识，受票方无法判断应按哪套规则处理文件。',
        fix: '请填写规范标识符，XRechnung 3.0为“urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0”。在开票软件中正确选择输出格式后，软件会自动填写。',
      },
    },
    'BR-02': {
      de: {
        explanation: 'Die Rechnungsnummer fehlt. Sie ist eine Pflichtangabe nach § 14 Abs. 4 Satz 1 Nr. 4 UStG und muss die Rechnung einmalig kennzeichnen.',
        fix: 'Vergeben Sie eine fortlaufende, einmalige Rechnungsnummer und übermitteln Sie sie im Feld Rechnungsnummer.',
      },
      en: {
        explanation: 'The invoice number is missing. It is a mandatory detail under § 14(4) sentence 1 no. 4 UStG and must identify the invoice uniquely.',
        fix: 'Assign a sequential, unique invoice number and send it in the invoice number field.',
      },
      zh: {
        explanation: '缺少发票编号。发票编号是§ 14 Abs. 4 Satz 1 Nr. 4 UStG规定的法定开票信息，必须唯一地标识该发票。',
        fix: '请编制连续且唯一的发票编号，并在发票编号字段中填写。',
      },
    },
    'BR-03': {
      de: {
        explanation: 'Das Rechnungsdatum fehlt. Das Ausstellungsdatum ist eine Pflichtangabe nach § 14 Abs. 4 Satz 1 Nr. 3 UStG.',
        fix: 'Geben Sie das Datum an, an dem die Rechnung ausgestellt wurde.',
      },
      en: {
        explanation: 'The invoice issue date is missing. The date of issue is a mandatory detail under § 14(4) sentence 1 no. 3 UStG.',
        fix: 'State the date on which the invoice was issued.',
      },
      zh: {
        explanation: '缺少开票日期。开票日期是§ 14 Abs. 4 Satz 1 Nr. 3 UStG规定的法定开票信息。',
        fix: '请填写开具发票的日期。',
      },
    },
    'BR-04': {
      de: {
        explanation: 'Der Code für den Rechnungstyp fehlt. Er sagt, ob es sich etwa um eine Rechnung (380), eine Rechnungskorrektur (381) oder eine Gutschrift (389) handelt.',
        fix: 'Geben Sie den passenden Code aus der Liste UNTDID 1001 an, für eine gewöhnliche Rechnung 380.',
      },
      en: {
        explanation: 'The invoice type code is missing. It says whether the document is, for example, an invoice (380), a credit note (381) or a self-billed invoice (389).',
        fix: 'Give the matching code from the UNTDID 1001 list, 380 for an ordinary invoice.',
      },
      zh: {
        explanation: '缺少发票类型代码。该代码说明单据是发票（380）、贷记单（381）还是由接受方开具的发票（389）等。',
        fix: '请填写UNTDID 1001代码表中相应的代码，普通发票为380。',
      },
    },
    'BR-05': {
      de: {
        explanation: 'Der Code für die Rechnungswährung fehlt. Ohne Währung sind die Beträge der Rechnung nicht eindeutig.',
        fix: 'Geben Sie die Währung als dreistelligen Code nach ISO 4217 an, etwa EUR.',
      },
      en: {
        explanation: 'The invoice currency code is missing. Without a currency the amounts of the invoice are ambiguous.',
        fix: 'Give the currency as a three-letter ISO 4217 code, e.g. EUR.',
      },
      zh: {
        explanation: '缺少发票币种代码。没有币种，发票金额就不明确。',
        fix: '请按照ISO 4217以三位字母代码填写币种，例如EUR。',
      },
    },
    'BR-06': {
      de: {
        explanation: 'Der Name des Verkäufers fehlt. Name und Anschrift des leistenden Unternehmers sind Pflichtangaben nach § 14 Abs. 4 Satz 1 Nr. 1 UStG.',
        fix: 'Geben Sie den vollständigen Namen (bei Gesellschaften die im Register eingetragene Firma) des Verkäufers an.',
      },
      en: {
        explanation: 'The seller’s name is missing. The name and address of the supplier are mandatory details under § 14(4) sentence 1 no. 1 UStG.',
        fix: 'Give the seller’s full name (for companies the registered name).',
      },
      zh: {
        explanation: '缺少卖方名称。供货方的名称和地址是§ 14 Abs. 4 Satz 1 Nr. 1 UStG规定的法定开票信息。',
        fix: '请填写卖方的完整名称（公司应填写登记的商号名称）。',
      },
    },
    'BR-07': {
      de: {
        explanation: 'Der Name des Käufers fehlt. Name und Anschrift des Leistungsempfängers sind Pflichtangaben nach § 14 Abs. 4 Satz 1 Nr. 1 UStG.',
        fix: 'Geben Sie den vollständigen Namen des Käufers an.',
      },
      en: {
        explanation: 'The buyer’s name is missing. The name and address of the recipient are mandatory details under § 14(4) sentence 1 no. 1 UStG.',
        fix: 'Give the buyer’s full name.',
      },
      zh: {
        explanation: '缺少买方名称。接受方的名称和地址是§ 14 Abs. 4 Satz 1 Nr. 1 UStG规定的法定开票信息。',
        fix: '请填写买方的完整名称。',
      },
    },
    'BR-08': {
      de: {
        explanation: 'Die Anschrift des Verkäufers fehlt. Sie ist Pflichtangabe nach § 14 Abs. 4 Satz 1 Nr. 1 UStG.',
        fix: 'Übermitteln Sie die vollständige Postanschrift des Verkäufers: Straße und Hausnummer (oder Postfach), Postleitzahl, Ort und Ländercode.',
      },
      en: {
        explanation: 'The seller’s postal address is missing. It is a mandatory detail under § 14(4) sentence 1 no. 1 UStG.',
        fix: 'Send the seller’s full postal address: street and number (or PO box), postcode, city and country code.',
      },
      zh: {
        explanation: '缺少卖方地址。卖方地址是§ 14 Abs. 4 Satz 1 Nr. 1 UStG规定的法定开票信息。',
        fix: '请填写卖方完整的邮寄地址：街道和门牌号（或邮政信箱）、邮政编码、城市和国家代码。',
      },
    },
    'BR-09': {
      de: {
        explanation: 'In der Anschrift des Verkäufers fehlt der Ländercode. Ohne ihn ist die Anschrift unvollständig, und der Rechnungsempfänger kann den Sitz des Verkäufers nicht sicher bestimmen.',
        fix: 'Ergänzen Sie den zweistelligen Ländercode nach ISO 3166-1, etwa DE.',
      },
      en: {
        explanation: 'The country code is missing from the seller’s postal address. Without it the address is incomplete and the recipient cannot reliably tell where the seller is established.',
        fix: 'Add the two-letter ISO 3166-1 country code, e.g. DE.',
      },
      zh: {
        explanation: '卖方地址中缺少国家代码。没有国家代码，地址不完整，受票方无法可靠判断卖方所在国家。',
        fix: '请补充ISO 3166-1两位字母国家代码，例如DE。',
      },
    },
    'BR-10': {
      de: {
        explanation: 'Die Anschrift des Käufers fehlt. Sie ist Pflichtangabe nach § 14 Abs. 4 Satz 1 Nr. 1 UStG.',
        fix: 'Übermitteln Sie die vollständige Postanschrift des Käufers: Straße und Hausnummer (oder Postfach), Postleitzahl, Ort und Ländercode.',
      },
      en: {
        explanation: 'The buyer’s postal address is missing. It is a mandatory detail under § 14(4) sentence 1 no. 1 UStG.',
        fix: 'Send the buyer’s full postal address: street and number (or PO box), postcode, city and country code.',
      },
      zh: {
        explanation: '缺少买方地址。买方地址是§ 14 Abs. 4 Satz 1 Nr. 1 UStG规定的法定开票信息。',
        fix: '请填写买方完整的邮寄地址：街道和门牌号（或邮政信箱）、邮政编码、城市和国家代码。',
      },
    },
    'BR-11': {
      de: {
        explanation: 'In der Anschrift des Käufers fehlt der Ländercode.',
        fix: 'Ergänzen Sie den zweistelligen Ländercode nach ISO 3166-1, etwa DE.',
      },
      en: {
        explanation: 'The country code is missing from the buyer’s postal address.',
        fix: 'Add the two-letter ISO 3166-1 country code, e.g. DE.',
      },
      zh: {
        explanation: '买方地址中缺少国家代码。',
        fix: '请补充ISO 3166-1两位字母国家代码，例如DE。',
      },
    },
    'BR-12': {
      de: {
        explanation: 'Die Summe der Nettobeträge aller Rechnungspositionen fehlt. Sie ist Teil der Gesamtbeträge jeder Rechnung nach EN 16931.',
        fix: 'Übermitteln Sie die Summe der Positionsnettobeträge in den Gesamtbeträgen.',
      },
      en: {
        explanation: 'The sum of the invoice line net amounts is missing. It is part of the document totals of every invoice under EN 16931.',
        fix: 'Send the sum of the line net amounts in the document totals.',
      },
      zh: {
        explanation: '缺少行项目净额合计。根据EN 16931，它是每张发票合计金额的组成部分。',
        fix: '请在合计金额中填写行项目净额合计。',
      },
    },
    'BR-13': {
      de: {
        explanation: 'Der Gesamtbetrag ohne Umsatzsteuer fehlt. Er ist die Summe der Nettobeträge; die Steuer wird je Kategorie und Steuersatz auf die Beträge der Aufschlüsselung berechnet.',
        fix: 'Übermitteln Sie den Gesamtbetrag ohne Umsatzsteuer (Summe der Positionen abzüglich Nachlässen zuzüglich der Zuschlagsbeträge auf Dokumentebene).',
      },
      en: {
        explanation: 'The invoice total amount without VAT is missing. It is the sum of the net amounts; the VAT is computed per category and rate on the amounts of the breakdown.',
        fix: 'Send the total without VAT (the sum of the lines minus document level allowances plus document level charges).',
      },
      zh: {
        explanation: '缺少不含增值税的发票总额。它是各项净额的合计；增值税按类别和税率，根据明细中的金额计算。',
        fix: '请填写不含增值税的总额（行项目合计减去单据层面折让，加上单据层面附加费用）。',
      },
    },
    'BR-14': {
      de: {
        explanation: 'Der Gesamtbetrag einschließlich Umsatzsteuer fehlt.',
        fix: 'Übermitteln Sie den Bruttobetrag der Rechnung: Gesamtbetrag ohne Umsatzsteuer zuzüglich Umsatzsteuer.',
      },
      en: {
        explanation: 'The invoice total amount with VAT is missing.',
        fix: 'Send the gross total of the invoice: the total without VAT plus VAT.',
      },
      zh: {
        explanation: '缺少含增值税的发票总额。',
        fix: '请填写发票含税总额：不含增值税的总额加上增值税。',
      },
    },
    'BR-15': {
      de: {
        explanation: 'Der fällige Zahlungsbetrag fehlt. Er sagt dem Rechnungsempfänger, was er zu zahlen hat.',
        fix: 'Übermitteln Sie den fälligen Betrag: Bruttobetrag abzüglich bereits gezahlter Beträge, zuzüglich eines etwaigen Rundungsbetrags.',
      },
      en: {
        explanation: 'The amount due for payment is missing. It tells the recipient what to pay.',
        fix: 'Send the amount due: the gross total minus amounts already paid, plus any rounding amount.',
      },
      zh: {
        explanation: '缺少应付金额。它告诉受票方应当支付多少。',
        fix: '请填写应付金额：含税总额减去已付金额，再加上尾差调整金额（如有）。',
      },
    },
    'BR-16': {
      de: {
        explanation: 'Die Rechnung hat keine Rechnungsposition. Ohne Positionen fehlen Menge und Art der Lieferung oder sonstigen Leistung, eine Pflichtangabe nach § 14 Abs. 4 Satz 1 Nr. 5 UStG.',
        fix: 'Führen Sie die Waren oder Leistungen in mindestens einer Rechnungsposition mit Menge, handelsüblicher Bezeichnung und Nettobetrag auf.',
      },
      en: {
        explanation: 'The invoice has no invoice line. Without lines the quantity and type of the goods or services are missing, a mandatory detail under § 14(4) sentence 1 no. 5 UStG.',
        fix: 'List the goods or services in at least one invoice line with quantity, customary trade name and net amount.',
      },
      zh: {
        explanation: '发票没有任何行项目。没有行项目，就缺少所供货物或服务的数量和种类，而这是§ 14 Abs. 4 Satz 1 Nr. 5 UStG规定的法定开票信息。',
        fix: '请在至少一个行项目中列明货物或服务，并填写数量、通用商业名称和净额。',
      },
    },
    'BR-17': {
      de: {
        explanation: 'Die Rechnung nennt einen vom Verkäufer abweichenden Zahlungsempfänger, aber nicht dessen Namen.',
        fix: 'Geben Sie den Namen des Zahlungsempfängers an oder lassen Sie die Gruppe weg, wenn der Verkäufer selbst das Geld erhält.',
      },
      en: {
        explanation: 'The invoice names a payee other than the seller but not the payee’s name.',
        fix: 'Give the payee’s name, or leave the group out if the seller receives the payment itself.',
      },
      zh: {
        explanation: '发票列明了不同于卖方的收款方，但未填写收款方名称。',
        fix: '请填写收款方名称；如由卖方本人收款，则删除该组信息。',
      },
    },
    'BR-18': {
      de: {
        explanation: 'Die Rechnung nennt einen Steuervertreter des Verkäufers, aber nicht dessen Namen.',
        fix: 'Geben Sie den Namen des Steuervertreters (bei einem Fiskalvertreter dessen Firma) an.',
      },
      en: {
        explanation: 'The invoice names a tax representative of the seller but not its name.',
        fix: 'Give the tax representative’s name (for a fiscal representative its registered name).',
      },
      zh: {
        explanation: '发票列明了卖方的财税代表，但未填写其名称。',
        fix: '请填写财税代表的名称。',
      },
    },
    'BR-19': {
      de: {
        explanation: 'Die Rechnung nennt einen Steuervertreter des Verkäufers, aber nicht dessen Anschrift.',
        fix: 'Übermitteln Sie die Postanschrift des Steuervertreters.',
      },
      en: {
        explanation: 'The invoice names a tax representative of the seller but not its postal address.',
        fix: 'Send the tax representative’s postal address.',
      },
      zh: {
        explanation: '发票列明了卖方的财税代表，但未填写其邮寄地址。',
        fix: '请填写财税代表的邮寄地址。',
      },
    },
    'BR-20': {
      de: {
        explanation: 'In der Anschrift des Steuervertreters fehlt der Ländercode.',
        fix: 'Ergänzen Sie den zweistelligen Ländercode nach ISO 3166-1.',
      },
      en: {
        explanation: 'The country code is missing from the tax representative’s postal address.',
        fix: 'Add the two-letter ISO 3166-1 country code.',
      },
      zh: {
        explanation: '财税代表地址中缺少国家代码。',
        fix: '请补充ISO 3166-1两位字母国家代码。',
      },
    },
    'BR-21': {
      de: {
        explanation: 'Eine Rechnungsposition hat keine Kennung. Ohne sie lassen sich Positionen nicht eindeutig ansprechen, etwa bei Rückfragen oder Korrekturen.',
        fix: 'Nummerieren Sie die Positionen, etwa 1, 2, 3.',
      },
      en: {
        explanation: 'An invoice line has no identifier. Without it lines cannot be referred to unambiguously, e.g. in queries or corrections.',
        fix: 'Number the lines, e.g. 1, 2, 3.',
      },
      zh: {
        explanation: '某个发票行项目缺少编号。没有编号，在询问或更正时无法明确指向该行项目。',
        fix: '请为行项目编号，例如1、2、3。',
      },
    },
    'BR-22': {
      de: {
        explanation: 'Bei einer Rechnungsposition fehlt die Menge. Die Menge der gelieferten Gegenstände oder der Umfang der Leistung ist eine Pflichtangabe nach § 14 Abs. 4 Satz 1 Nr. 5 UStG.',
        fix: 'Geben Sie die in Rechnung gestellte Menge an (bei Leistungen etwa die Stunden).',
      },
      en: {
        explanation: 'An invoice line has no quantity. The quantity of the goods or the extent of the service is a mandatory detail under § 14(4) sentence 1 no. 5 UStG.',
        fix: 'Give the invoiced quantity (for services e.g. the hours).',
      },
      zh: {
        explanation: '某个行项目缺少数量。所供货物的数量或服务的范围是§ 14 Abs. 4 Satz 1 Nr. 5 UStG规定的法定开票信息。',
        fix: '请填写开票数量（服务可填写例如小时数）。',
      },
    },
    'BR-23': {
      de: {
        explanation: 'Bei einer Rechnungsposition fehlt die Einheit der Menge. Ohne Einheit ist die Menge nicht verständlich.',
        fix: 'Geben Sie die Einheit als Code nach UN/ECE-Empfehlung 20 an, etwa H87 für Stück, HUR für Stunde oder KGM für Kilogramm.',
      },
      en: {
        explanation: 'An invoice line has no unit of measure for its quantity. Without a unit the quantity cannot be understood.',
        fix: 'Give the unit as a UN/ECE Recommendation 20 code, e.g. H87 for piece, HUR for hour or KGM for kilogram.',
      },
      zh: {
        explanation: '某个行项目的数量缺少计量单位。没有计量单位，数量含义不明。',
        fix: '请按照UN/ECE第20号建议填写单位代码，例如H87（件）、HUR（小时）或KGM（千克）。',
      },
    },
    'BR-24': {
      de: {
        explanation: 'Bei einer Rechnungsposition fehlt der Nettobetrag. Er ist Grundlage der Umsatzsteuer und des Entgelts nach § 14 Abs. 4 Satz 1 Nr. 7 UStG.',
        fix: 'Geben Sie den Nettobetrag der Position an (Menge mal Nettopreis, abzüglich der Nachlass- und zuzüglich der Zuschlagsbeträge zur Position).',
      },
      en: {
        explanation: 'An invoice line has no net amount. It is the basis of the VAT and of the consideration under § 14(4) sentence 1 no. 7 UStG.',
        fix: 'Give the line net amount (quantity times net price, minus line allowances, plus line charges).',
      },
      zh: {
        explanation: '某个行项目缺少净额。它是计算增值税以及§ 14 Abs. 4 Satz 1 Nr. 7 UStG所称对价的依据。',
        fix: '请填写行项目净额（数量乘以净单价，减去行项目折让，加上行项目附加费用）。',
      },
    },
    'BR-25': {
      de: {
        explanation: 'Bei einer Rechnungsposition fehlt der Artikelname. Die handelsübliche Bezeichnung der Ware oder die Art der Leistung ist eine Pflichtangabe nach § 14 Abs. 4 Satz 1 Nr. 5 UStG.',
        fix: 'Bezeichnen Sie jede Ware oder Leistung so, dass sie eindeutig erkennbar ist; Sammelbegriffe wie „Waren“ genügen nicht. Die Bezeichnung muss im strukturierten Teil der E-Rechnung stehen (BMF-Schreiben vom 15. Oktober 2025, Rn. 35).',
      },
      en: {
        explanation: 'An invoice line has no item name. The customary trade name of the goods or the type of the service is a mandatory detail under § 14(4) sentence 1 no. 5 UStG.',
        fix: 'Name every item or service so that it can be identified; general terms such as “goods” are not enough. The name must be in the structured part of the e-invoice (BMF letter of 15 October 2025, para. 35).',
      },
      zh: {
        explanation: '某个行项目缺少商品名称。货物的通用商业名称或服务的种类是§ 14 Abs. 4 Satz 1 Nr. 5 UStG规定的法定开票信息。',
        fix: '请对每项货物或服务作出可明确识别的描述；“货物”等笼统说法是不够的。该名称必须载于电子发票的结构化部分（德国联邦财政部2025年10月15日通函第35段）。',
      },
    },
    'BR-26': {
      de: {
        explanation: 'Bei einer Rechnungsposition fehlt der Nettopreis.',
        fix: 'Geben Sie den Preis je Einheit ohne Umsatzsteuer an.',
      },
      en: {
        explanation: 'An invoice line has no item net price.',
        fix: 'Give the price per unit without VAT.',
      },
      zh: {
        explanation: '某个行项目缺少净单价。',
        fix: '请填写不含增值税的单价。',
      },
    },
    'BR-27': {
      de: {
        explanation: 'Ein Nettopreis ist negativ. Nach EN 16931 darf ein Preis nicht negativ sein; Minderungen gehören in einen Nachlass oder in eine negative Menge.',
        fix: 'Geben Sie den Preis positiv an und bilden Sie eine Minderung über eine negative Menge, einen Nachlass oder eine Rechnungskorrektur ab.',
      },
      en: {
        explanation: 'An item net price is negative. Under EN 16931 a price must not be negative; reductions belong in an allowance or a negative quantity.',
        fix: 'State the price as a positive figure and express a reduction by a negative quantity, an allowance or a credit note.',
      },
      zh: {
        explanation: '某个净单价为负数。根据EN 16931，单价不得为负；减少的金额应通过折让或负数量体现。',
        fix: '请将单价填写为正数，并通过负数量、折让或贷记单来体现减额。',
      },
    },
    'BR-28': {
      de: {
        explanation: 'Ein Bruttopreis ist negativ. Nach EN 16931 darf ein Preis nicht negativ sein.',
        fix: 'Geben Sie den Bruttopreis positiv an; Minderungen gehören in den Rabatt auf den Artikelpreis oder in einen Nachlass.',
      },
      en: {
        explanation: 'An item gross price is negative. Under EN 16931 a price must not be negative.',
        fix: 'State the gross price as a positive figure; reductions belong in the item price discount or an allowance.',
      },
      zh: {
        explanation: '某个毛单价为负数。根据EN 16931，单价不得为负。',
        fix: '请将毛单价填写为正数；减少的金额应通过单价折扣或折让体现。',
      },
    },
    'BR-29': {
      de: {
        explanation: 'Der Rechnungszeitraum endet vor seinem Beginn. Der Zeitpunkt der Leistung (§ 14 Abs. 4 Satz 1 Nr. 6 UStG) ist damit nicht schlüssig angegeben.',
        fix: 'Prüfen Sie Anfangs- und Enddatum des Rechnungszeitraums; das Ende darf nicht vor dem Beginn liegen.',
      },
      en: {
        explanation: 'The invoicing period ends before it starts. The time of the supply (§ 14(4) sentence 1 no. 6 UStG) is then not stated consistently.',
        fix: 'Check the start and end date of the invoicing period; the end must not be before the start.',
      },
      zh: {
        explanation: '开票期间的截止日早于起始日。这样，§ 14 Abs. 4 Satz 1 Nr. 6 UStG规定的供货时间就未能一致地载明。',
        fix: '请检查开票期间的起始日和截止日；截止日不得早于起始日。',
      },
    },
    'BR-30': {
      de: {
        explanation: 'Der Abrechnungszeitraum einer Position endet vor seinem Beginn.',
        fix: 'Prüfen Sie Anfangs- und Enddatum des Zeitraums der Position; das Ende darf nicht vor dem Beginn liegen.',
      },
      en: {
        explanation: 'The period of an invoice line ends before it starts.',
        fix: 'Check the start and end date of the line period; the end must not be before the start.',
      },
      zh: {
        explanation: '某个行项目期间的截止日早于起始日。',
        fix: '请检查行项目期间的起始日和截止日；截止日不得早于起始日。',
      },
    },
    'BR-31': {
      de: {
        explanation: 'Ein Nachlass auf Dokumentebene hat keinen Betrag.',
        fix: 'Geben Sie den Betrag des Nachlasses an oder entfernen Sie den leeren Nachlass.',
      },
      en: {
        explanation: 'A document level allowance has no amount.',
        fix: 'Give the allowance amount or remove the empty allowance.',
      },
      zh: {
        explanation: '某项单据层面折让缺少金额。',
        fix: '请填写折让金额，或删除该空白折让。',
      },
    },
    'BR-32': {
      de: {
        explanation: 'Ein Nachlass auf Dokumentebene hat keine Umsatzsteuerkategorie. Ohne sie lässt sich nicht bestimmen, welche Bemessungsgrundlage der Nachlass mindert (§ 14 Abs. 4 Satz 1 Nr. 7 UStG).',
        fix: 'Geben Sie die Umsatzsteuerkategorie (und den Steuersatz) der Umsätze an, auf die sich der Nachlass bezieht.',
      },
      en: {
        explanation: 'A document level allowance has no VAT category. Without it one cannot tell which taxable amount the allowance reduces (§ 14(4) sentence 1 no. 7 UStG).',
        fix: 'Give the VAT category (and rate) of the supplies the allowance relates to.',
      },
      zh: {
        explanation: '某项单据层面折让缺少增值税类别。没有类别，就无法判断该折让减少的是哪一项计税金额（§ 14 Abs. 4 Satz 1 Nr. 7 UStG）。',
        fix: '请填写该折让所涉交易的增值税类别（及税率）。',
      },
    },
    'BR-33': {
      de: {
        explanation: 'Ein Nachlass auf Dokumentebene nennt keinen Grund, weder als Text noch als Code.',
        fix: 'Geben Sie den Grund des Nachlasses als Text oder als Code nach UNTDID 5189 an, etwa 95 für Rabatt.',
      },
      en: {
        explanation: 'A document level allowance states no reason, neither as text nor as code.',
        fix: 'Give the reason for the allowance as text or as a UNTDID 5189 code, e.g. 95 for discount.',
      },
      zh: {
        explanation: '某项单据层面折让未说明原因，既无文字说明也无代码。',
        fix: '请以文字或UNTDID 5189代码说明折让原因，例如95（折扣）。',
      },
    },
    'BR-36': {
      de: {
        explanation: 'Ein Zuschlag auf Dokumentebene hat keinen Betrag.',
        fix: 'Geben Sie den Betrag des Zuschlags an oder entfernen Sie den leeren Zuschlag.',
      },
      en: {
        explanation: 'A document level charge has no amount.',
        fix: 'Give the charge amount or remove the empty charge.',
      },
      zh: {
        explanation: '某项单据层面附加费用缺少金额。',
        fix: '请填写附加费用金额，或删除该空白附加费用。',
      },
    },
    'BR-37': {
      de: {
        explanation: 'Ein Zuschlag auf Dokumentebene hat keine Umsatzsteuerkategorie. Ohne sie lässt sich der Zuschlag keinem Steuersatz zuordnen (§ 14 Abs. 4 Satz 1 Nr. 7 UStG).',
        fix: 'Geben Sie die Umsatzsteuerkategorie (und den Steuersatz) des Zuschlags an, etwa S mit dem Regelsatz für Versandkosten zu einer Lieferung zum Regelsatz.',
      },
      en: {
        explanation: 'A document level charge has no VAT category. Without it the charge cannot be assigned to a VAT rate (§ 14(4) sentence 1 no. 7 UStG).',
        fix: 'Give the VAT category (and rate) of the charge, e.g. S at the standard rate for shipping costs of a supply at the standard rate.',
      },
      zh: {
        explanation: '某项单据层面附加费用缺少增值税类别。没有类别，就无法将该费用归入某一税率（§ 14 Abs. 4 Satz 1 Nr. 7 UStG）。',
        fix: '请填写该附加费用的增值税类别（及税率），例如按标准税率供货所附的运费应为S并适用标准税率。',
      },
    },
    'BR-38': {
      de: {
        explanation: 'Ein Zuschlag auf Dokumentebene nennt keinen Grund, weder als Text noch als Code.',
        fix: 'Geben Sie den Grund des Zuschlags als Text oder als Code nach UNTDID 7161 an, etwa FC für Fracht.',
      },
      en: {
        explanation: 'A document level charge states no reason, neither as text nor as code.',
        fix: 'Give the reason for the charge as text or as a UNTDID 7161 code, e.g. FC for freight.',
      },
      zh: {
        explanation: '某项单据层面附加费用未说明原因，既无文字说明也无代码。',
        fix: '请以文字或UNTDID 7161代码说明附加费用原因，例如FC（运费）。',
      },
    },
    'BR-41': {
      de: {
        explanation: 'Ein Nachlass zu einer Rechnungsposition hat keinen Betrag.',
        fix: 'Geben Sie den Betrag des Nachlasses an oder entfernen Sie den leeren Nachlass.',
      },
      en: {
        explanation: 'An invoice line allowance has no amount.',
        fix: 'Give the allowance amount or remove the empty allowance.',
      },
      zh: {
        explanation: '某项行项目折让缺少金额。',
        fix: '请填写折让金额，或删除该空白折让。',
      },
    },
    'BR-42': {
      de: {
        explanation: 'Ein Nachlass zu einer Rechnungsposition nennt keinen Grund.',
        fix: 'Geben Sie den Grund als Text oder als Code nach UNTDID 5189 an.',
      },
      en: {
        explanation: 'An invoice line allowance states no reason.',
        fix: 'Give the reason as text or as a UNTDID 5189 code.',
      },
      zh: {
        explanation: '某项行项目折让未说明原因。',
        fix: '请以文字或UNTDID 5189代码说明原因。',
      },
    },
    'BR-43': {
      de: {
        explanation: 'Ein Zuschlag zu einer Rechnungsposition hat keinen Betrag.',
        fix: 'Geben Sie den Betrag des Zuschlags an oder entfernen Sie den leeren Zuschlag.',
      },
      en: {
        explanation: 'An invoice line charge has no amount.',
        fix: 'Give the charge amount or remove the empty charge.',
      },
      zh: {
        explanation: '某项行项目附加费用缺少金额。',
        fix: '请填写附加费用金额，或删除该空白附加费用。',
      },
    },
    'BR-44': {
      de: {
        explanation: 'Ein Zuschlag zu einer Rechnungsposition nennt keinen Grund.',
        fix: 'Geben Sie den Grund als Text oder als Code nach UNTDID 7161 an.',
      },
      en: {
        explanation: 'An invoice line charge states no reason.',
        fix: 'Give the reason as text or as a UNTDID 7161 code.',
      },
      zh: {
        explanation: '某项行项目附加费用未说明原因。',
        fix: '请以文字或UNTDID 7161代码说明原因。',
      },
    },
    'BR-45': {
      de: {
        explanation: 'Eine Aufschlüsselung der Umsatzsteuer nennt keinen zu versteuernden Betrag. Das nach Steuersätzen aufgeschlüsselte Entgelt ist Pflichtangabe nach § 14 Abs. 4 Satz 1 Nr. 7 UStG.',
        fix: 'Geben Sie für jede Kombination aus Kategorie und Steuersatz die Summe der zugehörigen Nettobeträge an.',
      },
      en: {
        explanation: 'A VAT breakdown states no taxable amount. The consideration broken down by VAT rates is a mandatory detail under § 14(4) sentence 1 no. 7 UStG.',
        fix: 'Give, for each combination of category and rate, the sum of the net amounts belonging to it.',
      },
      zh: {
        explanation: '某项增值税明细缺少计税金额。按税率分列的对价是§ 14 Abs. 4 Satz 1 Nr. 7 UStG规定的法定开票信息。',
        fix: '请针对每一种类别与税率的组合，填写相应净额的合计。',
      },
    },
    'BR-46': {
      de: {
        explanation: 'Eine Aufschlüsselung der Umsatzsteuer nennt keinen Steuerbetrag. Der Steuerbetrag ist Pflichtangabe nach § 14 Abs. 4 Satz 1 Nr. 8 UStG.',
        fix: 'Geben Sie für jede Kategorie und jeden Steuersatz den Steuerbetrag an (bei steuerfreien Umsätzen 0).',
      },
      en: {
        explanation: 'A VAT breakdown states no tax amount. The VAT amount is a mandatory detail under § 14(4) sentence 1 no. 8 UStG.',
        fix: 'Give the VAT amount for each category and rate (0 for exempt supplies).',
      },
      zh: {
        explanation: '某项增值税明细缺少税额。税额是§ 14 Abs. 4 Satz 1 Nr. 8 UStG规定的法定开票信息。',
        fix: '请为每一类别和税率填写税额（免税交易填0）。',
      },
    },
    'BR-47': {
      de: {
        explanation: 'Eine Aufschlüsselung der Umsatzsteuer hat keine Kategorie. Ohne sie ist nicht erkennbar, ob der Betrag steuerpflichtig, steuerfrei oder im Reverse-Charge-Verfahren abgerechnet ist.',
        fix: 'Geben Sie den Code der Umsatzsteuerkategorie an, etwa S (Regelsatz oder ermäßigter Satz), E (steuerfrei) oder AE (Reverse-Charge).',
      },
      en: {
        explanation: 'A VAT breakdown has no category. Without it one cannot tell whether the amount is taxable, exempt or subject to reverse charge.',
        fix: 'Give the VAT category code, e.g. S (standard rate or reduced rate), E (exempt) or AE (reverse charge).',
      },
      zh: {
        explanation: '某项增值税明细缺少类别。没有类别，就无法判断该金额是应税、免税还是适用反向征收。',
        fix: '请填写增值税类别代码，例如S（标准税率或优惠税率）、E（免税）或AE（反向征收）。',
      },
    },
    'BR-48': {
      de: {
        explanation: 'Eine Aufschlüsselung der Umsatzsteuer nennt keinen Steuersatz. Die EN 16931 verlangt ihn in jeder Aufschlüsselung außer bei nicht steuerbaren Umsätzen (Kategorie O). Umsatzsteuerlich ist der Steuersatz bei steuerpflichtigen Umsätzen Pflichtangabe (§ 14 Abs. 4 Satz 1 Nr. 8 UStG); bei steuerfreien Umsätzen tritt der Hinweis auf die Steuerbefreiung an seine Stelle, bei der Steuerschuldnerschaft des Leistungsempfängers der Hinweis darauf (§ 14a Abs. 5 UStG).',
        fix: 'Geben Sie den Steuersatz in Prozent an, bei steuerfreien Umsätzen und Reverse-Charge 0.',
      },
      en: {
        explanation: 'A VAT breakdown states no VAT rate. EN 16931 requires one in every breakdown except for supplies not subject to VAT (category O). For VAT, the rate is a mandatory detail for taxable supplies (§ 14(4) sentence 1 no. 8 UStG); for exempt supplies the note of the exemption takes its place, and for reverse charge the reverse charge note (§ 14a(5) UStG).',
        fix: 'Give the VAT rate in per cent, 0 for exempt supplies and reverse charge.',
      },
      zh: {
        explanation: '某项增值税明细缺少税率。EN 16931要求除不征税交易（类别O）外的每项明细都载明税率。增值税方面，应税交易的税率是法定开票信息（§ 14 Abs. 4 Satz 1 Nr. 8 UStG）；免税交易以免税说明代替税率，反向征收则以反向征收提示代替（§ 14a Abs. 5 UStG）。',
        fix: '请以百分比填写税率，免税交易和反向征收填0。',
      },
    },
    'BR-49': {
      de: {
        explanation: 'Eine Zahlungsanweisung nennt keine Zahlungsart.',
        fix: 'Geben Sie den Code der Zahlungsart nach UNTDID 4461 an, etwa 58 für SEPA-Überweisung oder 59 für SEPA-Lastschrift.',
      },
      en: {
        explanation: 'A payment instruction states no payment means.',
        fix: 'Give the payment means code from UNTDID 4461, e.g. 58 for SEPA credit transfer or 59 for SEPA direct debit.',
      },
      zh: {
        explanation: '某项付款指示未说明付款方式。',
        fix: '请填写UNTDID 4461中的付款方式代码，例如58（SEPA转账）或59（SEPA直接借记）。',
      },
    },
    'BR-50': {
      de: {
        explanation: 'Eine Überweisung ist angegeben, aber ohne das Konto, auf das gezahlt werden soll.',
        fix: 'Geben Sie die Kennung des Zahlungskontos an, in der Regel die IBAN.',
      },
      en: {
        explanation: 'A credit transfer is given but without the account to be paid into.',
        fix: 'Give the payment account identifier, usually the IBAN.',
      },
      zh: {
        explanation: '列明了银行转账，但未填写收款账户。',
        fix: '请填写收款账户标识，通常为IBAN。',
      },
    },
    'BR-51': {
      de: {
        explanation: 'Die Rechnung enthält möglicherweise eine vollständige Kartennummer. Nach den Sicherheitsstandards der Kartenzahlung (PCI DSS) dürfen höchstens die ersten sechs und die letzten vier Ziffern erscheinen.',
        fix: 'Kürzen Sie die Kartennummer auf die ersten sechs und die letzten vier Ziffern.',
      },
      en: {
        explanation: 'The invoice may contain a full card number. Under the card payment security standards (PCI DSS) at most the first six and the last four digits may appear.',
        fix: 'Shorten the card number to its first six and last four digits.',
      },
      zh: {
        explanation: '发票中可能包含完整的银行卡号。根据银行卡支付安全标准（PCI DSS），最多只能显示前六位和后四位数字。',
        fix: '请将卡号缩减为前六位和后四位。',
      },
    },
    'BR-52': {
      de: {
        explanation: 'Eine rechnungsbegründende Unterlage hat keine Kennung.',
        fix: 'Geben Sie jeder beigefügten oder verwiesenen Unterlage eine Kennung, etwa die Nummer des Lieferscheins oder einen Dateinamen.',
      },
      en: {
        explanation: 'An additional supporting document has no reference.',
        fix: 'Give every attached or referenced document a reference, e.g. the delivery note number or a file name.',
      },
      zh: {
        explanation: '某份附加证明文件缺少参考号。',
        fix: '请为每份附带或引用的文件填写参考号，例如送货单编号或文件名。',
      },
    },
    'BR-53': {
      de: {
        explanation: 'Die Rechnung nennt eine Umsatzsteuer-Buchungswährung, aber nicht den Gesamtbetrag der Umsatzsteuer in dieser Währung. Beträge in fremder Währung sind für die Berechnung der Steuer nach § 16 Abs. 6 UStG in Euro umzurechnen; der Betrag in der Buchungswährung zeigt die Steuer in Euro.',
        fix: 'Geben Sie den Umsatzsteuerbetrag zusätzlich in der Buchungswährung an, für Deutschland in Euro.',
      },
      en: {
        explanation: 'The invoice names a VAT accounting currency but not the total VAT amount in that currency. Amounts in a foreign currency are converted into euros to compute the VAT (§ 16(6) UStG); the amount in the accounting currency shows the VAT in euros.',
        fix: 'Also give the VAT amount in the accounting currency, for Germany in euros.',
      },
      zh: {
        explanation: '发票标明了增值税记账币种，但未以该币种填写增值税总额。根据§ 16 Abs. 6 UStG，计算税款时外币金额须换算为欧元；以记账币种填写的金额即以欧元表示的税额。',
        fix: '请同时以记账币种（在德国为欧元）填写增值税金额。',
      },
    },
    'BR-54': {
      de: {
        explanation: 'Eine Artikeleigenschaft hat keinen Namen oder keinen Wert.',
        fix: 'Geben Sie für jede Eigenschaft Namen und Wert an, etwa „Farbe“ und „blau“, oder lassen Sie sie weg.',
      },
      en: {
        explanation: 'An item attribute has no name or no value.',
        fix: 'Give every attribute a name and a value, e.g. “colour” and “blue”, or leave it out.',
      },
      zh: {
        explanation: '某项商品属性缺少名称或属性值。',
        fix: '请为每项属性填写名称和值，例如“颜色”和“蓝色”，或将其删除。',
      },
    },
    'BR-55': {
      de: {
        explanation: 'Ein Verweis auf eine vorausgegangene Rechnung nennt deren Nummer nicht. Bei einer Rechnungskorrektur oder einer berichtigten Rechnung muss erkennbar sein, auf welche Rechnung sie sich bezieht.',
        fix: 'Geben Sie die Nummer der vorausgegangenen Rechnung an (und möglichst ihr Datum).',
      },
      en: {
        explanation: 'A reference to a preceding invoice does not give its number. A credit note or a corrected invoice must show which invoice it relates to.',
        fix: 'Give the number of the preceding invoice (and preferably its date).',
      },
      zh: {
        explanation: '原发票参考未填写原发票编号。贷记单或更正发票必须能够看出其所涉及的是哪一张发票。',
        fix: '请填写原发票编号（最好同时填写其日期）。',
      },
    },
    'BR-56': {
      de: {
        explanation: 'Ein Steuervertreter des Verkäufers ist angegeben, aber ohne seine USt-IdNr.',
        fix: 'Geben Sie die USt-IdNr. des Steuervertreters an.',
      },
      en: {
        explanation: 'A tax representative of the seller is given but without its VAT ID.',
        fix: 'Give the tax representative’s VAT ID.',
      },
      zh: {
        explanation: '列明了卖方的财税代表，但未填写其增值税识别号。',
        fix: '请填写财税代表的增值税识别号。',
      },
    },
    'BR-57': {
      de: {
        explanation: 'In der Lieferanschrift fehlt der Ländercode. Er zeigt etwa bei einer innergemeinschaftlichen Lieferung, in welchen Mitgliedstaat die Ware gelangt (§ 6a UStG).',
        fix: 'Ergänzen Sie den zweistelligen Ländercode nach ISO 3166-1.',
      },
      en: {
        explanation: 'The country code is missing from the deliver-to address. For an intra-Community supply, for example, it shows which member state the goods go to (§ 6a UStG).',
        fix: 'Add the two-letter ISO 3166-1 country code.',
      },
      zh: {
        explanation: '交付地址中缺少国家代码。例如，对于欧盟内部供货，它表明货物运往哪个成员国（§ 6a UStG）。',
        fix: '请补充ISO 3166-1两位字母国家代码。',
      },
    },
    'BR-61': {
      de: {
        explanation: 'Die Zahlungsart ist eine Überweisung (Code 30 oder 58), aber das Empfängerkonto fehlt.',
        fix: 'Geben Sie die Kennung des Zahlungskontos an, bei SEPA-Überweisungen die IBAN.',
      },
      en: {
        explanation: 'The payment means is a credit transfer (code 30 or 58), but the account to pay into is missing.',
        fix: 'Give the payment account identifier, for SEPA credit transfers the IBAN.',
      },
      zh: {
        explanation: '付款方式为转账（代码30或58），但缺少收款账户。',
        fix: '请填写收款账户标识，SEPA转账应填写IBAN。',
      },
    },
    'BR-62': {
      de: {
        explanation: 'Die elektronische Adresse des Verkäufers hat kein Schema. Ohne Schema weiß der Rechnungsempfänger nicht, ob es sich etwa um eine E-Mail-Adresse oder eine Peppol-Kennung handelt.',
        fix: 'Geben Sie das Schema nach der EAS-Codeliste an, für eine E-Mail-Adresse „EM“.',
      },
      en: {
        explanation: 'The seller’s electronic address has no scheme. Without a scheme the recipient does not know whether it is, for example, an email address or a Peppol identifier.',
        fix: 'Give the scheme from the EAS code list, “EM” for an email address.',
      },
      zh: {
        explanation: '卖方电子地址缺少方案标识。没有方案标识，受票方无法判断它是电子邮件地址还是Peppol标识等。',
        fix: '请按照EAS代码表填写方案标识，电子邮件地址为“EM”。',
      },
    },
    'BR-63': {
      de: {
        explanation: 'Die elektronische Adresse des Käufers hat kein Schema.',
        fix: 'Geben Sie das Schema nach der EAS-Codeliste an, für eine Leitweg-ID „0204“, für eine E-Mail-Adresse „EM“.',
      },
      en: {
        explanation: 'The buyer’s electronic address has no scheme.',
        fix: 'Give the scheme from the EAS code list, “0204” for a Leitweg-ID, “EM” for an email address.',
      },
      zh: {
        explanation: '买方电子地址缺少方案标识。',
        fix: '请按照EAS代码表填写方案标识，Leitweg-ID为“0204”，电子邮件地址为“EM”。',
      },
    },
    'BR-64': {
      de: {
        explanation: 'Eine Standardkennung eines Artikels (etwa eine GTIN) hat kein Schema.',
        fix: 'Geben Sie das Schema nach ISO 6523 an, für eine GTIN „0160“.',
      },
      en: {
        explanation: 'An item standard identifier (e.g. a GTIN) has no scheme.',
        fix: 'Give the ISO 6523 scheme, “0160” for a GTIN.',
      },
      zh: {
        explanation: '某个商品标准标识（例如GTIN）缺少方案标识。',
        fix: '请按照ISO 6523填写方案标识，GTIN为“0160”。',
      },
    },
    'BR-65': {
      de: {
        explanation: 'Eine Klassifizierungskennung eines Artikels hat kein Schema.',
        fix: 'Geben Sie das Schema nach UNTDID 7143 an, etwa „STI“ für CPV oder „HS“ für die Zolltarifnummer nach dem Harmonisierten System.',
      },
      en: {
        explanation: 'An item classification identifier has no scheme.',
        fix: 'Give the UNTDID 7143 scheme, e.g. “STI” for CPV or “HS” for the Harmonized System tariff number.',
      },
      zh: {
        explanation: '某个商品分类标识缺少方案标识。',
        fix: '请按照UNTDID 7143填写方案标识，例如“STI”（CPV）或“HS”（协调制度商品编码）。',
      },
    },
    'BR-CO-03': {
      de: {
        explanation: 'Die Rechnung nennt das Datum der Steuerfälligkeit doppelt: als Datum und als Code. Beides schließt sich aus.',
        fix: 'Geben Sie entweder das Datum der Steuerfälligkeit oder den Code dafür an, nicht beides.',
      },
      en: {
        explanation: 'The invoice states the value added tax point date twice, as a date and as a code. The two are mutually exclusive.',
        fix: 'Give either the value added tax point date or its code, not both.',
      },
      zh: {
        explanation: '发票同时以日期和代码两种方式载明了增值税纳税义务发生时间，二者互相排斥。',
        fix: '请只填写增值税纳税义务发生时间的日期或其代码，不要同时填写。',
      },
    },
    'BR-CO-04': {
      de: {
        explanation: 'Eine Rechnungsposition hat keine Umsatzsteuerkategorie. Ohne sie ist nicht erkennbar, welcher Steuersatz oder welche Steuerbefreiung für die Position gilt (§ 14 Abs. 4 Satz 1 Nr. 8 UStG).',
        fix: 'Geben Sie für jede Position die Umsatzsteuerkategorie und den Steuersatz an, etwa S mit dem Regelsatz oder dem ermäßigten Steuersatz.',
      },
      en: {
        explanation: 'An invoice line has no VAT category. Without it one cannot tell which VAT rate or exemption applies to the line (§ 14(4) sentence 1 no. 8 UStG).',
        fix: 'Give every line its VAT category and rate, e.g. S with the standard rate or the reduced rate.',
      },
      zh: {
        explanation: '某个行项目缺少增值税类别。没有类别，就无法判断该行适用哪一税率或免税规定（§ 14 Abs. 4 Satz 1 Nr. 8 UStG）。',
        fix: '请为每个行项目填写增值税类别和税率，例如S以及标准税率或优惠税率。',
      },
    },
    'BR-CO-05': {
      de: {
        explanation: 'Code und Text des Grundes für einen Nachlass auf Dokumentebene widersprechen sich.',
        fix: 'Gleichen Sie Code und Text an, sodass beide denselben Grund nennen, oder geben Sie nur eines an.',
      },
      en: {
        explanation: 'The code and the text of the reason for a document level allowance contradict each other.',
        fix: 'Make code and text name the same reason, or give only one of them.',
      },
      zh: {
        explanation: '单据层面折让原因的代码和文字说明相互矛盾。',
        fix: '请使代码与文字说明指向同一原因，或只填写其中之一。',
      },
    },
    'BR-CO-06': {
      de: {
        explanation: 'Code und Text des Grundes für einen Zuschlag auf Dokumentebene widersprechen sich.',
        fix: 'Gleichen Sie Code und Text an, sodass beide denselben Grund nennen, oder geben Sie nur eines an.',
      },
      en: {
        explanation: 'The code and the text of the reason for a document level charge contradict each other.',
        fix: 'Make code and text name the same reason, or give only one of them.',
      },
      zh: {
        explanation: '单据层面附加费用原因的代码和文字说明相互矛盾。',
        fix: '请使代码与文字说明指向同一原因，或只填写其中之一。',
      },
    },
    'BR-CO-07': {
      de: {
        explanation: 'Code und Text des Grundes für einen Nachlass zu einer Position widersprechen sich.',
        fix: 'Gleichen Sie Code und Text an oder geben Sie nur eines an.',
      },
      en: {
        explanation: 'The code and the text of the reason for an invoice line allowance contradict each other.',
        fix: 'Make code and text agree, or give only one of them.',
      },
      zh: {
        explanation: '行项目折让原因的代码和文字说明相互矛盾。',
        fix: '请使二者一致，或只填写其中之一。',
      },
    },
    'BR-CO-08': {
      de: {
        explanation: 'Code und Text des Grundes für einen Zuschlag zu einer Position widersprechen sich.',
        fix: 'Gleichen Sie Code und Text an oder geben Sie nur eines an.',
      },
      en: {
        explanation: 'The code and the text of the reason for an invoice line charge contradict each other.',
        fix: 'Make code and text agree, or give only one of them.',
      },
      zh: {
        explanation: '行项目附加费用原因的代码和文字说明相互矛盾。',
        fix: '请使二者一致，或只填写其中之一。',
      },
    },
    'BR-CO-09': {
      de: {
        explanation: 'Eine USt-IdNr. beginnt nicht mit dem Länderpräfix. Eine USt-IdNr. ohne Präfix (etwa „123456789“ statt „DE123456789“) entspricht nicht der erteilten Nummer. Beim leistenden Unternehmer kann das als fehlerhafte Angabe nach § 14 Abs. 4 Satz 1 Nr. 2 UStG gelten, sofern nicht die Steuernummer angegeben ist; wo § 14a UStG die USt-IdNr. des Leistungsempfängers verlangt, auch dort.',
        fix: 'Schreiben Sie die USt-IdNr. mit dem zweistelligen Länderpräfix, ohne Leerzeichen; Griechenland verwendet „EL“.',
      },
      en: {
        explanation: 'A VAT ID does not start with its country prefix. A VAT ID without prefix (e.g. “123456789” instead of “DE123456789”) does not match the number issued. For the supplier this may count as a defective detail under § 14(4) sentence 1 no. 2 UStG unless the tax number is given; where § 14a UStG requires the recipient’s VAT ID, the same may apply there.',
        fix: 'Write the VAT ID with its two-letter country prefix and without spaces; Greece uses “EL”.',
      },
      zh: {
        explanation: '某个增值税识别号未以国家前缀开头。没有前缀的增值税识别号（例如“123456789”而非“DE123456789”）与所核发的号码不符。对供货方而言，如未同时载明税号，这可能被视为不符合§ 14 Abs. 4 Satz 1 Nr. 2 UStG要求的信息；在§ 14a UStG要求载明接受方增值税识别号的情形下，同样如此。',
        fix: '请填写带两位字母国家前缀、不含空格的增值税识别号；希腊使用“EL”。',
      },
    },
    'BR-FXEXT-01': {
      de: {
        explanation: 'Eine Bemerkung zur Rechnung hat einen Betreff-Code, aber weder einen codierten noch einen freien Text. ZUGFeRD/Factur-X EXTENDED verlangt zu jedem Betreff-Code mindestens einen der beiden; sind beide angegeben, müssen sie dasselbe besagen.',
        fix: 'Geben Sie zum Betreff-Code den Text der Bemerkung an (frei oder als Code) oder entfernen Sie die leere Bemerkung.',
      },
      en: {
        explanation: 'An invoice note has a subject code but neither a coded nor a free text. ZUGFeRD/Factur-X EXTENDED requires at least one of them with every subject code; where both are given, they must say the same.',
        fix: 'Add the text of the note (free or coded) to the subject code, or remove the empty note.',
      },
      zh: {
        explanation: '某条发票备注有主题代码，但既无代码形式的文本，也无自由文本。ZUGFeRD/Factur-X EXTENDED要求每个主题代码至少附有其中之一；两者均填写时，含义必须一致。',
        fix: '请为该主题代码填写备注文本（自由文本或代码），或删除该空备注。',
      },
    },
    'BR-FXEXT-02': {
      de: {
        explanation: 'Eine Bemerkung zu einer Rechnungsposition hat einen Betreff-Code, aber weder einen codierten noch einen freien Text. ZUGFeRD/Factur-X EXTENDED verlangt zu jedem Betreff-Code mindestens einen der beiden; sind beide angegeben, müssen sie dasselbe besagen.',
        fix: 'Geben Sie zum Betreff-Code der Position den Text der Bemerkung an (frei oder als Code) oder entfernen Sie die leere Bemerkung.',
      },
      en: {
        explanation: 'A note on an invoice line has a subject code but neither a coded nor a free text. ZUGFeRD/Factur-X EXTENDED requires at least one of them with every subject code; where both are given, they must say the same.',
        fix: 'Add the text of the note (free or coded) to the line’s subject code, or remove the empty note.',
      },
      zh: {
        explanation: '某个行项目的备注有主题代码，但既无代码形式的文本，也无自由文本。ZUGFeRD/Factur-X EXTENDED要求每个主题代码至少附有其中之一；两者均填写时，含义必须一致。',
        fix: '请为该行项目备注的主题代码填写备注文本（自由文本或代码），或删除该空备注。',
      },
    },
    'BR-FXEXT-03': {
      de: {
        explanation: 'Für einen Beteiligten außer dem Verkäufer ist eine Steuerregistrierung angegeben, die keine Umsatzsteuer-Identifikationsnummer ist (Schema nicht „VA“, zum Beispiel eine Steuernummer mit „FC“). ZUGFeRD/Factur-X EXTENDED lässt für diese Beteiligten nur die USt-IdNr. zu.',
        fix: 'Geben Sie für diesen Beteiligten die USt-IdNr. mit dem Schema „VA“ an oder lassen Sie die Angabe weg.',
      },
      en: {
        explanation: 'A tax registration that is not a VAT identification number (scheme other than “VA”, for example a tax number with “FC”) is given for a party other than the seller. ZUGFeRD/Factur-X EXTENDED allows only the VAT ID for these parties.',
        fix: 'Give this party’s VAT ID with the scheme “VA”, or leave the registration out.',
      },
      zh: {
        explanation: '为卖方以外的当事方填写了非增值税识别号的税务登记（方案不是“VA”，例如方案为“FC”的税号）。ZUGFeRD/Factur-X EXTENDED对这些当事方只允许填写增值税识别号。',
        fix: '请为该当事方填写方案为“VA”的增值税识别号，或删除该税务登记。',
      },
    },
    'BR-FXEXT-04': {
      de: {
        explanation: 'Der Code einer Artikeleigenschaft stammt nicht aus der Codeliste UNTDED 6313 mit der Erweiterung von Factur-X. Das ist nur eine Warnung: Die Datei bleibt gültig, der Rechnungsempfänger kann die Eigenschaft ohne vorherige Absprache aber möglicherweise nicht automatisch verarbeiten.',
        fix: 'Verwenden Sie einen Code aus UNTDED 6313 (mit der Factur-X-Erweiterung) oder geben Sie die Eigenschaft nur mit Namen und Wert an, ohne Code.',
      },
      en: {
        explanation: 'The code of an item attribute is not from the code list UNTDED 6313 with the Factur-X extension. This is only a warning: the file remains valid, but without prior agreement the recipient may not be able to process the attribute automatically.',
        fix: 'Use a code from UNTDED 6313 (with the Factur-X extension), or give the attribute by name and value only, without a code.',
      },
      zh: {
        explanation: '某项商品属性的代码不属于代码表UNTDED 6313（含Factur-X扩展）。这只是警告：文件仍然有效，但未经事先约定，受票方可能无法自动处理该属性。',
        fix: '请使用UNTDED 6313（含Factur-X扩展）中的代码，或仅以名称和值描述该属性，不填代码。',
      },
    },
    'BR-FXEXT-06': {
      de: {
        explanation: 'Eine Rechnungsposition gehört zu einer Positionsgruppe (sie nennt eine übergeordnete Position oder eine andere Position nennt sie als übergeordnete), gibt aber ihren Untertyp nicht an (GROUP, DETAIL oder INFORMATION). Ohne ihn ist nicht eindeutig, ob ihr Betrag in die Summen der Rechnung eingeht.',
        fix: 'Kennzeichnen Sie jede Position einer Gruppe mit ihrem Untertyp: die Gruppe (Zwischensumme) mit GROUP, abgerechnete Unterpositionen mit DETAIL, reine Informationszeilen mit INFORMATION.',
      },
      en: {
        explanation: 'An invoice line belongs to a group of lines (it names a parent line, or another line names it as its parent) but does not state its subtype (GROUP, DETAIL or INFORMATION). Without it, it is not clear whether its amount counts towards the invoice totals.',
        fix: 'Mark every line of a group with its subtype: the group (subtotal) with GROUP, invoiced sub-lines with DETAIL, lines given for information only with INFORMATION.',
      },
      zh: {
        explanation: '某行项目属于行项目组（它指明了上级行项目，或被其他行项目指为上级行项目），但未标明其子类型（GROUP、DETAIL或INFORMATION）。缺少子类型，就无法明确其金额是否计入发票合计。',
        fix: '请为组内每个行项目标明子类型：组本身（小计）标为GROUP，计费的子行项目标为DETAIL，仅供参考的信息行标为INFORMATION。',
      },
    },
    'BR-FXEXT-08': {
      de: {
        explanation: 'Der Nettobetrag einer Positionsgruppe (GROUP) ist nicht die Summe der Nettobeträge ihrer direkten Unterpositionen mit dem Untertyp DETAIL oder GROUP. FeRDs Regel vergleicht beide Werte ohne jede Rundungstoleranz (als Gleitkommazahlen); schon ein Cent Abweichung ist ein Fehler.',
        fix: 'Geben Sie als Nettobetrag der Gruppe genau die Summe ihrer Unterpositionen an oder lassen Sie ihn weg; die Summen der Rechnung ergeben sich ohnehin nur aus den abgerechneten Positionen (DETAIL oder ohne Untertyp).',
      },
      en: {
        explanation: 'The net amount of a group of lines (GROUP) is not the sum of the net amounts of its direct sub-lines with the subtype DETAIL or GROUP. FeRD’s rule compares the two without any rounding tolerance (as floating-point numbers); a difference of a single cent is an error.',
        fix: 'State exactly the sum of its sub-lines as the group’s net amount, or leave it out; the invoice totals are in any case made up only of the invoiced lines (DETAIL or no subtype).',
      },
      zh: {
        explanation: '行项目组（GROUP）的净额不等于其直接下属、子类型为DETAIL或GROUP的子行项目的净额之和。FeRD的规则比较两者时不允许任何舍入误差（按浮点数比较）；即使仅相差一分，也属错误。',
        fix: '请将组的净额准确填为其子行项目净额之和，或不填；发票合计无论如何只由计费的行项目（DETAIL或未标明子类型）构成。',
      },
    },
    'BR-FXEXT-11': {
      de: {
        explanation: 'Eine Rechnungsposition nennt eine übergeordnete Position, die es in der Rechnung nicht gibt: Keine Position hat diese Positionsnummer.',
        fix: 'Geben Sie als übergeordnete Position die Positionsnummer der Gruppe an, zu der die Position gehört; gehört sie zu keiner Gruppe, lassen Sie die Angabe weg.',
      },
      en: {
        explanation: 'An invoice line names a parent line that the invoice does not contain: no line has that line identifier.',
        fix: 'Give the line identifier of the group the line belongs to as its parent line; if it belongs to no group, leave the parent line out.',
      },
      zh: {
        explanation: '某行项目指明的上级行项目在发票中不存在：没有任何行项目使用该编号。',
        fix: '请将该行项目所属组的行项目编号填为上级行项目；如其不属于任何组，则删除该项。',
      },
    },
    'BR-FXEXT-CII-DT-097a': {
      de: {
        explanation: 'Ein Zeitpunkt im Format 205 ist nicht als JJJJMMTTHHMM geschrieben (Jahr, Monat, Tag, Stunde, Minute: zwölf Ziffern ohne Trennzeichen). Die offizielle Meldung nennt zwar Sekunden (JJJJMMTTHHMMSS), FeRDs Regel lässt aber nur die zwölf Ziffern ohne Sekunden zu.',
        fix: 'Schreiben Sie den Zeitpunkt als zwölf Ziffern ohne Sekunden, zum Beispiel 202603021430 für den 2. März 2026, 14:30 Uhr.',
      },
      en: {
        explanation: 'A date and time with format 205 is not written as YYYYMMDDHHMM (year, month, day, hour, minute: twelve digits without separators). The official message mentions seconds (YYYYMMDDHHMMSS), but FeRD’s rule accepts only the twelve digits, without seconds.',
        fix: 'Write it as twelve digits without seconds, for example 202603021430 for 2 March 2026, 14:30.',
      },
      zh: {
        explanation: '格式为205的日期时间未按YYYYMMDDHHMM（年、月、日、时、分：不含分隔符的十二位数字）书写。官方提示虽提到秒（YYYYMMDDHHMMSS），但FeRD的规则只接受不含秒的十二位数字。',
        fix: '请写成不含秒的十二位数字，例如2026年3月2日14:30写作202603021430。',
      },
    },
    'BR-FX-EN-04': {
      de: {
        explanation: 'Die Rechnung zwischen Beteiligten mit Anschrift in Deutschland nennt weder das Lieferdatum noch einen Rechnungszeitraum, und nicht jede Position hat einen Abrechnungszeitraum. Der Zeitpunkt der Lieferung oder sonstigen Leistung ist Pflichtangabe nach § 14 Abs. 4 Satz 1 Nr. 6 UStG. Anzahlungsrechnungen (Code 386) nimmt FeRDs Regel aus; für sie verlangt die Vorschrift stattdessen den Zeitpunkt der Vereinnahmung des Entgelts, sofern er feststeht und nicht mit dem Ausstellungsdatum der Rechnung übereinstimmt.',
        fix: 'Geben Sie das Lieferdatum oder den Rechnungszeitraum an oder für jede Position einen Abrechnungszeitraum. Ohne Lieferdatum verlangt FeRDs Regel zusätzlich mindestens den Ländercode der Lieferanschrift.',
      },
      en: {
        explanation: 'The invoice between parties with addresses in Germany states neither the delivery date nor an invoicing period, and not every line has an invoice line period. The time of the supply of goods or services is a mandatory detail under § 14(4) sentence 1 no. 6 UStG. FeRD’s rule leaves out advance-payment invoices (code 386); for them the provision requires instead the date on which the consideration was received, where that date is certain and differs from the date of issue of the invoice.',
        fix: 'Give the delivery date or the invoicing period, or an invoice line period for every line. Without a delivery date, FeRD’s rule also requires at least the country code of the delivery address.',
      },
      zh: {
        explanation: '交易双方地址均在德国的发票既未载明交付日期，也未载明开票期间，且并非每个行项目都载有行项目期间。供货或提供服务的时间是§ 14 Abs. 4 Satz 1 Nr. 6 UStG规定的法定开票信息。FeRD的规则不适用于预付款发票（代码386）；对此类发票，该规定要求载明收取对价的时间，前提是该时间已确定且与发票开具日期不同。',
        fix: '请填写交付日期或开票期间，或为每个行项目填写行项目期间。未填写交付日期时，FeRD的规则还要求至少填写交付地国家代码。',
      },
    },
    'BR-CO-10': {
      de: {
        explanation: 'Die angegebene Summe der Positionsnettobeträge stimmt nicht mit der Summe der einzelnen Positionen überein. Das nach Steuersätzen aufgeschlüsselte Entgelt (§ 14 Abs. 4 Satz 1 Nr. 7 UStG) kann dann widersprüchlich sein.',
        fix: 'Bilden Sie die Summe exakt aus den Nettobeträgen der Positionen; der nachgerechnete Wert steht oben in den Gesamtbeträgen.',
      },
      en: {
        explanation: 'The stated sum of the line net amounts does not match the sum of the individual lines. The consideration broken down by VAT rates (§ 14(4) sentence 1 no. 7 UStG) may then be contradictory.',
        fix: 'Compute the sum exactly from the line net amounts; the recomputed figure is shown in the document totals.',
      },
      zh: {
        explanation: '所载的行项目净额合计与各行项目金额之和不一致。这样，按税率分列的对价（§ 14 Abs. 4 Satz 1 Nr. 7 UStG）可能前后矛盾。',
        fix: '请以各行项目净额精确计算合计；重新计算的数值见合计金额部分。',
      },
    },
    'BR-CO-11': {
      de: {
        explanation: 'Die Summe der Nachlässe auf Dokumentebene stimmt nicht mit den einzelnen Nachlässen überein.',
        fix: 'Bilden Sie die Summe exakt aus den Beträgen der einzelnen Nachlässe.',
      },
      en: {
        explanation: 'The sum of the document level allowances does not match the individual allowances.',
        fix: 'Compute the sum exactly from the individual allowance amounts.',
      },
      zh: {
        explanation: '单据层面折让合计与各项折让金额不一致。',
        fix: '请以各项折让金额精确计算合计。',
      },
    },
    'BR-CO-12': {
      de: {
        explanation: 'Die Summe der Zuschlagsbeträge auf Dokumentebene stimmt nicht mit den einzelnen Zuschlagsbeträgen überein.',
        fix: 'Bilden Sie die Summe exakt aus den Beträgen der einzelnen Zuschlagsposten.',
      },
      en: {
        explanation: 'The sum of the document level charges does not match the individual charges.',
        fix: 'Compute the sum exactly from the individual charge amounts.',
      },
      zh: {
        explanation: '单据层面附加费用合计与各项附加费用金额不一致。',
        fix: '请以各项附加费用金额精确计算合计。',
      },
    },
    'BR-CO-13': {
      de: {
        explanation: 'Der Gesamtbetrag ohne Umsatzsteuer ist falsch berechnet: Er muss der Summe der Positionen abzüglich der Nachlässe und zuzüglich der Zuschlagsbeträge auf Dokumentebene entsprechen.',
        fix: 'Berechnen Sie den Nettogesamtbetrag neu; der nachgerechnete Wert steht in den Gesamtbeträgen.',
      },
      en: {
        explanation: 'The total without VAT is computed wrongly: it must equal the sum of the lines minus the document level allowances plus the document level charges.',
        fix: 'Recompute the total without VAT; the recomputed figure is shown in the document totals.',
      },
      zh: {
        explanation: '不含增值税的总额计算有误：它必须等于行项目合计减去单据层面折让，再加上单据层面附加费用。',
        fix: '请重新计算不含增值税的总额；重新计算的数值见合计金额部分。',
      },
    },
    'BR-CO-14': {
      de: {
        explanation: 'Der Gesamtbetrag der Umsatzsteuer stimmt nicht mit der Summe der Steuerbeträge aus der Aufschlüsselung überein. Der Steuerbetrag ist Pflichtangabe nach § 14 Abs. 4 Satz 1 Nr. 8 UStG; ein widersprüchlicher Ausweis kann zudem zu einer Steuerschuld nach § 14c UStG führen.',
        fix: 'Bilden Sie den Gesamtbetrag der Umsatzsteuer als Summe der Steuerbeträge je Kategorie und Steuersatz.',
      },
      en: {
        explanation: 'The total VAT amount does not match the sum of the tax amounts in the breakdown. The VAT amount is a mandatory detail under § 14(4) sentence 1 no. 8 UStG; a contradictory statement can moreover create a VAT liability under § 14c UStG.',
        fix: 'Compute the total VAT amount as the sum of the tax amounts per category and rate.',
      },
      zh: {
        explanation: '增值税总额与明细中各项税额之和不一致。税额是§ 14 Abs. 4 Satz 1 Nr. 8 UStG规定的法定开票信息；前后矛盾的税额还可能依据§ 14c UStG产生纳税义务。',
        fix: '请以各类别和税率下的税额之和作为增值税总额。',
      },
    },
    'BR-CO-15': {
      de: {
        explanation: 'Der Bruttobetrag ist nicht die Summe aus Nettobetrag und Umsatzsteuer.',
        fix: 'Berechnen Sie den Gesamtbetrag einschließlich Umsatzsteuer als Gesamtbetrag ohne Umsatzsteuer zuzüglich Gesamtbetrag der Umsatzsteuer.',
      },
      en: {
        explanation: 'The gross total is not the sum of the net total and the VAT.',
        fix: 'Compute the total with VAT as the total without VAT plus the total VAT amount.',
      },
      zh: {
        explanation: '含税总额不等于不含税总额与增值税之和。',
        fix: '请以不含增值税的总额加上增值税总额计算含税总额。',
      },
    },
    'BR-CO-16': {
      de: {
        explanation: 'Der fällige Zahlungsbetrag ist falsch berechnet: Bruttobetrag abzüglich gezahlter Beträge zuzüglich Rundungsbetrag.',
        fix: 'Berechnen Sie den fälligen Betrag neu; bereits geleistete Anzahlungen gehören in den gezahlten Betrag. In einer Schlussrechnung über eine Leistung, für die Anzahlungsrechnungen gestellt wurden, sind zudem die Anzahlungen und die darauf entfallende Steuer abzusetzen (§ 14 Abs. 5 Satz 2 UStG).',
      },
      en: {
        explanation: 'The amount due is computed wrongly: gross total minus paid amount plus rounding amount.',
        fix: 'Recompute the amount due; advance payments already made belong in the paid amount. In a final invoice for a supply for which advance-payment invoices were issued, the advance payments and the VAT on them must also be deducted (§ 14(5) sentence 2 UStG).',
      },
      zh: {
        explanation: '应付金额计算有误：应为含税总额减去已付金额，再加上尾差调整金额。',
        fix: '请重新计算应付金额；已支付的预付款应计入已付金额。对于已开具预付款发票的交易，在最终结算发票中还须扣减预付款及其相应税额（§ 14 Abs. 5 Satz 2 UStG）。',
      },
    },
    'BR-CO-17': {
      de: {
        explanation: 'Der Steuerbetrag einer Kategorie ist nicht der zu versteuernde Betrag mal Steuersatz (auf zwei Nachkommastellen gerundet). Der Steuerbetrag ist Pflichtangabe nach § 14 Abs. 4 Satz 1 Nr. 8 UStG; ein zu hoher Ausweis wird nach § 14c UStG geschuldet.',
        fix: 'Berechnen Sie die Steuer je Kategorie und Steuersatz aus der Summe der Nettobeträge, nicht als Summe der Steuer je Position.',
      },
      en: {
        explanation: 'The tax amount of a category is not the taxable amount times the rate (rounded to two decimals). The VAT amount is a mandatory detail under § 14(4) sentence 1 no. 8 UStG; VAT shown too high is owed under § 14c UStG.',
        fix: 'Compute the VAT per category and rate from the sum of the net amounts, not as the sum of the VAT per line.',
      },
      zh: {
        explanation: '某一类别的税额不等于计税金额乘以税率（四舍五入至两位小数）。税额是§ 14 Abs. 4 Satz 1 Nr. 8 UStG规定的法定开票信息；多开的税额依据§ 14c UStG仍须缴纳。',
        fix: '请根据各类别和税率下净额的合计计算税额，而不是将各行项目的税额相加。',
      },
    },
    'BR-CO-18': {
      de: {
        explanation: 'Die Rechnung enthält keine Aufschlüsselung der Umsatzsteuer. Entgelt und Steuerbetrag je Steuersatz (§ 14 Abs. 4 Satz 1 Nr. 7 und 8 UStG) fehlen damit.',
        fix: 'Fügen Sie je Umsatzsteuerkategorie und Steuersatz eine Aufschlüsselung mit zu versteuerndem Betrag und Steuerbetrag hinzu.',
      },
      en: {
        explanation: 'The invoice has no VAT breakdown. The consideration and the VAT amount per rate (§ 14(4) sentence 1 nos. 7 and 8 UStG) are therefore missing.',
        fix: 'Add a VAT breakdown per VAT category and rate with the taxable amount and the tax amount.',
      },
      zh: {
        explanation: '发票没有增值税明细。因此缺少按税率分列的对价和税额（§ 14 Abs. 4 Satz 1 Nr. 7和Nr. 8 UStG）。',
        fix: '请按增值税类别和税率添加明细，载明计税金额和税额。',
      },
    },
    'BR-CO-19': {
      de: {
        explanation: 'Ein Rechnungszeitraum ist angelegt, aber weder Beginn noch Ende sind angegeben.',
        fix: 'Geben Sie Anfangs- oder Enddatum (oder beide) an oder entfernen Sie den leeren Zeitraum.',
      },
      en: {
        explanation: 'An invoicing period is given but neither its start nor its end.',
        fix: 'Give the start or end date (or both), or remove the empty period.',
      },
      zh: {
        explanation: '列有开票期间，但既无起始日也无截止日。',
        fix: '请填写起始日或截止日（或两者），或删除该空白期间。',
      },
    },
    'BR-CO-20': {
      de: {
        explanation: 'Ein Abrechnungszeitraum einer Position ist angelegt, aber weder Beginn noch Ende sind angegeben.',
        fix: 'Geben Sie Anfangs- oder Enddatum (oder beide) an oder entfernen Sie den leeren Zeitraum.',
      },
      en: {
        explanation: 'An invoice line period is given but neither its start nor its end.',
        fix: 'Give the start or end date (or both), or remove the empty period.',
      },
      zh: {
        explanation: '列有行项目期间，但既无起始日也无截止日。',
        fix: '请填写起始日或截止日（或两者），或删除该空白期间。',
      },
    },
    'BR-CO-21': {
      de: {
        explanation: 'Ein Nachlass auf Dokumentebene nennt keinen Grund.',
        fix: 'Geben Sie den Grund als Text oder als Code nach UNTDID 5189 an (oder beides).',
      },
      en: {
        explanation: 'A document level allowance states no reason.',
        fix: 'Give the reason as text or as a UNTDID 5189 code (or both).',
      },
      zh: {
        explanation: '某项单据层面折让未说明原因。',
        fix: '请以文字或UNTDID 5189代码说明原因（或两者兼有）。',
      },
    },
    'BR-CO-22': {
      de: {
        explanation: 'Ein Zuschlag auf Dokumentebene nennt keinen Grund.',
        fix: 'Geben Sie den Grund als Text oder als Code nach UNTDID 7161 an (oder beides).',
      },
      en: {
        explanation: 'A document level charge states no reason.',
        fix: 'Give the reason as text or as a UNTDID 7161 code (or both).',
      },
      zh: {
        explanation: '某项单据层面附加费用未说明原因。',
        fix: '请以文字或UNTDID 7161代码说明原因（或两者兼有）。',
      },
    },
    'BR-CO-23': {
      de: {
        explanation: 'Ein Nachlass zu einer Position nennt keinen Grund.',
        fix: 'Geben Sie den Grund als Text oder als Code nach UNTDID 5189 an (oder beides).',
      },
      en: {
        explanation: 'An invoice line allowance states no reason.',
        fix: 'Give the reason as text or as a UNTDID 5189 code (or both).',
      },
      zh: {
        explanation: '某项行项目折让未说明原因。',
        fix: '请以文字或UNTDID 5189代码说明原因（或两者兼有）。',
      },
    },
    'BR-CO-24': {
      de: {
        explanation: 'Ein Zuschlag zu einer Position nennt keinen Grund.',
        fix: 'Geben Sie den Grund als Text oder als Code nach UNTDID 7161 an (oder beides).',
      },
      en: {
        explanation: 'An invoice line charge states no reason.',
        fix: 'Give the reason as text or as a UNTDID 7161 code (or both).',
      },
      zh: {
        explanation: '某项行项目附加费用未说明原因。',
        fix: '请以文字或UNTDID 7161代码说明原因（或两者兼有）。',
      },
    },
    'BR-CO-25': {
      de: {
        explanation: 'Es ist ein Betrag zu zahlen, aber die Rechnung nennt weder ein Fälligkeitsdatum noch Zahlungsbedingungen. Der Rechnungsempfänger kann nicht erkennen, bis wann er zahlen soll. § 14 Abs. 4 UStG verlangt weder das eine noch das andere; der Validator der KoSIT weist die Datei aber zurück.',
        fix: 'Geben Sie das Fälligkeitsdatum oder die Zahlungsbedingungen an (z. B. „Zahlbar innerhalb von 14 Tagen ohne Abzug“).',
      },
      en: {
        explanation: 'An amount is due, but the invoice gives neither a due date nor payment terms. The recipient cannot tell by when to pay. § 14(4) UStG asks for neither, but KoSIT’s validator rejects the file.',
        fix: 'Give the payment due date or the payment terms (e.g. “Payable within 14 days without deduction”).',
      },
      zh: {
        explanation: '发票有应付金额，但既未注明付款到期日，也未注明付款条件，受票方无法得知应在何时付款。§ 14 Abs. 4 UStG对二者均无要求，但KoSIT校验器会拒收该文件。',
        fix: '请注明付款到期日或付款条件（例如“14天内付款，不扣减”）。',
      },
    },
    'BR-CO-26': {
      de: {
        explanation: 'Der Verkäufer ist nicht maschinell identifizierbar: Es fehlen seine Kennung, seine Registernummer und seine USt-IdNr. Umsatzsteuerlich genügt für § 14 Abs. 4 Satz 1 Nr. 2 UStG auch die Steuernummer; diese Regel dient der automatischen Zuordnung des Verkäufers.',
        fix: 'Geben Sie mindestens eine davon an, in der Regel die USt-IdNr.',
      },
      en: {
        explanation: 'The seller cannot be identified automatically: its identifier, its legal registration identifier and its VAT ID are all missing. For § 14(4) sentence 1 no. 2 UStG the tax number suffices too; this rule serves the automatic identification of the seller.',
        fix: 'Give at least one of them, usually the VAT ID.',
      },
      zh: {
        explanation: '无法自动识别卖方：其标识、法定注册标识和增值税识别号均缺失。就§ 14 Abs. 4 Satz 1 Nr. 2 UStG而言，填写税号即可；本规则用于自动识别卖方。',
        fix: '请至少填写其中一项，通常为增值税识别号。',
      },
    },
    'BR-CL-01': {
      de: {
        explanation: 'Der Code für den Rechnungstyp steht nicht in der zulässigen Liste UNTDID 1001.',
        fix: 'Verwenden Sie einen zulässigen Code, etwa 380 (Rechnung), 381 (Rechnungskorrektur), 384 (berichtigte Rechnung) oder 389 (Gutschrift).',
      },
      en: {
        explanation: 'The invoice type code is not in the allowed UNTDID 1001 list.',
        fix: 'Use an allowed code, e.g. 380 (invoice), 381 (credit note), 384 (corrected invoice) or 389 (self-billed invoice).',
      },
      zh: {
        explanation: '发票类型代码不在UNTDID 1001允许的代码表中。',
        fix: '请使用允许的代码，例如380（发票）、381（贷记单）、384（更正发票）或389（由接受方开具的发票）。',
      },
    },
    'BR-CL-03': {
      de: {
        explanation: 'Ein Währungscode an einem Betrag steht nicht in der Liste ISO 4217.',
        fix: 'Verwenden Sie den dreistelligen Währungscode nach ISO 4217, etwa EUR, USD oder CNY.',
      },
      en: {
        explanation: 'A currency code on an amount is not in the ISO 4217 list.',
        fix: 'Use the three-letter ISO 4217 currency code, e.g. EUR, USD or CNY.',
      },
      zh: {
        explanation: '某个金额上的币种代码不在ISO 4217代码表中。',
        fix: '请使用ISO 4217三位字母币种代码，例如EUR、USD或CNY。',
      },
    },
    'BR-CL-04': {
      de: {
        explanation: 'Der Code für die Rechnungswährung steht nicht in der Liste ISO 4217.',
        fix: 'Verwenden Sie den dreistelligen Währungscode nach ISO 4217, etwa EUR.',
      },
      en: {
        explanation: 'The invoice currency code is not in the ISO 4217 list.',
        fix: 'Use the three-letter ISO 4217 currency code, e.g. EUR.',
      },
      zh: {
        explanation: '发票币种代码不在ISO 4217代码表中。',
        fix: '请使用ISO 4217三位字母币种代码，例如EUR。',
      },
    },
    'BR-CL-05': {
      de: {
        explanation: 'Der Code für die Umsatzsteuer-Buchungswährung steht nicht in der Liste ISO 4217.',
        fix: 'Verwenden Sie den dreistelligen Währungscode nach ISO 4217, für Deutschland EUR.',
      },
      en: {
        explanation: 'The VAT accounting currency code is not in the ISO 4217 list.',
        fix: 'Use the three-letter ISO 4217 currency code, EUR for Germany.',
      },
      zh: {
        explanation: '增值税记账币种代码不在ISO 4217代码表中。',
        fix: '请使用ISO 4217三位字母币种代码，在德国为EUR。',
      },
    },
    'BR-CL-06': {
      de: {
        explanation: 'Der Code für das Datum der Steuerfälligkeit ist nicht zulässig. Erlaubt sind nur 3 (Rechnungsdatum), 35 (Lieferdatum) und 432 (Zahlungsdatum).',
        fix: 'Verwenden Sie einen der drei Codes oder geben Sie stattdessen das Datum selbst an.',
      },
      en: {
        explanation: 'The value added tax point date code is not allowed. Only 3 (invoice date), 35 (delivery date) and 432 (payment date) are.',
        fix: 'Use one of the three codes, or give the date itself instead.',
      },
      zh: {
        explanation: '增值税纳税义务发生时间代码不被允许。只允许3（开票日期）、35（交付日期）和432（付款日期）。',
        fix: '请使用上述三个代码之一，或直接填写日期。',
      },
    },
    'BR-CL-07': {
      de: {
        explanation: 'Das Schema der Objektkennung steht nicht in der Liste UNTDID 1153.',
        fix: 'Verwenden Sie ein Schema aus UNTDID 1153 oder lassen Sie es weg.',
      },
      en: {
        explanation: 'The scheme of the object identifier is not in the UNTDID 1153 list.',
        fix: 'Use a scheme from UNTDID 1153, or leave it out.',
      },
      zh: {
        explanation: '对象标识的方案不在UNTDID 1153代码表中。',
        fix: '请使用UNTDID 1153中的方案，或将其删除。',
      },
    },
    'BR-CL-08': {
      de: {
        explanation: 'Der Betreff-Code einer Bemerkung steht nicht in der Liste UNTDID 4451.',
        fix: 'Verwenden Sie einen Code aus UNTDID 4451, etwa AAI (allgemeine Information) oder REG (regulatorische Angaben, etwa Handelsregister), oder lassen Sie den Code weg.',
      },
      en: {
        explanation: 'The subject code of a note is not in the UNTDID 4451 list.',
        fix: 'Use a code from UNTDID 4451, e.g. AAI (general information) or REG (regulatory information, e.g. commercial register details), or leave the code out.',
      },
      zh: {
        explanation: '某条备注的主题代码不在UNTDID 4451代码表中。',
        fix: '请使用UNTDID 4451中的代码，例如AAI（一般信息）或REG（监管信息，例如商业登记信息），或删除该代码。',
      },
    },
    'BR-CL-10': {
      de: {
        explanation: 'Das Schema einer Kennung steht nicht in der Liste ISO 6523 ICD.',
        fix: 'Verwenden Sie einen Code aus ISO 6523, etwa 0088 für eine GLN, oder lassen Sie das Schema weg.',
      },
      en: {
        explanation: 'The scheme of an identifier is not in the ISO 6523 ICD list.',
        fix: 'Use a code from ISO 6523, e.g. 0088 for a GLN, or leave the scheme out.',
      },
      zh: {
        explanation: '某个标识的方案不在ISO 6523 ICD代码表中。',
        fix: '请使用ISO 6523中的代码，例如0088（GLN），或删除方案标识。',
      },
    },
    'BR-CL-11': {
      de: {
        explanation: 'Das Schema einer Registernummer steht nicht in der Liste ISO 6523 ICD.',
        fix: 'Verwenden Sie einen Code aus ISO 6523 oder lassen Sie das Schema weg.',
      },
      en: {
        explanation: 'The scheme of a legal registration identifier is not in the ISO 6523 ICD list.',
        fix: 'Use a code from ISO 6523, or leave the scheme out.',
      },
      zh: {
        explanation: '某个法定注册标识的方案不在ISO 6523 ICD代码表中。',
        fix: '请使用ISO 6523中的代码，或删除方案标识。',
      },
    },
    'BR-CL-13': {
      de: {
        explanation: 'Das Schema einer Klassifizierungskennung steht nicht in der Liste UNTDID 7143.',
        fix: 'Verwenden Sie ein Schema aus UNTDID 7143, etwa „STI“ für CPV oder „HS“ für das Harmonisierte System.',
      },
      en: {
        explanation: 'The scheme of an item classification identifier is not in the UNTDID 7143 list.',
        fix: 'Use a scheme from UNTDID 7143, e.g. “STI” for CPV or “HS” for the Harmonized System.',
      },
      zh: {
        explanation: '某个商品分类标识的方案不在UNTDID 7143代码表中。',
        fix: '请使用UNTDID 7143中的方案，例如“STI”（CPV）或“HS”（协调制度）。',
      },
    },
    'BR-CL-14': {
      de: {
        explanation: 'Der Ländercode einer Anschrift (des Verkäufers, des Käufers, des Steuervertreters oder die Lieferanschrift) steht nicht in der Liste ISO 3166-1.',
        fix: 'Geben Sie das Land der Anschrift mit dem zweistelligen Code nach ISO 3166-1 alpha-2 an, etwa DE, AT oder CN.',
      },
      en: {
        explanation: "The country code of an address (the seller's, the buyer's, the tax representative's or the deliver-to address) is not in the ISO 3166-1 list.",
        fix: "Give the address's country as the two-letter ISO 3166-1 alpha-2 code, e.g. DE, AT or CN.",
      },
      zh: {
        explanation: '某个地址（卖方、买方、财税代表的地址或交付地址）的国家代码不在ISO 3166-1代码表中。',
        fix: '请用ISO 3166-1 alpha-2两位字母代码填写该地址的国家，例如DE、AT或CN。',
      },
    },
    'BR-CL-15': {
      de: {
        explanation: 'Das Ursprungsland eines Artikels in einer Rechnungsposition steht nicht in der Liste ISO 3166-1.',
        fix: 'Geben Sie das Ursprungsland des Artikels mit dem zweistelligen Code nach ISO 3166-1 alpha-2 an, etwa DE, AT oder CN.',
      },
      en: {
        explanation: "An invoice line's item country of origin is not in the ISO 3166-1 list.",
        fix: "Give the item's country of origin as the two-letter ISO 3166-1 alpha-2 code, e.g. DE, AT or CN.",
      },
      zh: {
        explanation: '某个行项目中商品的原产国代码不在ISO 3166-1代码表中。',
        fix: '请用ISO 3166-1 alpha-2两位字母代码填写该商品的原产国，例如DE、AT或CN。',
      },
    },
    'BR-CL-16': {
      de: {
        explanation: 'Der Code der Zahlungsart steht nicht in der Liste UNTDID 4461.',
        fix: 'Verwenden Sie einen Code aus UNTDID 4461, etwa 58 (SEPA-Überweisung) oder 59 (SEPA-Lastschrift).',
      },
      en: {
        explanation: 'The payment means code is not in the UNTDID 4461 list.',
        fix: 'Use a code from UNTDID 4461, e.g. 58 (SEPA credit transfer) or 59 (SEPA direct debit).',
      },
      zh: {
        explanation: '付款方式代码不在UNTDID 4461代码表中。',
        fix: '请使用UNTDID 4461中的代码，例如58（SEPA转账）或59（SEPA直接借记）。',
      },
    },
    'BR-CL-17': {
      de: {
        explanation: 'Ein Nachlass oder Zuschlag auf Dokumentebene oder eine Aufschlüsselung der Umsatzsteuer hat einen unzulässigen Code der Umsatzsteuerkategorie. EN 16931 erlaubt nur S, Z, E, AE, K, G, O, L, M und B.',
        fix: 'Verwenden Sie die passende Kategorie, etwa S für steuerpflichtige Umsätze oder AE für Reverse-Charge.',
      },
      en: {
        explanation: 'A document level allowance or charge, or a VAT breakdown, has a VAT category code that is not allowed. EN 16931 allows only S, Z, E, AE, K, G, O, L, M and B.',
        fix: 'Use the matching category, e.g. S for taxable supplies or AE for reverse charge.',
      },
      zh: {
        explanation: '某项单据层面折让、单据层面附加费用或增值税明细的增值税类别代码不被允许。EN 16931只允许S、Z、E、AE、K、G、O、L、M和B。',
        fix: '请使用相应的类别，例如应税交易用S，反向征收用AE。',
      },
    },
    'BR-CL-18': {
      de: {
        explanation: 'Eine Rechnungsposition hat einen unzulässigen Code der Umsatzsteuerkategorie. EN 16931 erlaubt nur S, Z, E, AE, K, G, O, L, M und B.',
        fix: 'Verwenden Sie für die Position die passende Kategorie, etwa S für steuerpflichtige Umsätze oder AE für Reverse-Charge.',
      },
      en: {
        explanation: 'An invoice line has a VAT category code that is not allowed. EN 16931 allows only S, Z, E, AE, K, G, O, L, M and B.',
        fix: 'Use the matching category for the line, e.g. S for taxable supplies or AE for reverse charge.',
      },
      zh: {
        explanation: '某个行项目的增值税类别代码不被允许。EN 16931只允许S、Z、E、AE、K、G、O、L、M和B。',
        fix: '请为该行项目使用相应的类别，例如应税交易用S，反向征收用AE。',
      },
    },
    'BR-CL-19': {
      de: {
        explanation: 'Der Code für den Grund eines Nachlasses steht nicht in der Liste UNTDID 5189.',
        fix: 'Verwenden Sie einen Code aus UNTDID 5189, etwa 95 (Rabatt), oder geben Sie den Grund nur als Text an.',
      },
      en: {
        explanation: 'The allowance reason code is not in the UNTDID 5189 list.',
        fix: 'Use a code from UNTDID 5189, e.g. 95 (discount), or give the reason as text only.',
      },
      zh: {
        explanation: '折让原因代码不在UNTDID 5189代码表中。',
        fix: '请使用UNTDID 5189中的代码，例如95（折扣），或仅以文字说明原因。',
      },
    },
    'BR-CL-20': {
      de: {
        explanation: 'Der Code für den Grund eines Zuschlags steht nicht in der Liste UNTDID 7161.',
        fix: 'Verwenden Sie einen Code aus UNTDID 7161, etwa FC (Fracht), oder geben Sie den Grund nur als Text an.',
      },
      en: {
        explanation: 'The charge reason code is not in the UNTDID 7161 list.',
        fix: 'Use a code from UNTDID 7161, e.g. FC (freight), or give the reason as text only.',
      },
      zh: {
        explanation: '附加费用原因代码不在UNTDID 7161代码表中。',
        fix: '请使用UNTDID 7161中的代码，例如FC（运费），或仅以文字说明原因。',
      },
    },
    'BR-CL-21': {
      de: {
        explanation: 'Das Schema der Standardkennung eines Artikels steht nicht in der Liste ISO 6523 ICD.',
        fix: 'Verwenden Sie einen Code aus ISO 6523, für eine GTIN 0160.',
      },
      en: {
        explanation: 'The scheme of an item standard identifier is not in the ISO 6523 ICD list.',
        fix: 'Use a code from ISO 6523, 0160 for a GTIN.',
      },
      zh: {
        explanation: '商品标准标识的方案不在ISO 6523 ICD代码表中。',
        fix: '请使用ISO 6523中的代码，GTIN为0160。',
      },
    },
    'BR-CL-22': {
      de: {
        explanation: 'Der Code für den Grund der Steuerbefreiung steht nicht in der Liste VATEX.',
        fix: 'Verwenden Sie einen VATEX-Code, etwa VATEX-EU-AE für Reverse-Charge oder VATEX-EU-IC für eine innergemeinschaftliche Lieferung, oder geben Sie den Grund als Text an.',
      },
      en: {
        explanation: 'The VAT exemption reason code is not in the VATEX list.',
        fix: 'Use a VATEX code, e.g. VATEX-EU-AE for reverse charge or VATEX-EU-IC for an intra-Community supply, or give the reason as text.',
      },
      zh: {
        explanation: '免税原因代码不在VATEX代码表中。',
        fix: '请使用VATEX代码，例如VATEX-EU-AE（反向征收）或VATEX-EU-IC（欧盟内部供货），或以文字说明原因。',
      },
    },
    'BR-CL-23': {
      de: {
        explanation: 'Ein Code für die Mengeneinheit steht nicht in der UN/ECE-Empfehlung 20 (mit Empfehlung 21).',
        fix: 'Verwenden Sie einen Code der Empfehlung 20, etwa H87 (Stück), HUR (Stunde), KGM (Kilogramm) oder C62 (Einheit).',
      },
      en: {
        explanation: 'A unit of measure code is not in UN/ECE Recommendation 20 (with Recommendation 21).',
        fix: 'Use a Recommendation 20 code, e.g. H87 (piece), HUR (hour), KGM (kilogram) or C62 (unit).',
      },
      zh: {
        explanation: '某个计量单位代码不在UN/ECE第20号建议（含第21号建议）中。',
        fix: '请使用第20号建议中的代码，例如H87（件）、HUR（小时）、KGM（千克）或C62（单位）。',
      },
    },
    'BR-CL-24': {
      de: {
        explanation: 'Ein angehängtes Dokument hat einen nicht zulässigen Dateityp (MIME-Code).',
        fix: 'Hängen Sie nur zulässige Formate an: PDF, PNG, JPEG, CSV, Excel (XLSX) oder OpenDocument-Tabellen (ODS).',
      },
      en: {
        explanation: 'An attached document has a file type (MIME code) that is not allowed.',
        fix: 'Attach only allowed formats: PDF, PNG, JPEG, CSV, Excel (XLSX) or OpenDocument spreadsheets (ODS).',
      },
      zh: {
        explanation: '某个附件的文件类型（MIME代码）不被允许。',
        fix: '请仅附加允许的格式：PDF、PNG、JPEG、CSV、Excel（XLSX）或OpenDocument电子表格（ODS）。',
      },
    },
    'BR-CL-25': {
      de: {
        explanation: 'Das Schema einer elektronischen Adresse steht nicht in der EAS-Codeliste.',
        fix: 'Verwenden Sie einen EAS-Code, etwa EM für eine E-Mail-Adresse oder 0204 für eine Leitweg-ID.',
      },
      en: {
        explanation: 'The scheme of an electronic address is not in the EAS code list.',
        fix: 'Use an EAS code, e.g. EM for an email address or 0204 for a Leitweg-ID.',
      },
      zh: {
        explanation: '某个电子地址的方案不在EAS代码表中。',
        fix: '请使用EAS代码，例如EM（电子邮件地址）或0204（Leitweg-ID）。',
      },
    },
    'BR-CL-26': {
      de: {
        explanation: 'Das Schema der Kennung des Lieferorts steht nicht in der Liste ISO 6523 ICD.',
        fix: 'Verwenden Sie einen Code aus ISO 6523, etwa 0088 für eine GLN, oder lassen Sie das Schema weg.',
      },
      en: {
        explanation: 'The scheme of the deliver-to location identifier is not in the ISO 6523 ICD list.',
        fix: 'Use a code from ISO 6523, e.g. 0088 for a GLN, or leave the scheme out.',
      },
      zh: {
        explanation: '交付地点标识的方案不在ISO 6523 ICD代码表中。',
        fix: '请使用ISO 6523中的代码，例如0088（GLN），或删除方案标识。',
      },
    },
    'BR-B-01': {
      de: {
        explanation: 'Die Kategorie „Split Payment“ ist nur für inländische italienische Rechnungen vorgesehen.',
        fix: 'Verwenden Sie für Rechnungen außerhalb Italiens die zutreffende Kategorie, in Deutschland meist S.',
      },
      en: {
        explanation: 'The “split payment” category is meant only for domestic Italian invoices.',
        fix: 'For invoices outside Italy use the category that applies, in Germany usually S.',
      },
      zh: {
        explanation: '“拆分支付”类别仅适用于意大利境内发票。',
        fix: '意大利境外的发票请使用适用的类别，在德国通常为S。',
      },
    },
    'BR-B-02': {
      de: {
        explanation: 'Eine Rechnung mit „Split Payment“ darf keine Positionen mit der Kategorie S (Regelsatz oder ermäßigter Satz) enthalten.',
        fix: 'Stellen Sie die Kategorien der Positionen sowie der Nachlässe und Zuschläge einheitlich ein.',
      },
      en: {
        explanation: 'An invoice with “split payment” must not contain items of category S (standard rate or reduced rate).',
        fix: 'Set the categories of the lines, allowances and charges consistently.',
      },
      zh: {
        explanation: '含有“拆分支付”的发票不得包含类别为S（标准税率或优惠税率）的项目。',
        fix: '请统一设置行项目、折让和附加费用的类别。',
      },
    },
    'BR-IC-11': {
      de: {
        explanation: 'Bei einer innergemeinschaftlichen Lieferung fehlen das tatsächliche Lieferdatum und der Rechnungszeitraum. Der Zeitpunkt der Lieferung ist Pflichtangabe (§ 14 Abs. 4 Satz 1 Nr. 6 UStG) und ist auch für den Meldezeitraum der Zusammenfassenden Meldung von Bedeutung.',
        fix: 'Geben Sie das Lieferdatum oder den Zeitraum der Lieferungen an.',
      },
      en: {
        explanation: 'For an intra-Community supply both the actual delivery date and the invoicing period are missing. The time of the supply is a mandatory detail (§ 14(4) sentence 1 no. 6 UStG) and also matters for the reporting period of the EC sales list.',
        fix: 'Give the delivery date or the period of the supplies.',
      },
      zh: {
        explanation: '对于欧盟内部供货，实际交付日期和开票期间均缺失。供货时间是法定开票信息（§ 14 Abs. 4 Satz 1 Nr. 6 UStG），对欧盟销售清单的申报期间也有影响。',
        fix: '请填写交付日期或供货期间。',
      },
    },
    'BR-IC-12': {
      de: {
        explanation: 'Bei einer innergemeinschaftlichen Lieferung fehlt der Ländercode der Lieferanschrift. Er zeigt, in welchen Mitgliedstaat die Ware gelangt.',
        fix: 'Geben Sie eine Lieferanschrift mit Ländercode des Bestimmungslands an.',
      },
      en: {
        explanation: 'For an intra-Community supply the country code of the deliver-to address is missing. It shows which member state the goods go to.',
        fix: 'Give a deliver-to address with the country code of the country of destination.',
      },
      zh: {
        explanation: '对于欧盟内部供货，交付地址缺少国家代码。该代码表明货物运往哪个成员国。',
        fix: '请填写带有目的国国家代码的交付地址。',
      },
    },
    'BR-O-11': {
      de: {
        explanation: 'Eine Rechnung über nicht steuerbare Umsätze (Kategorie O) darf keine weitere Aufschlüsselung der Umsatzsteuer enthalten.',
        fix: 'Stellen Sie nicht steuerbare Umsätze in einer eigenen Rechnung ab oder ordnen Sie die Kategorien richtig zu.',
      },
      en: {
        explanation: 'An invoice for supplies not subject to VAT (category O) must not contain any other VAT breakdown.',
        fix: 'Invoice supplies not subject to VAT separately, or assign the categories correctly.',
      },
      zh: {
        explanation: '针对不征税交易（类别O）的发票不得包含其他增值税明细。',
        fix: '请为不征税交易单独开具发票，或正确归类。',
      },
    },
    'BR-O-12': {
      de: {
        explanation: 'Eine Rechnung mit der Kategorie O (nicht steuerbar) enthält eine Position mit einer anderen Kategorie.',
        fix: 'Stellen Sie nicht steuerbare und andere Umsätze in getrennten Rechnungen ab.',
      },
      en: {
        explanation: 'An invoice with category O (not subject to VAT) contains a line of another category.',
        fix: 'Invoice supplies not subject to VAT and other supplies separately.',
      },
      zh: {
        explanation: '包含类别O（不征税）的发票中有属于其他类别的行项目。',
        fix: '请将不征税交易与其他交易分开开具发票。',
      },
    },
    'BR-O-13': {
      de: {
        explanation: 'Eine Rechnung mit der Kategorie O (nicht steuerbar) enthält einen Nachlass mit einer anderen Kategorie.',
        fix: 'Geben Sie Nachlässen in einer solchen Rechnung die Kategorie O.',
      },
      en: {
        explanation: 'An invoice with category O (not subject to VAT) contains an allowance of another category.',
        fix: 'Give allowances on such an invoice category O.',
      },
      zh: {
        explanation: '包含类别O（不征税）的发票中有属于其他类别的折让。',
        fix: '在此类发票中，折让的类别应为O。',
      },
    },
    'BR-O-14': {
      de: {
        explanation: 'Eine Rechnung mit der Kategorie O (nicht steuerbar) enthält einen Zuschlag mit einer anderen Kategorie.',
        fix: 'Geben Sie Zuschlagsposten in einer solchen Rechnung die Kategorie O.',
      },
      en: {
        explanation: 'An invoice with category O (not subject to VAT) contains a charge of another category.',
        fix: 'Give charges on such an invoice category O.',
      },
      zh: {
        explanation: '包含类别O（不征税）的发票中有属于其他类别的附加费用。',
        fix: '在此类发票中，附加费用的类别应为O。',
      },
    },
    'BR-DE-1': {
      de: {
        explanation: 'Eine XRechnung muss Zahlungsanweisungen enthalten, also mindestens die Zahlungsart.',
        fix: 'Geben Sie die Zahlungsart an und, je nach Art, das Konto (Überweisung), die Karte oder die Angaben zur Lastschrift.',
      },
      en: {
        explanation: 'An XRechnung must contain payment instructions, at least the payment means.',
        fix: 'Give the payment means and, depending on it, the account (credit transfer), the card or the direct debit details.',
      },
      zh: {
        explanation: 'XRechnung必须包含付款指示，至少要有付款方式。',
        fix: '请填写付款方式，并视方式填写账户（转账）、银行卡或直接借记信息。',
      },
    },
    'BR-DE-2': {
      de: {
        explanation: 'In einer XRechnung muss der Verkäufer einen Kontakt angeben.',
        fix: 'Ergänzen Sie die Kontaktgruppe des Verkäufers mit Ansprechpartner, Telefonnummer und E-Mail-Adresse.',
      },
      en: {
        explanation: 'In an XRechnung the seller must give a contact.',
        fix: 'Add the seller contact group with contact point, telephone number and email address.',
      },
      zh: {
        explanation: '在XRechnung中，卖方必须提供联系方式。',
        fix: '请补充卖方联系方式组，包括联系人、电话号码和电子邮件地址。',
      },
    },
    'BR-DE-3': {
      de: {
        explanation: 'In einer XRechnung ist der Ort des Verkäufers Pflicht.',
        fix: 'Geben Sie den Ort in der Anschrift des Verkäufers an.',
      },
      en: {
        explanation: 'In an XRechnung the seller’s city is mandatory.',
        fix: 'Give the city in the seller’s postal address.',
      },
      zh: {
        explanation: '在XRechnung中，卖方所在城市为必填项。',
        fix: '请在卖方地址中填写城市。',
      },
    },
    'BR-DE-4': {
      de: {
        explanation: 'In einer XRechnung ist die Postleitzahl des Verkäufers Pflicht.',
        fix: 'Geben Sie die Postleitzahl in der Anschrift des Verkäufers an.',
      },
      en: {
        explanation: 'In an XRechnung the seller’s postcode is mandatory.',
        fix: 'Give the postcode in the seller’s postal address.',
      },
      zh: {
        explanation: '在XRechnung中，卖方邮政编码为必填项。',
        fix: '请在卖方地址中填写邮政编码。',
      },
    },
    'BR-DE-5': {
      de: {
        explanation: 'In einer XRechnung ist der Ansprechpartner des Verkäufers Pflicht.',
        fix: 'Geben Sie eine Person oder Stelle an, die Rückfragen zur Rechnung beantwortet.',
      },
      en: {
        explanation: 'In an XRechnung the seller’s contact point is mandatory.',
        fix: 'Give a person or department that answers questions about the invoice.',
      },
      zh: {
        explanation: '在XRechnung中，卖方联系人为必填项。',
        fix: '请填写负责答复发票问题的人员或部门。',
      },
    },
    'BR-DE-6': {
      de: {
        explanation: 'In einer XRechnung ist die Telefonnummer des Verkäufers Pflicht.',
        fix: 'Geben Sie eine Telefonnummer für Rückfragen zur Rechnung an.',
      },
      en: {
        explanation: 'In an XRechnung the seller’s contact telephone number is mandatory.',
        fix: 'Give a telephone number for questions about the invoice.',
      },
      zh: {
        explanation: '在XRechnung中，卖方联系电话为必填项。',
        fix: '请填写用于发票问询的电话号码。',
      },
    },
    'BR-DE-7': {
      de: {
        explanation: 'In einer XRechnung ist die E-Mail-Adresse des Verkäufers Pflicht.',
        fix: 'Geben Sie eine E-Mail-Adresse für Rückfragen zur Rechnung an.',
      },
      en: {
        explanation: 'In an XRechnung the seller’s contact email address is mandatory.',
        fix: 'Give an email address for questions about the invoice.',
      },
      zh: {
        explanation: '在XRechnung中，卖方联系电子邮件为必填项。',
        fix: '请填写用于发票问询的电子邮件地址。',
      },
    },
    'BR-DE-8': {
      de: {
        explanation: 'In einer XRechnung ist der Ort des Käufers Pflicht.',
        fix: 'Geben Sie den Ort in der Anschrift des Käufers an.',
      },
      en: {
        explanation: 'In an XRechnung the buyer’s city is mandatory.',
        fix: 'Give the city in the buyer’s postal address.',
      },
      zh: {
        explanation: '在XRechnung中，买方所在城市为必填项。',
        fix: '请在买方地址中填写城市。',
      },
    },
    'BR-DE-9': {
      de: {
        explanation: 'In einer XRechnung ist die Postleitzahl des Käufers Pflicht.',
        fix: 'Geben Sie die Postleitzahl in der Anschrift des Käufers an.',
      },
      en: {
        explanation: 'In an XRechnung the buyer’s postcode is mandatory.',
        fix: 'Give the postcode in the buyer’s postal address.',
      },
      zh: {
        explanation: '在XRechnung中，买方邮政编码为必填项。',
        fix: '请在买方地址中填写邮政编码。',
      },
    },
    'BR-DE-10': {
      de: {
        explanation: 'Eine Lieferanschrift ist angegeben, aber ohne Ort.',
        fix: 'Ergänzen Sie den Ort der Lieferanschrift.',
      },
      en: {
        explanation: 'A deliver-to address is given but without a city.',
        fix: 'Add the city of the deliver-to address.',
      },
      zh: {
        explanation: '列有交付地址，但缺少城市。',
        fix: '请补充交付地址的城市。',
      },
    },
    'BR-DE-11': {
      de: {
        explanation: 'Eine Lieferanschrift ist angegeben, aber ohne Postleitzahl.',
        fix: 'Ergänzen Sie die Postleitzahl der Lieferanschrift.',
      },
      en: {
        explanation: 'A deliver-to address is given but without a postcode.',
        fix: 'Add the postcode of the deliver-to address.',
      },
      zh: {
        explanation: '列有交付地址，但缺少邮政编码。',
        fix: '请补充交付地址的邮政编码。',
      },
    },
    'BR-DE-14': {
      de: {
        explanation: 'In einer XRechnung muss jede Aufschlüsselung der Umsatzsteuer einen Steuersatz nennen, auch bei steuerfreien Umsätzen (dann 0).',
        fix: 'Geben Sie den Steuersatz in jeder Aufschlüsselung an.',
      },
      en: {
        explanation: 'In an XRechnung every VAT breakdown must state a VAT rate, for exempt supplies too (then 0).',
        fix: 'Give the rate in every VAT breakdown.',
      },
      zh: {
        explanation: '在XRechnung中，每项增值税明细都必须载明税率，免税交易也不例外（此时为0）。',
        fix: '请在每项明细中填写税率。',
      },
    },
    'BR-DE-15': {
      de: {
        explanation: 'Die Käuferreferenz fehlt. Bei Rechnungen an öffentliche Auftraggeber ist das die Leitweg-ID; ohne sie kann die Rechnung nicht zugestellt werden und wird in der Regel zurückgewiesen.',
        fix: 'Tragen Sie die Leitweg-ID ein, die Ihnen der öffentliche Auftraggeber genannt hat; im Geschäft zwischen Unternehmen genügt eine andere Referenz des Käufers, etwa seine Bestellnummer.',
      },
      en: {
        explanation: 'The buyer reference is missing. For invoices to public authorities this is the Leitweg-ID; without it the invoice cannot be routed and is usually rejected.',
        fix: 'Enter the Leitweg-ID the public authority gave you; between businesses another reference of the buyer, such as its order number, will do.',
      },
      zh: {
        explanation: '缺少买方参考号。向公共机构开具发票时，该参考号即Leitweg-ID；缺少它，发票无法送达，通常会被拒收。',
        fix: '请填写公共机构向您提供的Leitweg-ID；企业之间的交易可填写买方的其他参考号，例如其订单号。',
      },
    },
    'BR-DE-16': {
      de: {
        explanation: 'Die Rechnung enthält steuerpflichtige oder steuerbefreite Umsätze, nennt aber weder USt-IdNr. noch Steuernummer des Verkäufers noch einen Steuervertreter. Die Steuernummer oder USt-IdNr. des leistenden Unternehmers ist Pflichtangabe nach § 14 Abs. 4 Satz 1 Nr. 2 UStG.',
        fix: 'Geben Sie die USt-IdNr. oder die Steuernummer des Verkäufers an.',
      },
      en: {
        explanation: 'The invoice contains taxable or exempt supplies but gives neither the seller’s VAT ID nor its tax number nor a tax representative. The supplier’s tax number or VAT ID is a mandatory detail under § 14(4) sentence 1 no. 2 UStG.',
        fix: 'Give the seller’s VAT ID or tax number.',
      },
      zh: {
        explanation: '发票包含应税或免税交易，但既未载明卖方的增值税识别号或税号，也未载明财税代表。供货方的税号或增值税识别号是§ 14 Abs. 4 Satz 1 Nr. 2 UStG规定的法定开票信息。',
        fix: '请填写卖方的增值税识别号或税号。',
      },
    },
    'BR-DE-17': {
      de: {
        explanation: 'Der Code für den Rechnungstyp ist einer, den XRechnung nicht vorsieht.',
        fix: 'Verwenden Sie 380 (Rechnung), 381 (Rechnungskorrektur), 384 (berichtigte Rechnung), 389 (Gutschrift), 326 (Teilrechnung) oder die Codes 875 bis 877 für Bauleistungen.',
      },
      en: {
        explanation: 'The invoice type code is one XRechnung does not provide for.',
        fix: 'Use 380 (invoice), 381 (credit note), 384 (corrected invoice), 389 (self-billed invoice), 326 (partial invoice) or codes 875 to 877 for construction work.',
      },
      zh: {
        explanation: '该发票类型代码不在XRechnung规定的范围内。',
        fix: '请使用380（发票）、381（贷记单）、384（更正发票）、389（由接受方开具的发票）、326（部分发票），或建筑工程适用的875至877。',
      },
    },
    'BR-DE-18': {
      de: {
        explanation: 'Die Skontoangabe in den Zahlungsbedingungen folgt nicht dem Aufbau, den XRechnung vorschreibt, und kann so nicht automatisch verarbeitet werden. Umsatzsteuerlich muss eine im Voraus vereinbarte Entgeltminderung wie Skonto aus der Rechnung erkennbar sein (§ 14 Abs. 4 Satz 1 Nr. 7 UStG); achten Sie darauf, dass die Skontobedingungen auch nach der Korrektur lesbar in den Zahlungsbedingungen stehen.',
        fix: 'Schreiben Sie Skonto je Zeile als #SKONTO#TAGE=14#PROZENT=2.00# (optional mit #BASISBETRAG=…#) und beenden Sie die Zeile mit einem Zeilenumbruch.',
      },
      en: {
        explanation: 'The cash discount in the payment terms does not follow the structure XRechnung prescribes, so it cannot be processed automatically. For VAT, a reduction of the consideration agreed in advance, such as a cash discount, must be apparent from the invoice (§ 14(4) sentence 1 no. 7 UStG); make sure the discount terms remain legible in the payment terms after the correction.',
        fix: 'Write each cash discount line as #SKONTO#TAGE=14#PROZENT=2.00# (optionally with #BASISBETRAG=…#) and end the line with a line break.',
      },
      zh: {
        explanation: '付款条件中的现金折扣信息不符合XRechnung规定的格式，因此无法自动处理。从增值税角度看，事先约定的对价减让（例如现金折扣）必须能从发票中辨识（§ 14 Abs. 4 Satz 1 Nr. 7 UStG）；更正后请确保付款条件中的现金折扣条款仍清晰可读。',
        fix: '请将每条现金折扣写为#SKONTO#TAGE=14#PROZENT=2.00#（可附加#BASISBETRAG=…#），并以换行结束该行。',
      },
    },
    'BR-DE-19': {
      de: {
        explanation: 'Bei einer SEPA-Überweisung ist das Zahlungskonto keine gültige IBAN.',
        fix: 'Prüfen Sie die IBAN (Länge, Prüfziffer) und schreiben Sie sie ohne Leerzeichen.',
      },
      en: {
        explanation: 'For a SEPA credit transfer the payment account is not a valid IBAN.',
        fix: 'Check the IBAN (length, check digits) and write it without spaces.',
      },
      zh: {
        explanation: 'SEPA转账的收款账户不是有效的IBAN。',
        fix: '请检查IBAN（长度、校验位），并以不含空格的形式填写。',
      },
    },
    'BR-DE-20': {
      de: {
        explanation: 'Bei einer SEPA-Lastschrift ist das zu belastende Konto keine gültige IBAN.',
        fix: 'Prüfen Sie die IBAN des Käufers (Länge, Prüfziffer) und schreiben Sie sie ohne Leerzeichen.',
      },
      en: {
        explanation: 'For a SEPA direct debit the debited account is not a valid IBAN.',
        fix: 'Check the buyer’s IBAN (length, check digits) and write it without spaces.',
      },
      zh: {
        explanation: 'SEPA直接借记的扣款账户不是有效的IBAN。',
        fix: '请检查买方的IBAN（长度、校验位），并以不含空格的形式填写。',
      },
    },
    'BR-DE-21': {
      de: {
        explanation: 'Die Spezifikationskennung entspricht nicht der Kennung der XRechnung.',
        fix: 'Verwenden Sie für XRechnung 3.0 genau „urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0“.',
      },
      en: {
        explanation: 'The specification identifier is not the XRechnung identifier.',
        fix: 'For XRechnung 3.0 use exactly “urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0”.',
      },
      zh: {
        explanation: '规范标识符与XRechnung的标识符不符。',
        fix: 'XRechnung 3.0请准确使用“urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0”。',
      },
    },
    'BR-DE-22': {
      de: {
        explanation: 'Zwei angehängte Dokumente haben denselben Dateinamen. Der Rechnungsempfänger kann sie beim Speichern nicht auseinanderhalten.',
        fix: 'Geben Sie jedem Anhang einen eigenen Dateinamen.',
      },
      en: {
        explanation: 'Two attached documents have the same file name. The recipient cannot tell them apart when saving them.',
        fix: 'Give every attachment a file name of its own.',
      },
      zh: {
        explanation: '两个附件的文件名相同，受票方保存时无法区分。',
        fix: '请为每个附件使用不同的文件名。',
      },
    },
    'BR-DE-23-a': {
      de: {
        explanation: 'Die Zahlungsart ist eine Überweisung (30 oder 58), aber die Angaben zur Überweisung fehlen.',
        fix: 'Geben Sie das Konto des Zahlungsempfängers an (IBAN, optional Kontoinhaber und BIC).',
      },
      en: {
        explanation: 'The payment means is a credit transfer (30 or 58), but the credit transfer details are missing.',
        fix: 'Give the payee’s account (IBAN, optionally account name and BIC).',
      },
      zh: {
        explanation: '付款方式为转账（30或58），但缺少转账信息。',
        fix: '请填写收款账户（IBAN，可附账户名称和BIC）。',
      },
    },
    'BR-DE-23-b': {
      de: {
        explanation: 'Die Zahlungsart ist eine Überweisung, die Rechnung enthält aber zusätzlich Karten- oder Lastschriftangaben.',
        fix: 'Entfernen Sie die Angaben, die nicht zur gewählten Zahlungsart gehören, oder geben Sie je Zahlungsart eigene Zahlungsanweisungen an.',
      },
      en: {
        explanation: 'The payment means is a credit transfer, but the invoice also contains card or direct debit details.',
        fix: 'Remove the details that do not belong to the payment means chosen, or give separate payment instructions per payment means.',
      },
      zh: {
        explanation: '付款方式为转账，但发票中还包含银行卡或直接借记信息。',
        fix: '请删除与所选付款方式无关的信息，或为每种付款方式分别提供付款指示。',
      },
    },
    'BR-DE-24-a': {
      de: {
        explanation: 'Die Zahlungsart ist eine Kartenzahlung (48, 54 oder 55), aber die Kartenangaben fehlen.',
        fix: 'Geben Sie die (gekürzte) Kartennummer an.',
      },
      en: {
        explanation: 'The payment means is a card payment (48, 54 or 55), but the card details are missing.',
        fix: 'Give the (shortened) card number.',
      },
      zh: {
        explanation: '付款方式为银行卡支付（48、54或55），但缺少银行卡信息。',
        fix: '请填写（缩略的）卡号。',
      },
    },
    'BR-DE-24-b': {
      de: {
        explanation: 'Die Zahlungsart ist eine Kartenzahlung, die Rechnung enthält aber zusätzlich Überweisungs- oder Lastschriftangaben.',
        fix: 'Entfernen Sie die Angaben, die nicht zur Kartenzahlung gehören.',
      },
      en: {
        explanation: 'The payment means is a card payment, but the invoice also contains credit transfer or direct debit details.',
        fix: 'Remove the details that do not belong to the card payment.',
      },
      zh: {
        explanation: '付款方式为银行卡支付，但发票中还包含转账或直接借记信息。',
        fix: '请删除与银行卡支付无关的信息。',
      },
    },
    'BR-DE-25-a': {
      de: {
        explanation: 'Die Zahlungsart ist eine Lastschrift (59), aber die Lastschriftangaben fehlen.',
        fix: 'Geben Sie Mandatsreferenz, Gläubiger-Identifikationsnummer und das zu belastende Konto an.',
      },
      en: {
        explanation: 'The payment means is a direct debit (59), but the direct debit details are missing.',
        fix: 'Give the mandate reference, the creditor identifier and the account to be debited.',
      },
      zh: {
        explanation: '付款方式为直接借记（59），但缺少直接借记信息。',
        fix: '请填写授权参考号、债权人识别号和扣款账户。',
      },
    },
    'BR-DE-25-b': {
      de: {
        explanation: 'Die Zahlungsart ist eine Lastschrift, die Rechnung enthält aber zusätzlich Überweisungs- oder Kartenangaben.',
        fix: 'Entfernen Sie die Angaben, die nicht zur Lastschrift gehören.',
      },
      en: {
        explanation: 'The payment means is a direct debit, but the invoice also contains credit transfer or card details.',
        fix: 'Remove the details that do not belong to the direct debit.',
      },
      zh: {
        explanation: '付款方式为直接借记，但发票中还包含转账或银行卡信息。',
        fix: '请删除与直接借记无关的信息。',
      },
    },
    'BR-DE-26': {
      de: {
        explanation: 'Der Code 384 kennzeichnet eine berichtigte Rechnung, sie verweist aber auf keine vorausgegangene Rechnung. Eine Berichtigung muss sich nach § 31 Abs. 5 UStDV spezifisch und eindeutig auf die ursprüngliche Rechnung beziehen.',
        fix: 'Geben Sie Nummer und Datum der Rechnung an, die berichtigt wird.',
      },
      en: {
        explanation: 'Code 384 marks a corrected invoice, but it refers to no preceding invoice. Under § 31(5) UStDV a correction must refer specifically and unambiguously to the original invoice.',
        fix: 'Give the number and date of the invoice being corrected.',
      },
      zh: {
        explanation: '代码384表示更正发票，但未引用任何原发票。根据§ 31 Abs. 5 UStDV，更正必须具体、明确地指向原发票。',
        fix: '请填写被更正发票的编号和日期。',
      },
    },
    'BR-DE-27': {
      de: {
        explanation: 'Die Telefonnummer des Verkäufers enthält weniger als drei Ziffern und ist so wohl keine echte Nummer.',
        fix: 'Geben Sie eine vollständige Telefonnummer an, möglichst mit Landesvorwahl.',
      },
      en: {
        explanation: 'The seller’s telephone number has fewer than three digits and so is probably not a real number.',
        fix: 'Give a complete telephone number, preferably with the country code.',
      },
      zh: {
        explanation: '卖方电话号码少于三位数字，很可能不是真实号码。',
        fix: '请填写完整的电话号码，最好包含国家区号。',
      },
    },
    'BR-DE-28': {
      de: {
        explanation: 'Die E-Mail-Adresse des Verkäufers hat keine gültige Form.',
        fix: 'Geben Sie eine E-Mail-Adresse mit genau einem @ und ohne Leerzeichen an, etwa rechnung@beispiel.de.',
      },
      en: {
        explanation: 'The seller’s email address is not well formed.',
        fix: 'Give an email address with exactly one @ and no spaces, e.g. invoices@example.com.',
      },
      zh: {
        explanation: '卖方电子邮件地址格式无效。',
        fix: '请填写仅含一个@且不含空格的电子邮件地址，例如invoices@example.com。',
      },
    },
    'BR-DE-30': {
      de: {
        explanation: 'Eine Lastschrift ist angegeben, aber ohne Gläubiger-Identifikationsnummer.',
        fix: 'Geben Sie die Gläubiger-Identifikationsnummer des Verkäufers an.',
      },
      en: {
        explanation: 'A direct debit is given but without the creditor identifier.',
        fix: 'Give the seller’s creditor identifier.',
      },
      zh: {
        explanation: '列有直接借记，但缺少债权人识别号。',
        fix: '请填写卖方的债权人识别号。',
      },
    },
    'BR-DE-31': {
      de: {
        explanation: 'Eine Lastschrift ist angegeben, aber ohne das zu belastende Konto.',
        fix: 'Geben Sie die IBAN des Käufers an, von der abgebucht wird.',
      },
      en: {
        explanation: 'A direct debit is given but without the account to be debited.',
        fix: 'Give the buyer’s IBAN to be debited.',
      },
      zh: {
        explanation: '列有直接借记，但缺少扣款账户。',
        fix: '请填写将被扣款的买方IBAN。',
      },
    },
    'BR-DE-CVD-01': {
      de: {
        explanation: 'Eine Rechnung nach der Clean Vehicles Directive muss die Vertragsreferenz enthalten.',
        fix: 'Geben Sie die Nummer des öffentlichen Auftrags an, zu dem die Rechnung gehört.',
      },
      en: {
        explanation: 'An invoice under the Clean Vehicles Directive must contain the contract reference.',
        fix: 'Give the number of the public contract the invoice belongs to.',
      },
      zh: {
        explanation: '《清洁车辆指令》项下的发票必须包含合同参考号。',
        fix: '请填写该发票所属公共合同的编号。',
      },
    },
    'BR-DE-CVD-02': {
      de: {
        explanation: 'Eine Rechnung nach der Clean Vehicles Directive muss die Vergabe- oder Losreferenz enthalten.',
        fix: 'Geben Sie die Vergabenummer oder das Los des Auftrags an.',
      },
      en: {
        explanation: 'An invoice under the Clean Vehicles Directive must contain the tender or lot reference.',
        fix: 'Give the tender number or the lot of the contract.',
      },
      zh: {
        explanation: '《清洁车辆指令》项下的发票必须包含招标或标段参考号。',
        fix: '请填写招标编号或合同标段。',
      },
    },
    'BR-DE-CVD-03': {
      de: {
        explanation: 'Eine Rechnung nach der Clean Vehicles Directive braucht mindestens eine Position mit der Fahrzeugkategorie (Klassifizierung „CVD“ und Eigenschaft „cva“).',
        fix: 'Kennzeichnen Sie die Fahrzeugposition mit der Klassifizierung nach dem Schema CVD und der Eigenschaft „cva“.',
      },
      en: {
        explanation: 'An invoice under the Clean Vehicles Directive needs at least one line with the vehicle category (classification “CVD” and attribute “cva”).',
        fix: 'Mark the vehicle line with a classification under the CVD scheme and the attribute “cva”.',
      },
      zh: {
        explanation: '《清洁车辆指令》项下的发票至少需要一个载明车辆类别的行项目（分类“CVD”和属性“cva”）。',
        fix: '请为车辆行项目填写CVD方案下的分类以及属性“cva”。',
      },
    },
    'BR-DE-CVD-04': {
      de: {
        explanation: 'Die Fahrzeugkategorie nach dem Schema CVD ist keine der zulässigen.',
        fix: 'Verwenden Sie eine Fahrzeugkategorie aus der Liste der KoSIT (etwa M1, N1, M3 oder N3).',
      },
      en: {
        explanation: 'The vehicle category under the CVD scheme is not an allowed one.',
        fix: 'Use a vehicle category from KoSIT’s list (e.g. M1, N1, M3 or N3).',
      },
      zh: {
        explanation: 'CVD方案下的车辆类别不在允许范围内。',
        fix: '请使用KoSIT列表中的车辆类别（例如M1、N1、M3或N3）。',
      },
    },
    'BR-DE-CVD-05': {
      de: {
        explanation: 'Der Wert der Eigenschaft „cva“ ist keiner der zulässigen.',
        fix: 'Verwenden Sie einen zulässigen Wert der KoSIT für die Einordnung des Fahrzeugs nach der Clean Vehicles Directive.',
      },
      en: {
        explanation: 'The value of the attribute “cva” is not an allowed one.',
        fix: 'Use a value KoSIT allows for classifying the vehicle under the Clean Vehicles Directive.',
      },
      zh: {
        explanation: '属性“cva”的值不在允许范围内。',
        fix: '请使用KoSIT允许的值，按照《清洁车辆指令》对车辆进行归类。',
      },
    },
    'BR-DE-CVD-06-a': {
      de: {
        explanation: 'Eine Position mit Klassifizierung CVD hat nicht genau eine Eigenschaft „cva“.',
        fix: 'Geben Sie in derselben Position genau eine Eigenschaft „cva“ an.',
      },
      en: {
        explanation: 'A line with a CVD classification does not have exactly one attribute “cva”.',
        fix: 'Give exactly one attribute “cva” in the same line.',
      },
      zh: {
        explanation: '带有CVD分类的行项目并非恰好包含一个属性“cva”。',
        fix: '请在同一行项目中填写恰好一个属性“cva”。',
      },
    },
    'BR-DE-CVD-06-b': {
      de: {
        explanation: 'Eine Position mit der Eigenschaft „cva“ hat nicht genau eine Klassifizierung nach dem Schema CVD.',
        fix: 'Geben Sie in derselben Position genau eine Klassifizierung nach dem Schema CVD an.',
      },
      en: {
        explanation: 'A line with the attribute “cva” does not have exactly one classification under the CVD scheme.',
        fix: 'Give exactly one classification under the CVD scheme in the same line.',
      },
      zh: {
        explanation: '带有属性“cva”的行项目并非恰好包含一个CVD方案下的分类。',
        fix: '请在同一行项目中填写恰好一个CVD方案下的分类。',
      },
    },
    'BR-TMP-CVD-01': {
      de: {
        explanation: 'Das Schema einer Klassifizierungskennung stammt nicht aus der Liste UNTDID 7143.',
        fix: 'Verwenden Sie ein Schema aus UNTDID 7143 (für Fahrzeugkategorien „CVD“).',
      },
      en: {
        explanation: 'The scheme of an item classification identifier is not from the UNTDID 7143 list.',
        fix: 'Use a scheme from UNTDID 7143 (“CVD” for vehicle categories).',
      },
      zh: {
        explanation: '商品分类标识的方案不在UNTDID 7143代码表中。',
        fix: '请使用UNTDID 7143中的方案（车辆类别为“CVD”）。',
      },
    },
    'BR-DE-TMP-32': {
      de: {
        explanation: 'Die Rechnung nennt weder ein Lieferdatum noch einen Rechnungszeitraum noch Zeiträume je Position. Der Zeitpunkt der Lieferung oder Leistung ist Pflichtangabe nach § 14 Abs. 4 Satz 1 Nr. 6 UStG; er darf nur fehlen, wenn er mit dem Rechnungsdatum übereinstimmt und die Rechnung darauf hinweist.',
        fix: 'Geben Sie das Lieferdatum oder den Leistungszeitraum an, oder vermerken Sie, dass Liefer- und Rechnungsdatum übereinstimmen.',
      },
      en: {
        explanation: 'The invoice gives neither a delivery date nor an invoicing period nor periods per line. The time of the supply is a mandatory detail under § 14(4) sentence 1 no. 6 UStG; it may be left out only where it is the invoice date and the invoice says so.',
        fix: 'Give the delivery date or the period of the services, or note that the delivery date is the invoice date.',
      },
      zh: {
        explanation: '发票既未载明交付日期，也未载明开票期间或各行项目期间。供货或提供服务的时间是§ 14 Abs. 4 Satz 1 Nr. 6 UStG规定的法定开票信息；只有当其与开票日期相同且发票对此作出说明时，才可省略。',
        fix: '请填写交付日期或服务期间，或注明交付日期与开票日期相同。',
      },
    },
    'BR-TMP-2': {
      de: {
        explanation: 'Der Speicherort einer externen Unterlage ist keine vollständige Internetadresse.',
        fix: 'Geben Sie eine absolute URL mit Schema an, etwa https://….',
      },
      en: {
        explanation: 'The external document location is not a complete web address.',
        fix: 'Give an absolute URL with its scheme, e.g. https://….',
      },
      zh: {
        explanation: '外部文件位置不是完整的网址。',
        fix: '请填写带协议的绝对URL，例如https://……。',
      },
    },
    'BR-TMP-3': {
      de: {
        explanation: 'Die Basismenge oder ihre Einheit ist bei Brutto- und Nettopreis unterschiedlich angegeben.',
        fix: 'Geben Sie für Brutto- und Nettopreis dieselbe Basismenge und dieselbe Einheit an.',
      },
      en: {
        explanation: 'The base quantity or its unit differs between the gross and the net price.',
        fix: 'Give the same base quantity and unit for the gross and the net price.',
      },
      zh: {
        explanation: '毛单价与净单价的基准数量或其单位不一致。',
        fix: '请为毛单价和净单价填写相同的基准数量和单位。',
      },
    },
    'BR-DEX-01': {
      de: {
        explanation: 'Ein angehängtes Dokument hat einen Dateityp, den XRechnung nicht zulässt; in der Extension ist zusätzlich XML erlaubt.',
        fix: 'Hängen Sie nur zulässige Formate an (PDF, PNG, JPEG, CSV, XLSX, ODS, in der Extension auch XML).',
      },
      en: {
        explanation: 'An attached document has a file type XRechnung does not allow; the extension also allows XML.',
        fix: 'Attach only allowed formats (PDF, PNG, JPEG, CSV, XLSX, ODS, in the extension XML as well).',
      },
      zh: {
        explanation: '某个附件的文件类型不被XRechnung允许；扩展版本另外允许XML。',
        fix: '请仅附加允许的格式（PDF、PNG、JPEG、CSV、XLSX、ODS，扩展版本还允许XML）。',
      },
    },
    'BR-DEX-02': {
      de: {
        explanation: 'Der Nettobetrag einer Position entspricht nicht der Summe ihrer Unterpositionen.',
        fix: 'Gleichen Sie den Betrag der übergeordneten Position an die Summe der Unterpositionen an.',
      },
      en: {
        explanation: 'The net amount of a line does not equal the sum of its sub-lines.',
        fix: 'Make the amount of the parent line equal the sum of its sub-lines.',
      },
      zh: {
        explanation: '某个行项目的净额不等于其子行项目之和。',
        fix: '请使上级行项目的金额与子行项目之和一致。',
      },
    },
    'BR-DEX-03': {
      de: {
        explanation: 'Eine Unterposition hat nicht genau eine Umsatzsteuerinformation.',
        fix: 'Geben Sie jeder Unterposition genau eine Umsatzsteuerkategorie mit Steuersatz.',
      },
      en: {
        explanation: 'A sub-line does not have exactly one VAT information.',
        fix: 'Give every sub-line exactly one VAT category with its rate.',
      },
      zh: {
        explanation: '某个子行项目并非恰好包含一项增值税信息。',
        fix: '请为每个子行项目填写恰好一个增值税类别及税率。',
      },
    },
    'BR-DEX-04': {
      de: {
        explanation: 'Das Schema einer Kennung steht nicht in der Liste ISO 6523 ICD.',
        fix: 'Verwenden Sie einen Code aus ISO 6523 oder lassen Sie das Schema weg.',
      },
      en: {
        explanation: 'The scheme of an identifier is not in the ISO 6523 ICD list.',
        fix: 'Use a code from ISO 6523, or leave the scheme out.',
      },
      zh: {
        explanation: '某个标识的方案不在ISO 6523 ICD代码表中。',
        fix: '请使用ISO 6523中的代码，或删除方案标识。',
      },
    },
    'BR-DEX-05': {
      de: {
        explanation: 'Das Schema einer Kennung steht nicht in der Liste ISO 6523 ICD.',
        fix: 'Verwenden Sie einen Code aus ISO 6523 oder lassen Sie das Schema weg.',
      },
      en: {
        explanation: 'The scheme of an identifier is not in the ISO 6523 ICD list.',
        fix: 'Use a code from ISO 6523, or leave the scheme out.',
      },
      zh: {
        explanation: '某个标识的方案不在ISO 6523 ICD代码表中。',
        fix: '请使用ISO 6523中的代码，或删除方案标识。',
      },
    },
    'BR-DEX-06': {
      de: {
        explanation: 'Das Schema einer Kennung steht nicht in der Liste ISO 6523 ICD.',
        fix: 'Verwenden Sie einen Code aus ISO 6523 oder lassen Sie das Schema weg.',
      },
      en: {
        explanation: 'The scheme of an identifier is not in the ISO 6523 ICD list.',
        fix: 'Use a code from ISO 6523, or leave the scheme out.',
      },
      zh: {
        explanation: '某个标识的方案不在ISO 6523 ICD代码表中。',
        fix: '请使用ISO 6523中的代码，或删除方案标识。',
      },
    },
    'BR-DEX-07': {
      de: {
        explanation: 'Das Schema einer elektronischen Adresse steht nicht in der EAS-Codeliste.',
        fix: 'Verwenden Sie einen EAS-Code, etwa EM für eine E-Mail-Adresse.',
      },
      en: {
        explanation: 'The scheme of an electronic address is not in the EAS code list.',
        fix: 'Use an EAS code, e.g. EM for an email address.',
      },
      zh: {
        explanation: '某个电子地址的方案不在EAS代码表中。',
        fix: '请使用EAS代码，例如EM（电子邮件地址）。',
      },
    },
    'BR-DEX-08': {
      de: {
        explanation: 'Das Schema der Kennung eines Lieferorts steht nicht in der Liste ISO 6523 ICD.',
        fix: 'Verwenden Sie einen Code aus ISO 6523, etwa 0088 für eine GLN.',
      },
      en: {
        explanation: 'The scheme of a delivery location identifier is not in the ISO 6523 ICD list.',
        fix: 'Use a code from ISO 6523, e.g. 0088 for a GLN.',
      },
      zh: {
        explanation: '某个交付地点标识的方案不在ISO 6523 ICD代码表中。',
        fix: '请使用ISO 6523中的代码，例如0088（GLN）。',
      },
    },
    'BR-DEX-09': {
      de: {
        explanation: 'Der fällige Betrag berücksichtigt die Zahlungen Dritter nicht richtig: Bruttobetrag abzüglich gezahlter Beträge zuzüglich Rundung und Zahlungen Dritter.',
        fix: 'Berechnen Sie den fälligen Betrag einschließlich der Zahlungen Dritter neu.',
      },
      en: {
        explanation: 'The amount due does not take third-party payments into account correctly: gross total minus paid amount plus rounding and third-party payments.',
        fix: 'Recompute the amount due including the third-party payments.',
      },
      zh: {
        explanation: '应付金额未正确计入第三方付款：应为含税总额减去已付金额，加上尾差调整金额和第三方付款。',
        fix: '请将第三方付款计算在内，重新计算应付金额。',
      },
    },
    'BR-DEX-10': {
      de: {
        explanation: 'Eine Zahlung Dritter ist angegeben, aber ohne Art der Zahlung.',
        fix: 'Geben Sie die Art der Zahlung des Dritten an.',
      },
      en: {
        explanation: 'A third-party payment is given but without its type.',
        fix: 'Give the type of the third-party payment.',
      },
      zh: {
        explanation: '列有第三方付款，但缺少付款类型。',
        fix: '请填写第三方付款的类型。',
      },
    },
    'BR-DEX-11': {
      de: {
        explanation: 'Eine Zahlung Dritter ist angegeben, aber ohne Betrag.',
        fix: 'Geben Sie den Betrag der Zahlung des Dritten an.',
      },
      en: {
        explanation: 'A third-party payment is given but without its amount.',
        fix: 'Give the amount of the third-party payment.',
      },
      zh: {
        explanation: '列有第三方付款，但缺少金额。',
        fix: '请填写第三方付款的金额。',
      },
    },
    'BR-DEX-12': {
      de: {
        explanation: 'Eine Zahlung Dritter ist angegeben, aber ohne Beschreibung.',
        fix: 'Beschreiben Sie die Zahlung des Dritten.',
      },
      en: {
        explanation: 'A third-party payment is given but without a description.',
        fix: 'Describe the third-party payment.',
      },
      zh: {
        explanation: '列有第三方付款，但缺少说明。',
        fix: '请对第三方付款加以说明。',
      },
    },
    'BR-DEX-13': {
      de: {
        explanation: 'Der Betrag einer Zahlung Dritter hat mehr als zwei Nachkommastellen.',
        fix: 'Runden Sie den Betrag auf zwei Nachkommastellen.',
      },
      en: {
        explanation: 'The amount of a third-party payment has more than two decimals.',
        fix: 'Round the amount to two decimals.',
      },
      zh: {
        explanation: '第三方付款金额的小数位超过两位。',
        fix: '请将金额四舍五入至两位小数。',
      },
    },
    'BR-DEX-14': {
      de: {
        explanation: 'Der Betrag einer Zahlung Dritter steht in einer anderen Währung als die Rechnung.',
        fix: 'Geben Sie den Betrag in der Rechnungswährung an.',
      },
      en: {
        explanation: 'The amount of a third-party payment is in another currency than the invoice.',
        fix: 'Give the amount in the invoice currency.',
      },
      zh: {
        explanation: '第三方付款金额的币种与发票币种不同。',
        fix: '请以发票币种填写该金额。',
      },
    },
    'BR-DEX-15': {
      de: {
        explanation: 'Die CII-Datei scheint Unterpositionen zu verwenden, die XRechnung in CII nicht unterstützt.',
        fix: 'Verwenden Sie für Unterpositionen die UBL-Syntax der XRechnung-Extension oder lösen Sie sie in eigene Positionen auf.',
      },
      en: {
        explanation: 'The CII file seems to use sub-lines, which XRechnung does not support in CII.',
        fix: 'Use the UBL syntax of the XRechnung extension for sub-lines, or turn them into lines of their own.',
      },
      zh: {
        explanation: '该CII文件似乎使用了子行项目，而XRechnung在CII中不支持子行项目。',
        fix: '子行项目请使用XRechnung扩展的UBL语法，或将其拆分为独立的行项目。',
      },
    },
    'PEPPOL-EN16931-R001': {
      de: {
        explanation: "Der Geschäftsprozesstyp fehlt. Peppol BIS Billing verlangt ihn, und XRechnung übernimmt diese Regel, damit der Rechnungsempfänger den Ablauf erkennt.",
        fix: "Geben Sie den Geschäftsprozess an, üblich ist „urn:fdc:peppol.eu:2017:poacc:billing:01:1.0“.",
      },
      en: {
        explanation: "The business process type is missing. Peppol BIS Billing requires it, and XRechnung adopts this rule, so that the recipient can recognise the process.",
        fix: "Give the business process, usually “urn:fdc:peppol.eu:2017:poacc:billing:01:1.0”.",
      },
      zh: {
        explanation: "缺少业务流程类型。Peppol BIS Billing要求填写，XRechnung也沿用这一规则，以便受票方识别业务流程。",
        fix: "请填写业务流程，通常为“urn:fdc:peppol.eu:2017:poacc:billing:01:1.0”。",
      },
    },
    'PEPPOL-EN16931-R005': {
      de: {
        explanation: 'Die Umsatzsteuer-Buchungswährung ist dieselbe wie die Rechnungswährung. Sie ist nur anzugeben, wenn sie sich unterscheidet.',
        fix: 'Lassen Sie die Buchungswährung weg, wenn die Rechnung ohnehin in Euro ausgestellt ist.',
      },
      en: {
        explanation: 'The VAT accounting currency is the same as the invoice currency. It is to be given only where it differs.',
        fix: 'Leave the accounting currency out if the invoice is in euros anyway.',
      },
      zh: {
        explanation: '增值税记账币种与发票币种相同。只有二者不同时才需填写。',
        fix: '如发票本身以欧元开具，请删除记账币种。',
      },
    },
    'PEPPOL-EN16931-R008': {
      de: {
        explanation: 'Die Datei enthält leere Elemente. Ein leeres Element ist mehrdeutig: Der Rechnungsempfänger weiß nicht, ob die Angabe fehlt oder leer sein soll.',
        fix: 'Lassen Sie Elemente ohne Wert ganz weg, statt sie leer zu übermitteln.',
      },
      en: {
        explanation: 'The file contains empty elements. An empty element is ambiguous: the recipient cannot tell whether the detail is missing or meant to be blank.',
        fix: 'Leave elements without a value out altogether instead of sending them empty.',
      },
      zh: {
        explanation: '文件中含有空元素。空元素含义不明：受票方无法判断是信息缺失还是有意留空。',
        fix: '没有值的元素请直接删除，不要以空元素传送。',
      },
    },
    'PEPPOL-EN16931-R010': {
      de: {
        explanation: "Die elektronische Adresse des Käufers fehlt. XRechnung und Peppol BIS Billing verlangen sie, damit die Rechnung elektronisch zugestellt werden kann.",
        fix: "Geben Sie die elektronische Adresse des Käufers an: bei öffentlichen Auftraggebern meist die Leitweg-ID mit Schema 0204, sonst etwa eine E-Mail-Adresse mit Schema EM. Eine Peppol-Rechnung nennt die Peppol-Teilnehmerkennung mit einem Schema aus Peppols Liste (etwa 0088 für eine GLN, 9930 für eine deutsche USt-IdNr.); EM gehört nicht dazu.",
      },
      en: {
        explanation: "The buyer’s electronic address is missing. XRechnung and Peppol BIS Billing require it so that the invoice can be delivered electronically.",
        fix: "Give the buyer’s electronic address: for public authorities usually the Leitweg-ID with scheme 0204, otherwise e.g. an email address with scheme EM. A Peppol invoice gives the Peppol participant identifier with a scheme from Peppol’s list (e.g. 0088 for a GLN, 9930 for a German VAT ID); EM is not on it.",
      },
      zh: {
        explanation: "缺少买方电子地址。XRechnung和Peppol BIS Billing均要求填写，以便发票能够以电子方式送达。",
        fix: "请填写买方电子地址：公共机构通常为带方案0204的Leitweg-ID，其他情况例如带方案EM的电子邮件地址。Peppol发票须填写Peppol参与方标识及Peppol列表中的方案（例如GLN为0088，德国增值税识别号为9930）；EM不在该列表中。",
      },
    },
    'PEPPOL-EN16931-R020': {
      de: {
        explanation: "Die elektronische Adresse des Verkäufers fehlt. XRechnung und Peppol BIS Billing verlangen sie für Rückmeldungen an den Absender.",
        fix: "Geben Sie die elektronische Adresse des Verkäufers an, etwa eine E-Mail-Adresse mit Schema EM; eine Peppol-Rechnung nennt die Peppol-Teilnehmerkennung mit einem Schema aus Peppols Liste, EM gehört nicht dazu.",
      },
      en: {
        explanation: "The seller’s electronic address is missing. XRechnung and Peppol BIS Billing require it for replies to the sender.",
        fix: "Give the seller’s electronic address, e.g. an email address with scheme EM; a Peppol invoice gives the Peppol participant identifier with a scheme from Peppol’s list, which does not include EM.",
      },
      zh: {
        explanation: "缺少卖方电子地址。XRechnung和Peppol BIS Billing均要求填写，以便向发送方回复。",
        fix: "请填写卖方电子地址，例如带方案EM的电子邮件地址；Peppol发票须填写Peppol参与方标识及Peppol列表中的方案，EM不在该列表中。",
      },
    },
    'PEPPOL-EN16931-R040': {
      de: {
        explanation: 'Der Betrag eines Nachlasses oder Zuschlags ist nicht Grundbetrag mal Prozentsatz.',
        fix: 'Berechnen Sie den Betrag als Grundbetrag × Prozentsatz ÷ 100, auf zwei Nachkommastellen gerundet.',
      },
      en: {
        explanation: 'The amount of an allowance or charge is not the base amount times the percentage.',
        fix: 'Compute the amount as base amount × percentage ÷ 100, rounded to two decimals.',
      },
      zh: {
        explanation: '某项折让或附加费用的金额不等于基数乘以比例。',
        fix: '请按基数 × 比例 ÷ 100计算金额，并四舍五入至两位小数。',
      },
    },
    'PEPPOL-EN16931-R041': {
      de: {
        explanation: 'Ein Nachlass oder Zuschlag nennt einen Prozentsatz, aber keinen Grundbetrag.',
        fix: 'Geben Sie den Grundbetrag an, auf den sich der Prozentsatz bezieht.',
      },
      en: {
        explanation: 'An allowance or charge gives a percentage but no base amount.',
        fix: 'Give the base amount the percentage applies to.',
      },
      zh: {
        explanation: '某项折让或附加费用载明了比例，但未载明基数。',
        fix: '请填写该比例所依据的基数。',
      },
    },
    'PEPPOL-EN16931-R042': {
      de: {
        explanation: 'Ein Nachlass oder Zuschlag nennt einen Grundbetrag, aber keinen Prozentsatz.',
        fix: 'Geben Sie den Prozentsatz an oder lassen Sie den Grundbetrag weg.',
      },
      en: {
        explanation: 'An allowance or charge gives a base amount but no percentage.',
        fix: 'Give the percentage, or leave the base amount out.',
      },
      zh: {
        explanation: '某项折让或附加费用载明了基数，但未载明比例。',
        fix: '请填写比例，或删除基数。',
      },
    },
    'PEPPOL-EN16931-R043': {
      de: {
        explanation: 'Die Kennzeichnung als Nachlass oder Zuschlag hat einen anderen Wert als „true“ oder „false“.',
        fix: 'Schreiben Sie „false“ für einen Nachlass und „true“ für einen Zuschlag.',
      },
      en: {
        explanation: 'The allowance/charge indicator has a value other than “true” or “false”.',
        fix: 'Write “false” for an allowance and “true” for a charge.',
      },
      zh: {
        explanation: '折让/附加费用标识的值既不是“true”也不是“false”。',
        fix: '折让请填写“false”，附加费用请填写“true”。',
      },
    },
    'PEPPOL-EN16931-R044': {
      de: {
        explanation: 'Auf Preisebene ist nur ein Nachlass (Rabatt) erlaubt, kein Zuschlag.',
        fix: 'Rechnen Sie einen Preisaufschlag in den Nettopreis ein oder führen Sie ihn als Zuschlag zur Position.',
      },
      en: {
        explanation: 'At price level only an allowance (discount) is allowed, not a charge.',
        fix: 'Include a price surcharge in the net price or show it as an invoice line charge.',
      },
      zh: {
        explanation: '在单价层面只允许折让（折扣），不允许附加费用。',
        fix: '请将加价计入净单价，或将其列为行项目附加费用。',
      },
    },
    'PEPPOL-EN16931-R046': {
      de: {
        explanation: 'Der Nettopreis ist nicht Bruttopreis abzüglich Rabatt.',
        fix: 'Berechnen Sie den Nettopreis als Bruttopreis minus Rabatt auf den Artikelpreis.',
      },
      en: {
        explanation: 'The net price is not the gross price minus the discount.',
        fix: 'Compute the net price as the gross price minus the item price discount.',
      },
      zh: {
        explanation: '净单价不等于毛单价减去折扣。',
        fix: '请按毛单价减去单价折扣计算净单价。',
      },
    },
    'PEPPOL-EN16931-R053': {
      de: {
        explanation: 'Die Datei enthält mehr als eine Umsatzsteuersumme mit Aufschlüsselung.',
        fix: 'Übermitteln Sie genau eine Umsatzsteuersumme mit allen Aufschlüsselungen; eine zweite (ohne Aufschlüsselung) nur für die Buchungswährung.',
      },
      en: {
        explanation: 'The file contains more than one VAT total with a breakdown.',
        fix: 'Send exactly one VAT total with all breakdowns; a second one (without breakdown) only for the accounting currency.',
      },
      zh: {
        explanation: '文件中含有多个附带明细的增值税合计。',
        fix: '请只传送一个包含全部明细的增值税合计；第二个（不含明细）仅用于记账币种。',
      },
    },
    'PEPPOL-EN16931-R054': {
      de: {
        explanation: 'Bei angegebener Buchungswährung fehlt die zweite Umsatzsteuersumme ohne Aufschlüsselung, oder es gibt mehrere.',
        fix: 'Übermitteln Sie genau eine Umsatzsteuersumme in der Buchungswährung, ohne Aufschlüsselung.',
      },
      en: {
        explanation: 'With an accounting currency given, the second VAT total without breakdown is missing, or there are several.',
        fix: 'Send exactly one VAT total in the accounting currency, without breakdown.',
      },
      zh: {
        explanation: '已载明记账币种，但缺少不含明细的第二个增值税合计，或存在多个。',
        fix: '请以记账币种传送恰好一个不含明细的增值税合计。',
      },
    },
    'PEPPOL-EN16931-R055': {
      de: {
        explanation: 'Die Umsatzsteuer in Rechnungs- und in Buchungswährung hat unterschiedliche Vorzeichen.',
        fix: 'Prüfen Sie die Umrechnung; beide Beträge müssen dasselbe Vorzeichen haben.',
      },
      en: {
        explanation: 'The VAT in the invoice currency and in the accounting currency have different signs.',
        fix: 'Check the conversion; both amounts must have the same sign.',
      },
      zh: {
        explanation: '以发票币种和以记账币种表示的增值税符号不同。',
        fix: '请检查换算；两个金额的符号必须相同。',
      },
    },
    'PEPPOL-EN16931-R061': {
      de: {
        explanation: 'Eine Lastschrift ist angegeben, aber ohne Mandatsreferenz.',
        fix: 'Geben Sie die Mandatsreferenz des SEPA-Lastschriftverfahrens an.',
      },
      en: {
        explanation: 'A direct debit is given but without the mandate reference.',
        fix: 'Give the SEPA direct debit mandate reference.',
      },
      zh: {
        explanation: '列有直接借记，但缺少授权参考号。',
        fix: '请填写SEPA直接借记的授权参考号。',
      },
    },
    'PEPPOL-EN16931-R101': {
      de: {
        explanation: 'Ein Dokumentverweis in einer Position darf nur die Objektkennung der Position enthalten.',
        fix: 'Führen Sie andere Dokumente als rechnungsbegründende Unterlagen auf Dokumentebene auf.',
      },
      en: {
        explanation: 'A document reference in a line may only hold the line’s object identifier.',
        fix: 'List other documents as additional supporting documents at document level.',
      },
      zh: {
        explanation: '行项目中的单据引用只能包含该行项目的对象标识。',
        fix: '其他文件请作为单据层面的附加证明文件列出。',
      },
    },
    'PEPPOL-EN16931-R110': {
      de: {
        explanation: 'Der Zeitraum einer Position beginnt vor dem Rechnungszeitraum.',
        fix: 'Legen Sie den Zeitraum der Position in den Rechnungszeitraum oder passen Sie den Rechnungszeitraum an.',
      },
      en: {
        explanation: 'The period of a line starts before the invoicing period.',
        fix: 'Place the line period within the invoicing period, or adjust the invoicing period.',
      },
      zh: {
        explanation: '某个行项目期间的起始日早于开票期间。',
        fix: '请使行项目期间落在开票期间之内，或调整开票期间。',
      },
    },
    'PEPPOL-EN16931-R111': {
      de: {
        explanation: 'Der Zeitraum einer Position endet nach dem Rechnungszeitraum.',
        fix: 'Legen Sie den Zeitraum der Position in den Rechnungszeitraum oder passen Sie den Rechnungszeitraum an.',
      },
      en: {
        explanation: 'The period of a line ends after the invoicing period.',
        fix: 'Place the line period within the invoicing period, or adjust the invoicing period.',
      },
      zh: {
        explanation: '某个行项目期间的截止日晚于开票期间。',
        fix: '请使行项目期间落在开票期间之内，或调整开票期间。',
      },
    },
    'PEPPOL-EN16931-R120': {
      de: {
        explanation: 'Der Nettobetrag einer Position ist nicht Menge mal Preis je Basismenge, zuzüglich der Zuschlagsbeträge und abzüglich der Nachlässe der Position.',
        fix: 'Berechnen Sie den Nettobetrag der Position neu: Menge × (Nettopreis ÷ Basismenge) + Zuschlagsbeträge − Nachlässe, auf zwei Nachkommastellen gerundet.',
      },
      en: {
        explanation: 'The net amount of a line is not quantity times price per base quantity, plus line charges minus line allowances.',
        fix: 'Recompute the line net amount: quantity × (net price ÷ base quantity) + charges − allowances, rounded to two decimals.',
      },
      zh: {
        explanation: '某个行项目的净额不等于数量乘以每基准数量单价，加上行项目附加费用，再减去行项目折让。',
        fix: '请重新计算行项目净额：数量 ×（净单价 ÷ 基准数量）+ 附加费用 − 折让，四舍五入至两位小数。',
      },
    },
    'PEPPOL-EN16931-R121': {
      de: {
        explanation: 'Die Basismenge zum Preis ist nicht größer als null.',
        fix: 'Geben Sie eine positive Basismenge an, in der Regel 1.',
      },
      en: {
        explanation: 'The price base quantity is not greater than zero.',
        fix: 'Give a positive base quantity, usually 1.',
      },
      zh: {
        explanation: '单价基准数量不大于零。',
        fix: '请填写正数的基准数量，通常为1。',
      },
    },
    'PEPPOL-EN16931-R130': {
      de: {
        explanation: 'Die Einheit der Basismenge weicht von der Einheit der Menge ab.',
        fix: 'Verwenden Sie für Basismenge und Menge dieselbe Einheit.',
      },
      en: {
        explanation: 'The unit of the base quantity differs from the unit of the invoiced quantity.',
        fix: 'Use the same unit for the base quantity and the invoiced quantity.',
      },
      zh: {
        explanation: '基准数量的单位与开票数量的单位不同。',
        fix: '请为基准数量和开票数量使用相同的单位。',
      },
    },
    'SITE-XSD': {
      de: {
        explanation: 'Die Datei verstößt gegen das XML-Schema (XSD) ihrer Syntax (UBL 2.1 oder UN/CEFACT CII D16B), etwa durch ein Element an falscher Stelle, ein unbekanntes Element oder einen Wert im falschen Format (ein Datum wie 2024-13-45, ein Betrag mit Dezimalkomma wie 336,90). Das ist ein Formatfehler (BMF-Schreiben vom 15. Oktober 2025, Rn. 6a): Die Datei ist keine E-Rechnung, sondern eine sonstige Rechnung. Die Meldung nennt die Stelle in der Datei.',
        fix: 'Bitten Sie den Rechnungsaussteller um eine neue Rechnung, die dem XML-Schema entspricht. Stellen Sie die Rechnung selbst aus, lassen Sie die Ausgabe Ihrer Rechnungssoftware an der genannten Stelle korrigieren.',
      },
      en: {
        explanation: 'The file breaks the XML schema (XSD) of its syntax (UBL 2.1 or UN/CEFACT CII D16B), for instance with an element in the wrong place, an unknown element or a value in the wrong format (a date such as 2024-13-45, an amount with a decimal comma such as 336,90). This is a format error (BMF letter of 15 October 2025, para. 6a): the file is not an e-invoice but an ‘other invoice’ (sonstige Rechnung). The message names the place in the file.',
        fix: 'Ask the issuer of the invoice for a new invoice that conforms to the XML schema. If you issue the invoice yourself, have the output of your invoicing software corrected at the place named.',
      },
      zh: {
        explanation: '该文件违反其语法（UBL 2.1或UN/CEFACT CII D16B）的XML模式（XSD），例如元素位置错误、出现未知元素，或数值格式错误（如日期2024-13-45、使用小数逗号的金额336,90）。这属于格式错误（德国联邦财政部2025年10月15日通函第6a段）：该文件不构成电子发票，而是其他形式的发票。提示信息指明了文件中的位置。',
        fix: '请开票方重新开具符合XML模式的发票。如由您自己开具发票，请在所指明的位置修正开票软件的输出。',
      },
    },
    'SITE-PROFILE-01': {
      de: {
        explanation: 'Die Datei ist nach dem Profil MINIMUM oder BASIC WL von ZUGFeRD/Factur-X erstellt. Diese Profile enthalten keine Rechnungspositionen und damit im strukturierten Teil nicht alle Pflichtangaben nach § 14 Abs. 4 UStG; die Finanzverwaltung erkennt sie nicht als E-Rechnung an (BMF-Schreiben vom 15. Oktober 2024). Das PDF kann eine sonstige Rechnung sein, wenn es selbst alle Pflichtangaben enthält; die Profile sind nur als Buchungshilfe gedacht.',
        fix: 'Stellen Sie die Rechnung mindestens im Profil EN 16931 (COMFORT) oder als XRechnung aus; für Umsätze, für die noch eine Übergangsregel gilt, genügt bis dahin eine sonstige Rechnung mit Zustimmung des Rechnungsempfängers.',
      },
      en: {
        explanation: 'The file follows the ZUGFeRD/Factur-X profile MINIMUM or BASIC WL. These profiles have no invoice lines, so their structured part does not carry all mandatory details under § 14(4) UStG; the tax authorities do not accept them as e-invoices (BMF letter of 15 October 2024). The PDF can be an ‘other invoice’ (sonstige Rechnung), i.e. not an e-invoice, if it contains all mandatory details itself; the profiles are meant only as a booking aid.',
        fix: 'Issue the invoice in at least the EN 16931 (COMFORT) profile or as XRechnung; for supplies still covered by a transitional rule, an invoice in the category of ‘other invoices’ suffices until then with the consent of the recipient of the invoice.',
      },
      zh: {
        explanation: '该文件采用ZUGFeRD/Factur-X的MINIMUM或BASIC WL级别。这些级别不含发票行项目，因此其结构化部分不包含§ 14 Abs. 4 UStG规定的全部法定开票信息；税务机关不承认其为电子发票（德国联邦财政部2024年10月15日通函）。如果PDF本身载明了全部法定开票信息，则可以构成其他形式的发票；这两种级别仅作为记账辅助之用。',
        fix: '请至少以EN 16931（COMFORT）级别或XRechnung格式开具发票；对于仍适用过渡规则的交易，在此之前经受票方同意，开具其他形式的发票即可。',
      },
    },
    'SITE-PROFILE-02': {
      de: {
        explanation: 'Die Datei nutzt ein Profil mit Erweiterungen über die EN 16931 hinaus (ZUGFeRD/Factur-X EXTENDED oder die Extension der XRechnung). Das ist zulässig. Geprüft wurde EXTENDED mit dem XML-Schema und den Regeln, die FeRD für dieses Profil herausgibt (ZUGFeRD 2.4), die Extension mit den Regeln, die die KoSIT dafür herausgibt. Die zusätzlichen Elemente sind keine Fehler.',
        fix: 'Nichts zu tun, sofern der Rechnungsempfänger das Profil verarbeiten kann. Öffentliche Auftraggeber verlangen meist XRechnung ohne Extension.',
      },
      en: {
        explanation: 'The file uses a profile with extensions beyond EN 16931 (ZUGFeRD/Factur-X EXTENDED or the XRechnung extension). That is allowed. EXTENDED was checked with the XML schema and the rules FeRD publishes for that profile (ZUGFeRD 2.4), the extension with the rules KoSIT publishes for it. The additional elements are not errors.',
        fix: 'Nothing to do as long as the recipient of the invoice can process the profile. Public authorities usually require XRechnung without extension.',
      },
      zh: {
        explanation: '该文件采用了超出EN 16931的扩展级别（ZUGFeRD/Factur-X EXTENDED或XRechnung扩展）。这是允许的。EXTENDED已按FeRD为该级别发布的XML模式和规则（ZUGFeRD 2.4）校验，XRechnung扩展已按KoSIT为其发布的规则校验。附加元素不属于错误。',
        fix: '只要受票方能够处理该级别，则无需采取任何措施。公共机构通常要求使用不带扩展的XRechnung。',
      },
    },
    'SITE-PROFILE-03': {
      de: {
        explanation: 'Die Spezifikationskennung nennt keine Spezifikation, für die es in der Syntax dieser Datei ein offizielles Prüfverfahren gibt. Solche Verfahren gibt es für XRechnung, die EN 16931 und Peppol BIS sowie – nur in der Syntax CII – für die Profile von ZUGFeRD/Factur-X. Beispiele: die Kennung von ZUGFeRD 1.0 in einer Datei nach ZUGFeRD 2 oder die Kennung eines der Profile MINIMUM, BASIC WL, BASIC oder EXTENDED in einer UBL-Datei. Die Kennung des Profils EN 16931 (COMFORT) ist dagegen die der Norm selbst und gilt auch in UBL. Der Validator der KoSIT hat für diese Kennung kein Prüfszenario und weist die Datei zurück; diese Seite hat sie nur nach der EN 16931 geprüft. Umsatzsteuerlich bleibt sie eine E-Rechnung, wenn sie der EN 16931 entspricht; der Rechnungsempfänger kann sie aber meist nicht automatisch verarbeiten.',
        fix: 'Prüfen Sie, ob die Kennung richtig geschrieben ist, und lassen Sie die Rechnungssoftware die Kennung des gewählten Formats setzen; für XRechnung 3.0 lautet sie „urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0“. Soll die Rechnung einem Profil von ZUGFeRD/Factur-X folgen, muss sie in der Syntax CII erstellt werden.',
      },
      en: {
        explanation: 'The specification identifier names no specification for which official validation is available in this file’s syntax. It is available for XRechnung, EN 16931 and Peppol BIS and – in the CII syntax only – for the ZUGFeRD/Factur-X profiles. Examples: the identifier of ZUGFeRD 1.0 in a ZUGFeRD 2 file, or the identifier of one of the profiles MINIMUM, BASIC WL, BASIC or EXTENDED in a UBL file. The identifier of the EN 16931 (COMFORT) profile, by contrast, is that of the standard itself and is valid in UBL too. KoSIT’s validator has no test scenario for this identifier and rejects the file; this page has checked it against EN 16931 only. For VAT purposes it remains an e-invoice if it meets EN 16931, but the recipient usually cannot process it automatically.',
        fix: 'Check that the identifier is spelt correctly and let your invoicing software set the identifier of the chosen format; for XRechnung 3.0 it is “urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0”. If the invoice is to follow a ZUGFeRD/Factur-X profile, it has to be created in the CII syntax.',
      },
      zh: {
        explanation: '规范标识符所指的规范在本文件所用的语法中没有官方校验程序。XRechnung、EN 16931和Peppol BIS均有官方校验程序，ZUGFeRD/Factur-X各级别的官方校验程序则仅适用于CII语法。例如：在ZUGFeRD 2文件中使用了ZUGFeRD 1.0的标识符，或在UBL文件中使用了ZUGFeRD/Factur-X的MINIMUM、BASIC WL、BASIC或EXTENDED级别标识符。EN 16931（COMFORT）级别则不同：其标识符即该标准本身的标识符，在UBL中同样有效。KoSIT校验器没有针对该标识符的校验场景，会拒收该文件；本页仅按照EN 16931对其进行了校验。只要符合EN 16931，它在增值税上仍属于电子发票；但受票方通常无法自动处理。',
        fix: '请检查标识符拼写是否正确，并由开票软件填写所选格式的标识符；XRechnung 3.0的标识符为“urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0”。如发票需采用ZUGFeRD/Factur-X级别，则必须以CII语法生成。',
      },
    },
    'SITE-PROFILE-04': {
      de: {
        explanation: 'Die Spezifikationskennung nennt eine andere Version als XRechnung 3.0 (welche, steht oben beim Profil). Der Validator der KoSIT hat für diese Version kein Prüfszenario und weist die Datei zurück; diese Seite hat sie nur nach der EN 16931 geprüft. Umsatzsteuerlich bleibt sie eine E-Rechnung, wenn sie der EN 16931 entspricht; die Rechnungseingangsplattformen der öffentlichen Verwaltung nehmen nicht mehr gültige Versionen aber in der Regel nicht an.',
        fix: 'Stellen Sie die Rechnung mit aktueller Software als XRechnung 3.0 aus; als Rechnungsempfänger bitten Sie den Aussteller darum.',
      },
      en: {
        explanation: 'The specification identifier names a version other than XRechnung 3.0 (which one is shown above under the profile). KoSIT’s validator has no test scenario for this version and rejects the file; this page has checked it against EN 16931 only. For VAT purposes it remains an e-invoice if it meets EN 16931, but public-sector invoice portals usually reject versions that are no longer valid.',
        fix: 'Issue the invoice as XRechnung 3.0 with current software; as the recipient, ask the issuer to do so.',
      },
      zh: {
        explanation: '规范标识符标明的是XRechnung 3.0以外的版本（具体版本见上方“级别”一栏）。KoSIT校验器没有针对该版本的校验场景，会拒收该文件；本页仅按照EN 16931对其进行了校验。只要符合EN 16931，它在增值税上仍属于电子发票；但公共管理部门的发票接收平台通常不接受已失效的版本。',
        fix: '请使用最新软件以XRechnung 3.0格式开具发票；如您是受票方，请要求开票方照此重新开具。',
      },
    },
    'PEPPOL-EN16931-R002': {
      de: {
        explanation: "Die Rechnung ist als Peppol-BIS-Billing-3.0-Rechnung gekennzeichnet. Peppol erlaubt auf Dokumentebene nur eine Bemerkung zur Rechnung, außer wenn Verkäufer und Käufer beide eine Anschrift in Deutschland haben (Ländercode DE).",
        fix: "Fassen Sie die Bemerkungen zu einer zusammen oder geben Sie Hinweise, die einzelne Positionen betreffen, bei den Rechnungspositionen an.",
      },
      en: {
        explanation: "The invoice identifies itself as a Peppol BIS Billing 3.0 invoice. Peppol allows only one invoice note at document level unless seller and buyer both have an address in Germany (country code DE).",
        fix: "Combine the notes into one, or give remarks on individual lines at the invoice lines.",
      },
      zh: {
        explanation: "该发票标注为Peppol BIS Billing 3.0发票。除非卖方和买方的地址均在德国（国家代码DE），Peppol在单据层面只允许一条发票备注。",
        fix: "请将多条备注合并为一条，或将涉及个别行项目的说明写在相应的发票行项目中。",
      },
    },
    'PEPPOL-EN16931-R003': {
      de: {
        explanation: "Die Rechnung ist als Peppol-BIS-Billing-3.0-Rechnung gekennzeichnet. Peppol verlangt eine Käuferreferenz oder eine Bestellreferenz, damit der Käufer die Rechnung intern zuordnen kann.",
        fix: "Geben Sie die Referenz an, die Ihnen der Käufer genannt hat (Käuferreferenz), oder die Nummer seiner Bestellung (Bestellreferenz).",
      },
      en: {
        explanation: "The invoice identifies itself as a Peppol BIS Billing 3.0 invoice. Peppol requires a buyer reference or a purchase order reference so that the buyer can route the invoice internally.",
        fix: "Give the reference the buyer gave you (buyer reference) or the number of the buyer’s order (purchase order reference).",
      },
      zh: {
        explanation: "该发票标注为Peppol BIS Billing 3.0发票。Peppol要求填写买方参考号或采购订单参考号，以便买方在内部分派该发票。",
        fix: "请填写买方提供给您的参考号（买方参考号）或买方的订单编号（采购订单参考号）。",
      },
    },
    'PEPPOL-EN16931-R004': {
      de: {
        explanation: "Die Rechnung ist als Peppol-BIS-Billing-3.0-Rechnung gekennzeichnet. Die Spezifikationskennung muss dann mit „urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0“ beginnen.",
        fix: "Lassen Sie Ihre Rechnungssoftware die Kennung von Peppol BIS Billing 3.0 unverändert eintragen.",
      },
      en: {
        explanation: "The invoice identifies itself as a Peppol BIS Billing 3.0 invoice. Its specification identifier must then start with “urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0”.",
        fix: "Have your invoicing software enter the Peppol BIS Billing 3.0 identifier unchanged.",
      },
      zh: {
        explanation: "该发票标注为Peppol BIS Billing 3.0发票。其规范标识符必须以“urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0”开头。",
        fix: "请让开票软件原样填写Peppol BIS Billing 3.0的规范标识符。",
      },
    },
    'PEPPOL-EN16931-R006': {
      de: {
        explanation: "Die Rechnung ist als Peppol-BIS-Billing-3.0-Rechnung gekennzeichnet. Peppol erlaubt auf Dokumentebene nur eine Kennung des in Rechnung gestellten Objekts.",
        fix: "Geben Sie auf Dokumentebene nur eine Objektkennung an; weitere Objekte gehören zu den Rechnungspositionen.",
      },
      en: {
        explanation: "The invoice identifies itself as a Peppol BIS Billing 3.0 invoice. Peppol allows only one invoiced object identifier at document level.",
        fix: "Give only one invoiced object identifier at document level; further objects belong to the invoice lines.",
      },
      zh: {
        explanation: "该发票标注为Peppol BIS Billing 3.0发票。Peppol在单据层面只允许一个开票对象标识。",
        fix: "单据层面只填写一个开票对象标识；其他对象请写在相应的发票行项目中。",
      },
    },
    'PEPPOL-EN16931-R007': {
      de: {
        explanation: "Die Rechnung ist als Peppol-BIS-Billing-3.0-Rechnung gekennzeichnet. Die Kennung des Geschäftsprozesses muss dann die Form „urn:fdc:peppol.eu:2017:poacc:billing:NN:1.0“ haben; NN ist die Nummer des Prozesses (meist 01).",
        fix: "Tragen Sie als Geschäftsprozess „urn:fdc:peppol.eu:2017:poacc:billing:01:1.0“ ein, sofern mit dem Käufer nichts anderes vereinbart ist.",
      },
      en: {
        explanation: "The invoice identifies itself as a Peppol BIS Billing 3.0 invoice. The business process identifier must then have the form “urn:fdc:peppol.eu:2017:poacc:billing:NN:1.0”, NN being the process number (usually 01).",
        fix: "Enter “urn:fdc:peppol.eu:2017:poacc:billing:01:1.0” as the business process unless agreed otherwise with the buyer.",
      },
      zh: {
        explanation: "该发票标注为Peppol BIS Billing 3.0发票。其业务流程标识必须采用“urn:fdc:peppol.eu:2017:poacc:billing:NN:1.0”的形式，NN为流程编号（通常为01）。",
        fix: "如与买方无其他约定，请将业务流程填写为“urn:fdc:peppol.eu:2017:poacc:billing:01:1.0”。",
      },
    },
    'PEPPOL-EN16931-R051': {
      de: {
        explanation: "Die Rechnung ist als Peppol-BIS-Billing-3.0-Rechnung gekennzeichnet. Peppol verlangt, dass jeder Betrag in der Rechnungswährung angegeben ist; nur der Gesamtbetrag der Umsatzsteuer in Buchungswährung darf eine andere Währung haben. Hier nennt ein Betrag eine andere Währung als die Rechnung.",
        fix: "Geben Sie bei allen Beträgen die Rechnungswährung an (Attribut currencyID).",
      },
      en: {
        explanation: "The invoice identifies itself as a Peppol BIS Billing 3.0 invoice. Peppol requires every amount to be in the invoice currency; only the invoice total VAT amount in accounting currency may be in another currency. Here an amount names a currency other than the invoice’s.",
        fix: "Give every amount in the invoice currency (attribute currencyID).",
      },
      zh: {
        explanation: "该发票标注为Peppol BIS Billing 3.0发票。Peppol要求所有金额均以发票币种表示，只有以记账币种表示的发票增值税总额可以使用其他币种。此处有金额标明的币种与发票币种不同。",
        fix: "请为所有金额标明发票币种（currencyID属性）。",
      },
    },
    'PEPPOL-EN16931-R080': {
      de: {
        explanation: "Die Rechnung ist als Peppol-BIS-Billing-3.0-Rechnung gekennzeichnet. Eine Rechnungskorrektur (UBL-Dokument CreditNote) darf nach Peppol nur eine Projektreferenz enthalten.",
        fix: "Geben Sie nur eine Projektreferenz an.",
      },
      en: {
        explanation: "The invoice identifies itself as a Peppol BIS Billing 3.0 invoice. Under Peppol a credit note (UBL document CreditNote) may contain only one project reference.",
        fix: "Give only one project reference.",
      },
      zh: {
        explanation: "该发票标注为Peppol BIS Billing 3.0发票。根据Peppol，贷记单（UBL单据CreditNote）只能包含一个项目参考号。",
        fix: "请只填写一个项目参考号。",
      },
    },
    'PEPPOL-EN16931-R100': {
      de: {
        explanation: "Die Rechnung ist als Peppol-BIS-Billing-3.0-Rechnung gekennzeichnet. Peppol erlaubt je Rechnungsposition nur eine Objektkennung.",
        fix: "Geben Sie je Position nur eine Objektkennung an; betrifft eine Lieferung oder Leistung mehrere Objekte, teilen Sie sie auf mehrere Positionen auf.",
      },
      en: {
        explanation: "The invoice identifies itself as a Peppol BIS Billing 3.0 invoice. Peppol allows only one invoice line object identifier per invoice line.",
        fix: "Give only one object identifier per line; where a supply concerns several objects, split it over several lines.",
      },
      zh: {
        explanation: "该发票标注为Peppol BIS Billing 3.0发票。Peppol每个发票行项目只允许一个发票行项目对象标识。",
        fix: "每个行项目只填写一个对象标识；如一项供货或服务涉及多个对象，请拆分为多个行项目。",
      },
    },
    'PEPPOL-EN16931-P0100': {
      de: {
        explanation: "Die Rechnung ist als Peppol-BIS-Billing-3.0-Rechnung gekennzeichnet. Im Prozess 01 lässt Peppol für Rechnungen nur bestimmte Codes für den Rechnungstyp zu; der angegebene gehört nicht dazu.",
        fix: "Verwenden Sie einen Code, den Peppol im Prozess 01 zulässt, für eine gewöhnliche Rechnung 380.",
      },
      en: {
        explanation: "The invoice identifies itself as a Peppol BIS Billing 3.0 invoice. In process 01 Peppol allows only certain invoice type codes for invoices; the one given is not among them.",
        fix: "Use a code Peppol allows in process 01, 380 for an ordinary invoice.",
      },
      zh: {
        explanation: "该发票标注为Peppol BIS Billing 3.0发票。在流程01中，Peppol对发票只允许特定的发票类型代码，所填代码不在其中。",
        fix: "请使用Peppol在流程01中允许的代码，普通发票为380。",
      },
    },
    'PEPPOL-EN16931-P0101': {
      de: {
        explanation: "Die Rechnung ist als Peppol-BIS-Billing-3.0-Rechnung gekennzeichnet. Im Prozess 01 lässt Peppol für Rechnungskorrekturen (UBL-Dokument CreditNote) nur die Codes 381, 396, 81, 83 und 532 zu; der angegebene gehört nicht dazu.",
        fix: "Verwenden Sie für eine gewöhnliche Rechnungskorrektur den Code 381.",
      },
      en: {
        explanation: "The invoice identifies itself as a Peppol BIS Billing 3.0 invoice. In process 01 Peppol allows only the codes 381, 396, 81, 83 and 532 for credit notes (UBL document CreditNote); the one given is not among them.",
        fix: "Use code 381 for an ordinary credit note.",
      },
      zh: {
        explanation: "该发票标注为Peppol BIS Billing 3.0发票。在流程01中，Peppol对贷记单（UBL单据CreditNote）只允许代码381、396、81、83和532，所填代码不在其中。",
        fix: "普通贷记单请使用代码381。",
      },
    },
    'PEPPOL-EN16931-P0112': {
      de: {
        explanation: "Die Rechnung ist als Peppol-BIS-Billing-3.0-Rechnung gekennzeichnet. Die Codes 326 (Teilrechnung) und 384 (berichtigte Rechnung) für den Rechnungstyp lässt Peppol nur zu, wenn Verkäufer und Käufer beide eine Anschrift in Deutschland haben (Ländercode DE).",
        fix: "Verwenden Sie in anderen Fällen einen anderen Code, etwa 380 für eine Rechnung, und geben Sie bei einer Berichtigung die ursprüngliche Rechnung als vorausgegangene Rechnung an.",
      },
      en: {
        explanation: "The invoice identifies itself as a Peppol BIS Billing 3.0 invoice. Peppol allows the invoice type codes 326 (partial invoice) and 384 (corrected invoice) only where seller and buyer both have an address in Germany (country code DE).",
        fix: "In other cases use another code, e.g. 380 for an invoice, and for a correction give the original invoice as the preceding invoice.",
      },
      zh: {
        explanation: "该发票标注为Peppol BIS Billing 3.0发票。只有当卖方和买方的地址均在德国（国家代码DE）时，Peppol才允许发票类型代码326（部分发票）和384（更正发票）。",
        fix: "其他情况下请使用其他代码，例如发票使用380；如为更正，请将原发票填写为前序发票。",
      },
    },
    'PEPPOL-EN16931-F001': {
      de: {
        explanation: "Die Rechnung ist als Peppol-BIS-Billing-3.0-Rechnung gekennzeichnet. Peppol verlangt jedes Datum in der Form JJJJ-MM-TT (z. B. 2026-03-31), als tatsächlich existierenden Kalendertag und ohne Zeitzone.",
        fix: "Schreiben Sie das Datum als JJJJ-MM-TT ohne Uhrzeit und Zeitzonenangabe.",
      },
      en: {
        explanation: "The invoice identifies itself as a Peppol BIS Billing 3.0 invoice. Peppol requires every date in the form YYYY-MM-DD (e.g. 2026-03-31), as a calendar day that exists and without a time zone.",
        fix: "Write the date as YYYY-MM-DD without time or time zone.",
      },
      zh: {
        explanation: "该发票标注为Peppol BIS Billing 3.0发票。Peppol要求所有日期采用YYYY-MM-DD格式（例如2026-03-31），必须是真实存在的日期，且不带时区。",
        fix: "请将日期写成YYYY-MM-DD，不带时间和时区。",
      },
    },
  },
  decimals: {
    de: {
      explanation: 'Der Betrag {terms} hat mehr als zwei Nachkommastellen. EN 16931 lässt bei Beträgen der Rechnung nur zwei zu, damit Summen und Steuer überall gleich gerechnet werden.',
      fix: 'Runden Sie den Betrag kaufmännisch auf zwei Nachkommastellen und rechnen Sie die davon abhängigen Summen neu. Nur Preise und Mengen dürfen mehr Stellen haben.',
    },
    en: {
      explanation: 'The amount {terms} has more than two decimals. EN 16931 allows only two for the invoice’s amounts, so that totals and VAT are computed the same everywhere.',
      fix: 'Round the amount to two decimals and recompute the totals that depend on it. Only prices and quantities may have more digits.',
    },
    zh: {
      explanation: '金额{terms}的小数位超过两位。EN 16931规定发票金额只能保留两位小数，以确保各方计算的合计和税额一致。',
      fix: '请将金额四舍五入至两位小数，并重新计算与之相关的合计。只有单价和数量可以保留更多小数位。',
    },
  },
  vatCategory: {
    breakdownMissing: {
      de: {
        explanation: 'Positionen, Nachlässe oder Zuschlagsposten tragen die Umsatzsteuerkategorie „{category}“, in der Aufschlüsselung der Umsatzsteuer fehlt aber genau ein Eintrag dieser Kategorie. Das Entgelt je Steuersatz oder Steuerbefreiung (§ 14 Abs. 4 Satz 1 Nr. 7 UStG) ist damit nicht ausgewiesen.',
        fix: 'Fügen Sie der Aufschlüsselung einen Eintrag der Kategorie „{category}“ mit zu versteuerndem Betrag und Steuerbetrag hinzu, einen je Steuersatz.',
      },
      en: {
        explanation: 'Lines, allowances or charges carry the VAT category “{category}”, but the VAT breakdown lacks exactly one entry of that category. The consideration per rate or exemption (§ 14(4) sentence 1 no. 7 UStG) is therefore not shown.',
        fix: 'Add an entry of category “{category}” to the VAT breakdown with the taxable amount and the tax amount, one per VAT rate.',
      },
      zh: {
        explanation: '行项目、折让或附加费用的增值税类别为“{category}”，但增值税明细中缺少恰好一条该类别的记录。因此，未按税率或免税项目分列对价（§ 14 Abs. 4 Satz 1 Nr. 7 UStG）。',
        fix: '请在增值税明细中添加一条类别为“{category}”的记录，载明计税金额和税额，每个税率一条。',
      },
    },
    sellerIdMissing: {
      de: {
        explanation: 'Bei Umsätzen der Kategorie „{category}“ muss die Rechnung die USt-IdNr. oder die Steuernummer des Verkäufers (oder seinen Steuervertreter) nennen. Das ist Pflichtangabe nach § 14 Abs. 4 Satz 1 Nr. 2 UStG.',
        fix: 'Geben Sie die USt-IdNr. des Verkäufers an, ersatzweise seine Steuernummer.',
      },
      en: {
        explanation: 'For supplies of category “{category}” the invoice must give the seller’s VAT ID or tax number (or its tax representative). This is a mandatory detail under § 14(4) sentence 1 no. 2 UStG.',
        fix: 'Give the seller’s VAT ID, or failing that its tax number.',
      },
      zh: {
        explanation: '对于类别为“{category}”的交易，发票必须载明卖方的增值税识别号或税号（或其财税代表）。这是§ 14 Abs. 4 Satz 1 Nr. 2 UStG规定的法定开票信息。',
        fix: '请填写卖方的增值税识别号，如无则填写其税号。',
      },
    },
    sellerAndBuyerIdMissing: {
      de: {
        explanation: 'Bei Umsätzen der Kategorie „{category}“ muss die Rechnung die USt-IdNr. des Verkäufers (oder seines Steuervertreters) und die USt-IdNr. des Käufers nennen. Bei innergemeinschaftlichen Lieferungen (§ 14a Abs. 3 UStG) und bei sonstigen Leistungen, für die der Leistungsempfänger in einem anderen Mitgliedstaat die Steuer schuldet (§ 14a Abs. 1 UStG), verlangt das Gesetz die USt-IdNr. beider Seiten; fehlt bei einer innergemeinschaftlichen Lieferung die des Käufers, ist zudem die Steuerbefreiung gefährdet (§ 6a UStG).',
        fix: 'Geben Sie die USt-IdNr. des Verkäufers und die des Käufers an und prüfen Sie die des Käufers vorher, etwa mit dem USt-IdNr.-Prüfer.',
      },
      en: {
        explanation: 'For supplies of category “{category}” the invoice must give the VAT ID of the seller (or of its tax representative) and the VAT ID of the buyer. For intra-Community supplies (§ 14a(3) UStG) and for services on which the recipient owes the VAT in another member state (§ 14a(1) UStG) the law requires the VAT IDs of both sides; for an intra-Community supply without the buyer’s the exemption is moreover at risk (§ 6a UStG).',
        fix: 'Give the seller’s and the buyer’s VAT IDs, and check the buyer’s beforehand, e.g. with the VAT ID validator.',
      },
      zh: {
        explanation: '对于类别为“{category}”的交易，发票必须载明卖方（或其财税代表）的增值税识别号以及买方的增值税识别号。对于欧盟内部供货（§ 14a Abs. 3 UStG）以及由接受方在另一成员国承担纳税义务的服务（§ 14a Abs. 1 UStG），法律要求载明双方的增值税识别号；欧盟内部供货缺少买方的增值税识别号的，免税待遇也可能受到影响（§ 6a UStG）。',
        fix: '请填写卖方和买方的增值税识别号，并事先核验买方的增值税识别号，例如使用增值税识别号查询工具。',
      },
    },
    reverseChargeIdMissing: {
      de: {
        explanation: 'Bei Umsätzen der Kategorie „{category}“ verlangt die EN 16931 eine Steuerkennung des Verkäufers (USt-IdNr., Steuernummer oder Steuervertreter) und eine Kennung des Käufers (USt-IdNr. oder Registernummer). Umsatzsteuerlich gilt: Bei sonstigen Leistungen an Unternehmer in einem anderen Mitgliedstaat, für die der Leistungsempfänger dort die Steuer schuldet, muss die Rechnung die USt-IdNrn. beider Seiten enthalten (§ 14a Abs. 1 UStG); in den Inlandsfällen des § 13b UStG genügt die Steuernummer des leistenden Unternehmers, eine USt-IdNr. des Leistungsempfängers ist nicht vorgeschrieben (§ 14a Abs. 5 UStG).',
        fix: 'Ergänzen Sie die fehlende Kennung: beim Verkäufer USt-IdNr. oder Steuernummer, beim Käufer seine USt-IdNr. (bei grenzüberschreitenden Leistungen zwingend) oder seine Registernummer.',
      },
      en: {
        explanation: 'For supplies of category “{category}” EN 16931 requires a tax identifier of the seller (VAT ID, tax number or tax representative) and an identifier of the buyer (VAT ID or legal registration identifier). For VAT: for services to a business in another member state where the recipient owes the VAT there, the invoice must show both parties’ VAT IDs (§ 14a(1) UStG); in domestic reverse charge cases under § 13b UStG the supplier’s tax number suffices and the recipient’s VAT ID is not required (§ 14a(5) UStG).',
        fix: 'Add the missing identifier: for the seller its VAT ID or tax number, for the buyer its VAT ID (mandatory for cross-border services) or its legal registration identifier.',
      },
      zh: {
        explanation: '对于类别为“{category}”的交易，EN 16931要求载明卖方的税务标识（增值税识别号、税号或财税代表）以及买方的标识（增值税识别号或法定注册标识）。增值税方面：向另一成员国企业提供、由接受方在该国承担纳税义务的服务，发票必须载明双方的增值税识别号（§ 14a Abs. 1 UStG）；在德国境内适用§ 13b UStG的反向征收情形下，供货方的税号即可，无须载明接受方的增值税识别号（§ 14a Abs. 5 UStG）。',
        fix: '请补充缺失的标识：卖方填写增值税识别号或税号，买方填写其增值税识别号（跨境服务必须填写）或法定注册标识。',
      },
    },
    sellerIdPresent: {
      de: {
        explanation: 'Die Rechnung enthält Umsätze der Kategorie „{category}“ (nicht steuerbar), nennt aber eine USt-IdNr. des Verkäufers, seines Steuervertreters oder des Käufers. EN 16931 lässt diese Angaben bei nicht steuerbaren Umsätzen nicht zu. Bei sonstigen Leistungen an Unternehmer in einem anderen Mitgliedstaat, für die der Leistungsempfänger dort die Steuer schuldet (§ 3a Abs. 2 UStG), ist nicht O, sondern AE die zutreffende Kategorie.',
        fix: 'Prüfen Sie zuerst die Kategorie: Für Leistungen, bei denen der Leistungsempfänger in einem anderen Mitgliedstaat die Steuer schuldet, wählen Sie AE; die Rechnung muss dann beide USt-IdNrn. und den Hinweis „Steuerschuldnerschaft des Leistungsempfängers“ enthalten (§ 14a Abs. 1 UStG). Nur wenn der Umsatz tatsächlich in keinem Mitgliedstaat der Mehrwertsteuer unterliegt, lassen Sie bei Kategorie O die USt-IdNrn. weg; die Steuernummer darf stehen bleiben.',
      },
      en: {
        explanation: 'The invoice contains supplies of category “{category}” (not subject to VAT) but gives a VAT ID of the seller, of its tax representative or of the buyer. EN 16931 does not allow these details for supplies not subject to VAT. For services to a business in another member state where the recipient owes the VAT there (§ 3a(2) UStG), the right category is not O but AE.',
        fix: 'Check the category first: for services where the recipient owes the VAT in another member state choose AE; the invoice must then show both VAT IDs and the note ‘Steuerschuldnerschaft des Leistungsempfängers’ (reverse charge) (§ 14a(1) UStG). Only where the supply is truly outside the scope of VAT in every member state, leave out the VAT IDs under category O; the tax number may stay.',
      },
      zh: {
        explanation: '发票包含类别为“{category}”（不征税）的交易，却载明了卖方、其财税代表或买方的增值税识别号。EN 16931不允许不征税交易载明这些信息。向另一成员国企业提供、由接受方在该国承担纳税义务的服务（§ 3a Abs. 2 UStG），适用的类别不是O，而是AE。',
        fix: '请先核实类别：对于由接受方在另一成员国承担纳税义务的服务，请选择AE；此时发票必须载明双方的增值税识别号以及“Steuerschuldnerschaft des Leistungsempfängers”（反向征收）的提示（§ 14a Abs. 1 UStG）。只有当该交易在任何成员国均确实不征增值税时，才在类别O下删除增值税识别号；税号可以保留。',
      },
    },
    rateNotZero: {
      de: {
        explanation: 'Bei der Kategorie „{category}“ muss der Steuersatz 0 sein, weil keine Steuer ausgewiesen wird. Ein anderer Steuersatz widerspricht der Kategorie (§ 14 Abs. 4 Satz 1 Nr. 8 UStG).',
        fix: 'Setzen Sie den Steuersatz auf 0 oder wählen Sie die zutreffende Kategorie, etwa S für einen steuerpflichtigen Umsatz.',
      },
      en: {
        explanation: 'With category “{category}” the VAT rate must be 0, because no VAT is charged. Another rate contradicts the category (§ 14(4) sentence 1 no. 8 UStG).',
        fix: 'Set the rate to 0, or choose the category that applies, e.g. S for a taxable supply.',
      },
      zh: {
        explanation: '类别为“{category}”时，税率必须为0，因为不开具税额。其他税率与该类别相矛盾（§ 14 Abs. 4 Satz 1 Nr. 8 UStG）。',
        fix: '请将税率设为0，或选择适用的类别，例如应税交易用S。',
      },
    },
    rateNotPositive: {
      de: {
        explanation: 'Bei der Kategorie „{category}“ muss der Steuersatz größer als 0 sein. In Deutschland ist das der Regelsatz oder der ermäßigte Steuersatz; ein Steuersatz von 0 gehört zu einer anderen Kategorie.',
        fix: 'Geben Sie den zutreffenden Steuersatz an oder wählen Sie für steuerfreie Umsätze die Kategorie E, für Reverse-Charge AE.',
      },
      en: {
        explanation: 'With category “{category}” the VAT rate must be greater than 0. In Germany that is the standard rate or the reduced rate; a rate of 0 belongs to another category.',
        fix: 'Give the rate that applies, or choose category E for exempt supplies and AE for reverse charge.',
      },
      zh: {
        explanation: '类别为“{category}”时，税率必须大于0。在德国即标准税率或优惠税率；税率为0的交易属于其他类别。',
        fix: '请填写适用的税率，或对免税交易选择类别E、对反向征收选择类别AE。',
      },
    },
    rateNegative: {
      de: {
        explanation: 'Bei der Kategorie „{category}“ darf der Steuersatz nicht negativ sein.',
        fix: 'Geben Sie den Steuersatz als 0 oder als positive Zahl an.',
      },
      en: {
        explanation: 'With category “{category}” the VAT rate must not be negative.',
        fix: 'Give the rate as 0 or as a positive number.',
      },
      zh: {
        explanation: '类别为“{category}”时，税率不得为负数。',
        fix: '请将税率填写为0或正数。',
      },
    },
    ratePresent: {
      de: {
        explanation: 'Bei der Kategorie „{category}“ (nicht steuerbar) darf kein Steuersatz angegeben sein, denn der Umsatz unterliegt nicht der Umsatzsteuer.',
        fix: 'Entfernen Sie den Steuersatz oder wählen Sie die zutreffende Kategorie.',
      },
      en: {
        explanation: 'With category “{category}” (not subject to VAT) no VAT rate may be given, because the supply is not subject to VAT.',
        fix: 'Remove the rate, or choose the category that applies.',
      },
      zh: {
        explanation: '类别为“{category}”（不征税）时不得填写税率，因为该交易不属于增值税征税范围。',
        fix: '请删除税率，或选择适用的类别。',
      },
    },
    taxableAmount: {
      de: {
        explanation: 'Der zu versteuernde Betrag der Kategorie „{category}“ in der Aufschlüsselung stimmt nicht mit der Summe der Positionen abzüglich der Nachlass- und zuzüglich der Zuschlagsbeträge dieser Kategorie (und dieses Steuersatzes) überein. Das Entgelt je Steuersatz (§ 14 Abs. 4 Satz 1 Nr. 7 UStG) ist damit widersprüchlich.',
        fix: 'Bilden Sie den Betrag je Kategorie und Steuersatz exakt aus den zugehörigen Nettobeträgen; der nachgerechnete Wert steht in der Aufschlüsselung oben.',
      },
      en: {
        explanation: 'The taxable amount of category “{category}” in the breakdown does not equal the sum of the lines minus the allowances plus the charges of that category (and rate). The consideration per rate (§ 14(4) sentence 1 no. 7 UStG) is then contradictory.',
        fix: 'Compute the amount per category and rate exactly from the net amounts belonging to it; the recomputed figure is shown in the breakdown.',
      },
      zh: {
        explanation: '明细中类别“{category}”的计税金额，不等于该类别（及税率）下行项目合计减去折让、再加上附加费用的结果。这样，按税率分列的对价（§ 14 Abs. 4 Satz 1 Nr. 7 UStG）就前后矛盾。',
        fix: '请按类别和税率，以相应净额精确计算金额；重新计算的数值见明细部分。',
      },
    },
    taxAmountNotZero: {
      de: {
        explanation: 'Bei der Kategorie „{category}“ muss der Steuerbetrag 0 sein. Weist die Rechnung dennoch Steuer aus, wird diese nach § 14c UStG geschuldet.',
        fix: 'Setzen Sie den Steuerbetrag dieser Kategorie auf 0 oder wählen Sie die zutreffende Kategorie.',
      },
      en: {
        explanation: 'With category “{category}” the tax amount must be 0. If the invoice shows VAT nevertheless, that VAT is owed under § 14c UStG.',
        fix: 'Set the tax amount of this category to 0, or choose the category that applies.',
      },
      zh: {
        explanation: '类别为“{category}”时，税额必须为0。如果发票仍开具了税额，该税额依据§ 14c UStG须予缴纳。',
        fix: '请将该类别的税额设为0，或选择适用的类别。',
      },
    },
    taxAmountWrong: {
      de: {
        explanation: 'Der Steuerbetrag der Kategorie „{category}“ ist nicht der zu versteuernde Betrag mal Steuersatz, auf zwei Nachkommastellen gerundet. Der Steuerbetrag ist Pflichtangabe nach § 14 Abs. 4 Satz 1 Nr. 8 UStG; ein zu hoher Ausweis wird nach § 14c UStG geschuldet.',
        fix: 'Berechnen Sie die Steuer je Kategorie und Steuersatz aus dem zu versteuernden Betrag neu.',
      },
      en: {
        explanation: 'The tax amount of category “{category}” is not the taxable amount times the rate, rounded to two decimals. The VAT amount is a mandatory detail under § 14(4) sentence 1 no. 8 UStG; VAT shown too high is owed under § 14c UStG.',
        fix: 'Recompute the VAT per category and rate from the taxable amount.',
      },
      zh: {
        explanation: '类别“{category}”的税额不等于计税金额乘以税率（四舍五入至两位小数）。税额是§ 14 Abs. 4 Satz 1 Nr. 8 UStG规定的法定开票信息；多开的税额依据§ 14c UStG仍须缴纳。',
        fix: '请按类别和税率，根据计税金额重新计算税额。',
      },
    },
    exemptionMissing: {
      de: {
        explanation: 'Bei der Kategorie „{category}“ muss die Aufschlüsselung den Grund nennen, warum keine Steuer ausgewiesen wird. Das verlangt § 14 Abs. 4 Satz 1 Nr. 8 UStG (Hinweis auf die Steuerbefreiung), bei Reverse-Charge § 14a Abs. 1 oder 5 UStG („Steuerschuldnerschaft des Leistungsempfängers“).',
        fix: 'Geben Sie den Grund als Text an, etwa „Steuerschuldnerschaft des Leistungsempfängers“ oder „Steuerfreie innergemeinschaftliche Lieferung“, oder als VATEX-Code.',
      },
      en: {
        explanation: 'With category “{category}” the breakdown must give the reason why no VAT is charged. § 14(4) sentence 1 no. 8 UStG requires this (a reference to the exemption), for reverse charge § 14a(1) or (5) UStG (“Steuerschuldnerschaft des Leistungsempfängers”).',
        fix: 'Give the reason as text, e.g. “Steuerschuldnerschaft des Leistungsempfängers” (reverse charge) or “Steuerfreie innergemeinschaftliche Lieferung” (exempt intra-Community supply), or as a VATEX code.',
      },
      zh: {
        explanation: '类别为“{category}”时，明细中必须说明不开具税额的原因。这是§ 14 Abs. 4 Satz 1 Nr. 8 UStG（免税说明）的要求，反向征收则适用§ 14a Abs. 1或5 UStG（注明“Steuerschuldnerschaft des Leistungsempfängers”）。',
        fix: '请以文字说明原因，例如“Steuerschuldnerschaft des Leistungsempfängers”（反向征收）或“Steuerfreie innergemeinschaftliche Lieferung”（免税的欧盟内部供货），或填写VATEX代码。',
      },
    },
    outOfScopeReasonMissing: {
      de: {
        explanation: 'Bei der Kategorie „{category}“ verlangt die EN 16931 einen Grund (Text oder VATEX-Code), warum keine Steuer ausgewiesen wird. Das UStG schreibt für nicht steuerbare Umsätze keinen solchen Hinweis vor; er hilft dem Rechnungsempfänger aber, die Rechnung richtig zu verbuchen.',
        fix: 'Geben Sie den Grund als Text an, etwa „Nicht im Inland steuerbar“, oder den VATEX-Code VATEX-EU-O.',
      },
      en: {
        explanation: 'With category “{category}” EN 16931 requires a reason (text or VATEX code) why no VAT is charged. The UStG requires no such note for supplies outside the scope of VAT, but it helps the recipient of the invoice book it correctly.',
        fix: 'Give the reason as text, e.g. “Nicht im Inland steuerbar” (not taxable in Germany), or the VATEX code VATEX-EU-O.',
      },
      zh: {
        explanation: '类别为“{category}”时，EN 16931要求说明不开具税额的原因（文字或VATEX代码）。《德国增值税法》并未要求不征税交易载明此类说明，但该说明有助于受票方正确入账。',
        fix: '请以文字说明原因，例如“Nicht im Inland steuerbar”（在德国境内不征税），或填写VATEX代码VATEX-EU-O。',
      },
    },
    exemptionPresent: {
      de: {
        explanation: 'Bei der Kategorie „{category}“ darf die Aufschlüsselung keinen Grund für eine Steuerbefreiung nennen; ein solcher Hinweis widerspricht dem Steuerausweis.',
        fix: 'Entfernen Sie Grund und Code der Steuerbefreiung oder wählen Sie die zutreffende Kategorie, etwa E für einen steuerfreien Umsatz.',
      },
      en: {
        explanation: 'With category “{category}” the breakdown must not give a reason for an exemption; such a note contradicts the VAT charged.',
        fix: 'Remove the exemption reason and code, or choose the category that applies, e.g. E for an exempt supply.',
      },
      zh: {
        explanation: '类别为“{category}”时，明细中不得载明免税原因；此类说明与所开具的税额相矛盾。',
        fix: '请删除免税原因及代码，或选择适用的类别，例如免税交易用E。',
      },
    },
  },
  syntax: {
    'UBL-CR': {
      de: {
        explanation: 'Die Datei enthält das UBL-Element {element}, das die EN 16931 nicht verwendet. UBL kennt viel mehr Elemente als die Norm; der Rechnungsempfänger darf sie ignorieren, Angaben darin gehen also verloren.',
        fix: 'Übertragen Sie die Angabe in das Feld der Norm, das dafür vorgesehen ist, oder lassen Sie das Element weg.',
      },
      en: {
        explanation: 'The file contains the UBL element {element}, which EN 16931 does not use. UBL has far more elements than the standard; the recipient may ignore them, so anything in them is lost.',
        fix: 'Move the detail into the field of the standard meant for it, or leave the element out.',
      },
      zh: {
        explanation: '文件中包含EN 16931未使用的UBL元素{element}。UBL的元素远多于该标准；受票方可以忽略这些元素，因此其中的信息会丢失。',
        fix: '请将该信息移至标准中相应的字段，或删除该元素。',
      },
    },
    'UBL-SR': {
      de: {
        explanation: 'Das UBL-Element {element} kommt öfter vor oder ist anders aufgebaut, als die EN 16931 es zulässt. Der Rechnungsempfänger kann die Angabe dann nicht eindeutig lesen.',
        fix: 'Übermitteln Sie das Element nur so oft und so aufgebaut, wie die Norm es vorsieht; führen Sie mehrere Angaben gegebenenfalls in einem Feld zusammen.',
      },
      en: {
        explanation: 'The UBL element {element} occurs more often, or is built differently, than EN 16931 allows. The recipient cannot then read the detail unambiguously.',
        fix: 'Send the element only as often and as built as the standard provides; combine several details into one field where needed.',
      },
      zh: {
        explanation: 'UBL元素{element}出现的次数或其结构超出了EN 16931的允许范围，受票方因此无法明确读取该信息。',
        fix: '请按照标准规定的次数和结构传送该元素；必要时将多项信息合并到一个字段中。',
      },
    },
    'UBL-DT': {
      de: {
        explanation: 'Das UBL-Element {element} verwendet ein Attribut oder einen Datentyp, den die EN 16931 nicht vorsieht, etwa eine Angabe zur Codeliste, die die Norm nicht kennt.',
        fix: 'Entfernen Sie das nicht vorgesehene Attribut oder schreiben Sie den Wert im Datentyp der Norm.',
      },
      en: {
        explanation: 'The UBL element {element} uses an attribute or data type EN 16931 does not provide for, e.g. a code list detail the standard does not know.',
        fix: 'Remove the attribute not provided for, or write the value in the standard’s data type.',
      },
      zh: {
        explanation: 'UBL元素{element}使用了EN 16931未规定的属性或数据类型，例如该标准不认可的代码表信息。',
        fix: '请删除未规定的属性，或按标准的数据类型填写该值。',
      },
    },
    'CII-SR': {
      de: {
        explanation: 'Die Datei enthält das CII-Element {element} an einer Stelle oder so oft, wie die EN 16931 es nicht vorsieht. CII kennt viel mehr Elemente als die Norm; der Rechnungsempfänger darf solche ignorieren, Angaben darin gehen also verloren.',
        fix: 'Übertragen Sie die Angabe in das Feld der Norm, das dafür vorgesehen ist, oder lassen Sie das Element weg.',
      },
      en: {
        explanation: 'The file contains the CII element {element} in a place or as often as EN 16931 does not provide for. CII has far more elements than the standard; the recipient may ignore them, so anything in them is lost.',
        fix: 'Move the detail into the field of the standard meant for it, or leave the element out.',
      },
      zh: {
        explanation: '文件中的CII元素{element}出现的位置或次数不符合EN 16931的规定。CII的元素远多于该标准；受票方可以忽略这些元素，因此其中的信息会丢失。',
        fix: '请将该信息移至标准中相应的字段，或删除该元素。',
      },
    },
    'CII-DT': {
      de: {
        explanation: 'Das CII-Element {element} verwendet ein Attribut oder einen Datentyp, den die EN 16931 nicht vorsieht, etwa ein Datumsformat außer 102 (JJJJMMTT).',
        fix: 'Entfernen Sie das nicht vorgesehene Attribut oder schreiben Sie den Wert im Datentyp der Norm, Datumsangaben im Format 102.',
      },
      en: {
        explanation: 'The CII element {element} uses an attribute or data type EN 16931 does not provide for, e.g. a date format other than 102 (YYYYMMDD).',
        fix: 'Remove the attribute not provided for, or write the value in the standard’s data type, dates in format 102.',
      },
      zh: {
        explanation: 'CII元素{element}使用了EN 16931未规定的属性或数据类型，例如102（YYYYMMDD）以外的日期格式。',
        fix: '请删除未规定的属性，或按标准的数据类型填写该值，日期采用102格式。',
      },
    },
  },
  peppol: {
    national: {
        de: {
          explanation: "Die Rechnung ist als Peppol-BIS-Billing-3.0-Rechnung gekennzeichnet. Für Verkäufer aus {country} (bei manchen Regeln nur, wenn auch der Käufer von dort ist) prüft Peppol zusätzliche nationale Regeln. Eine davon ist verletzt; was sie verlangt, steht im offiziellen Wortlaut. Die Regel ist eine Vorgabe von Peppol und diesem Land für den Austausch über das Peppol-Netz; ob die Rechnung damit auch nach dem UStG unvollständig ist, zeigt die Einordnung des Befunds.",
          fix: "Ergänzen oder berichtigen Sie die Angabe, die der offizielle Wortlaut nennt, und erzeugen Sie die Datei neu. Ist der Verkäufer nicht in {country} ansässig, prüfen Sie den Ländercode der Anschrift und das Präfix der USt-IdNr., denn danach wählt Peppol die nationalen Regeln.",
        },
        en: {
          explanation: "The invoice identifies itself as a Peppol BIS Billing 3.0 invoice. For sellers from {country} (for some rules only where the buyer is from there too) Peppol checks additional national rules. One of them is broken; the official wording says what it requires. The rule is set by Peppol and that country for exchange over the Peppol network; whether the invoice is thereby also incomplete under the UStG is shown by the finding’s class.",
          fix: "Add or correct the detail the official wording names and generate the file again. If the seller is not established in {country}, check the country code of the address and the prefix of the VAT ID, since Peppol chooses the national rules by them.",
        },
        zh: {
          explanation: "该发票标注为Peppol BIS Billing 3.0发票。对于来自{country}的卖方（部分规则仅在买方也来自该国时适用），Peppol会检查额外的国家规则。此处违反了其中一条，具体要求见官方原文。该规则是Peppol及该国为通过Peppol网络交换发票而设定的；发票是否因此在UStG意义上也不完整，请看该问题的分类。",
          fix: "请补充或更正官方原文所指的信息，并重新生成文件。如卖方并非设立于{country}，请检查地址中的国家代码和增值税识别号的前缀，因为Peppol据此选择国家规则。",
        },
    },
    identifier: {
        de: {
          explanation: "Die Kennung im Element {element} hat nicht das Format oder die Prüfziffer, die das Register ihres Schemas (Attribut schemeID) vorsieht, etwa bei GLN (0088), schwedischer (0007), norwegischer (0192) oder belgischer (0208) Unternehmensnummer oder australischer ABN (0151). Meist ist die Nummer vertippt oder das Schema falsch gewählt.",
          fix: "Prüfen Sie die Nummer anhand Ihrer Stammdaten oder des Registers und ob das angegebene Schema zu ihr passt.",
        },
        en: {
          explanation: "The identifier in the element {element} does not have the format or check digit that the register of its scheme (attribute schemeID) provides for, e.g. for a GLN (0088), a Swedish (0007), Norwegian (0192) or Belgian (0208) company number or an Australian ABN (0151). Usually the number is mistyped or the wrong scheme was chosen.",
          fix: "Check the number against your master data or the register, and whether the scheme given fits it.",
        },
        zh: {
          explanation: "元素{element}中的标识符不符合其方案（schemeID属性）所属登记机构规定的格式或校验位，例如GLN（0088）、瑞典（0007）、挪威（0192）或比利时（0208）企业编号，或澳大利亚ABN（0151）。通常是号码输错或选错了方案。",
          fix: "请根据主数据或登记机构的信息核对该号码，并检查所填方案是否与之相符。",
        },
    },
    codeList: {
        de: {
          explanation: "Die Rechnung ist als Peppol-BIS-Billing-3.0-Rechnung gekennzeichnet. Ein Code in {terms} steht nicht in der Liste, die Peppol für dieses Feld zulässt; Peppol lässt teils nur einen Teil der Codes zu, die EN 16931 erlaubt.",
          fix: "Wählen Sie einen Code aus der Liste, die der offizielle Wortlaut nennt.",
        },
        en: {
          explanation: "The invoice identifies itself as a Peppol BIS Billing 3.0 invoice. A code in {terms} is not in the list Peppol allows for this field; Peppol partly allows only some of the codes EN 16931 permits.",
          fix: "Choose a code from the list the official wording names.",
        },
        zh: {
          explanation: "该发票标注为Peppol BIS Billing 3.0发票。{terms}中的代码不在Peppol为该字段允许的代码表中；Peppol有时只允许EN 16931所允许代码中的一部分。",
          fix: "请从官方原文所指的代码表中选择代码。",
        },
    },
    exemption: {
        de: {
          explanation: "Die Rechnung ist als Peppol-BIS-Billing-3.0-Rechnung gekennzeichnet. Der Code für den Grund der Steuerbefreiung (VATEX) passt nicht zur Umsatzsteuerkategorie: Peppol verlangt bei VATEX-EU-G die Kategorie G, bei VATEX-EU-O die Kategorie O, bei VATEX-EU-IC die Kategorie K, bei VATEX-EU-AE die Kategorie AE und bei VATEX-EU-D, -F, -I und -J die Kategorie E.",
          fix: "Wählen Sie Umsatzsteuerkategorie und Grund der Steuerbefreiung passend zueinander, so wie der Umsatz umsatzsteuerlich zu behandeln ist.",
        },
        en: {
          explanation: "The invoice identifies itself as a Peppol BIS Billing 3.0 invoice. The VAT exemption reason code (VATEX) does not fit the VAT category: Peppol requires category G with VATEX-EU-G, O with VATEX-EU-O, K with VATEX-EU-IC, AE with VATEX-EU-AE and E with VATEX-EU-D, -F, -I and -J.",
          fix: "Choose the VAT category and the exemption reason to fit each other, according to how the supply is to be treated for VAT.",
        },
        zh: {
          explanation: "该发票标注为Peppol BIS Billing 3.0发票。免税原因代码（VATEX）与增值税类别不符：Peppol要求VATEX-EU-G对应类别G，VATEX-EU-O对应O，VATEX-EU-IC对应K，VATEX-EU-AE对应AE，VATEX-EU-D、-F、-I和-J对应E。",
          fix: "请按照该交易的增值税处理方式，选择相互匹配的增值税类别和免税原因。",
        },
    },
    countries: {
      DE: { de: "Deutschland", en: "Germany", zh: "德国" },
      DK: { de: "Dänemark", en: "Denmark", zh: "丹麦" },
      GR: { de: "Griechenland", en: "Greece", zh: "希腊" },
      IS: { de: "Island", en: "Iceland", zh: "冰岛" },
      IT: { de: "Italien", en: "Italy", zh: "意大利" },
      NL: { de: "den Niederlanden", en: "the Netherlands", zh: "荷兰" },
      NO: { de: "Norwegen", en: "Norway", zh: "挪威" },
      SE: { de: "Schweden", en: "Sweden", zh: "瑞典" },
    },
  },
}
