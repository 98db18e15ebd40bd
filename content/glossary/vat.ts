import type { GlossaryTerm } from '../types'

// Glossary terms on VAT. The texts state legal figures as {fact:name} (content/facts.ts, with
// their sources); add a term as one more entry here and record its review with
// `npm run translations:reviewed -- content/glossary/vat.ts` (docs/editing-content.md).
export const vatTerms: GlossaryTerm[] = [
  {
    id: 'vat-id',
    related: ['intra-community-supply', 'ec-sales-list', 'reverse-charge', 'triangular-transaction'],
    text: {
      de: {
        title: 'Umsatzsteuer-Identifikationsnummer (USt-IdNr.)',
        definition:
          'Die Umsatzsteuer-Identifikationsnummer (USt-IdNr.) kennzeichnet ein Unternehmen im grenzüberschreitenden Waren- und Dienstleistungsverkehr innerhalb der EU. In Deutschland erteilt sie das Bundeszentralamt für Steuern (BZSt) nach § 27a UStG (Art. 214 MwStSystRL); ausländische Unternehmen, etwa aus China, erhalten sie nach ihrer umsatzsteuerlichen Registrierung beim zentral zuständigen Finanzamt. Die gültige USt-IdNr. des Abnehmers ist Voraussetzung für steuerfreie innergemeinschaftliche Lieferungen und dient bei Dienstleistungen an Unternehmer in anderen EU-Staaten als Nachweis der Unternehmereigenschaft. Unternehmen mit deutscher USt-IdNr. können beim BZSt Gültigkeit, Name und Anschrift einer ausländischen USt-IdNr. bestätigen lassen (§ 18e UStG). Eine solche qualifizierte Bestätigung ist ein wichtiger Nachweis der Sorgfalt für den Vertrauensschutz nach § 6a Abs. 4 UStG; maßgeblich ist, dass der Abnehmer eine im Zeitpunkt der Lieferung gültige, ihm von einem anderen Mitgliedstaat erteilte USt-IdNr. verwendet (§ 6a Abs. 1 Satz 1 Nr. 4 UStG). Die Bestätigung gilt für den Zeitpunkt der Anfrage.',
      },
      en: {
        title: 'VAT identification number',
        definition:
          'The VAT identification number (VAT ID, German: USt-IdNr.) identifies a business in cross-border trade in goods and services within the EU. In Germany it is issued by the Federal Central Tax Office (BZSt) under § 27a UStG (Art. 214 of the VAT Directive); foreign companies, for example from China, receive it after registering for VAT with the tax office that has central responsibility for them. A valid VAT ID of the customer is a condition for tax-exempt intra-Community supplies and serves as evidence of business status for services supplied to businesses in other EU countries. Businesses with a German VAT ID can have the BZSt confirm the validity, name and address of a foreign VAT ID (§ 18e UStG). Such a qualified confirmation is important evidence of the care that the protection of legitimate expectations under § 6a(4) UStG requires; what counts is that the customer uses a VAT ID issued to it by another member state and valid at the time of the supply (§ 6a(1) sentence 1 no. 4 UStG). The confirmation speaks for the moment of the request.',
      },
      zh: {
        title: '增值税识别号（USt-IdNr.）',
        definition:
          '增值税识别号（USt-IdNr.）是企业在欧盟内部跨境货物和服务往来中使用的身份编号。在德国，该号码由德国联邦中央税务局（BZSt）依据§ 27a UStG（《欧盟增值税指令》第214条）核发；外国企业（例如中国企业）须先在集中主管的税务局完成增值税注册，之后才能取得。买方持有有效的增值税识别号，是欧盟内部供货免税的前提条件；向其他欧盟国家的企业提供服务时，它也用于证明客户的企业身份。持有德国增值税识别号的企业可请BZSt确认外国增值税识别号的有效性以及名称和地址（§ 18e UStG）。此类合格确认是证明已尽到注意义务的重要依据，而依§ 6a Abs. 4 UStG享受善意信赖保护须尽到此种注意义务；关键在于买方使用的是由另一成员国核发、且在供货时有效的增值税识别号（§ 6a Abs. 1 Satz 1 Nr. 4 UStG）。确认结果仅反映查询时的状态。',
      },
    },
  },
  {
    id: 'input-tax-deduction',
    related: ['e-invoice', 'import-vat', 'vat-return', 'reverse-charge'],
    text: {
      de: {
        title: 'Vorsteuerabzug',
        definition:
          'Der Vorsteuerabzug erlaubt Unternehmern, die ihnen von Lieferanten berechnete Umsatzsteuer von ihrer eigenen Umsatzsteuerschuld abzuziehen. Rechtsgrundlage ist § 15 UStG (Art. 167 ff. MwStSystRL); abziehbar sind die Steuer aus ordnungsgemäßen Rechnungen nach §§ 14, 14a UStG sowie die Einfuhrumsatzsteuer, die Steuer auf innergemeinschaftliche Erwerbe und die im Reverse-Charge-Verfahren geschuldete Steuer. Voraussetzung ist, dass die Leistung für das Unternehmen bezogen wird; soweit sie für bestimmte steuerfreie Umsätze verwendet wird, ist der Abzug ausgeschlossen. Im Ausland ansässige Unternehmen, die in Deutschland keine Umsätze anmelden, können deutsche Vorsteuer unter bestimmten Voraussetzungen im Vorsteuer-Vergütungsverfahren erstattet erhalten (§ 18 Abs. 9 UStG, §§ 59 ff. UStDV).',
      },
      en: {
        title: 'Input VAT deduction',
        definition:
          'Input VAT deduction allows businesses to deduct the VAT charged to them by their suppliers from their own VAT liability. The legal basis is § 15 UStG (Art. 167 et seq. of the VAT Directive); the following are deductible: VAT shown on proper invoices under §§ 14 and 14a UStG, import VAT, VAT on intra-Community acquisitions and VAT owed under the reverse charge mechanism. The goods or services must be acquired for the business; where they are used for certain exempt transactions, deduction is excluded. Businesses established abroad that do not file VAT returns in Germany can, under certain conditions, have German input VAT refunded in the VAT refund procedure (§ 18(9) UStG, §§ 59 et seq. UStDV).',
      },
      zh: {
        title: '进项税抵扣',
        definition:
          '进项税抵扣是指企业可将供应商向其收取的增值税，从自身应缴纳的增值税中扣除。法律依据为§ 15 UStG（《欧盟增值税指令》第167条及以下各条）；可抵扣的包括依据§§ 14、14a UStG开具的合规发票上的增值税、进口增值税、欧盟内部购货应缴的增值税，以及在反向征收机制下由买方缴纳的增值税。前提是所购商品或服务用于企业经营；如用于特定的免税交易，则不得抵扣。在德国无需申报销售额的境外企业，在满足一定条件时可通过进项税退还程序（§ 18 Abs. 9 UStG，§§ 59 ff. UStDV）申请退还在德国支付的进项税。',
      },
    },
  },
  {
    id: 'reverse-charge',
    related: ['tax-liability', 'place-of-supply', 'b2b', 'input-tax-deduction'],
    text: {
      de: {
        title: 'Reverse-Charge-Verfahren (Steuerschuldnerschaft des Leistungsempfängers)',
        definition:
          'Beim Reverse-Charge-Verfahren schuldet nicht der leistende Unternehmer, sondern der unternehmerische Leistungsempfänger die Umsatzsteuer. Geregelt ist es in § 13b UStG (für grenzüberschreitende B2B-Dienstleistungen Art. 196 MwStSystRL); es gilt etwa für Dienstleistungen und Werklieferungen ausländischer Unternehmer an deutsche Unternehmer, für bestimmte Bauleistungen und für bestimmte Waren wie Mobilfunkgeräte. Der Leistende stellt eine Rechnung ohne Steuerausweis mit dem Hinweis „Steuerschuldnerschaft des Leistungsempfängers“ aus (§ 14a Abs. 5 UStG); der Empfänger meldet die Steuer an und kann sie bei vollem Vorsteuerabzugsrecht zugleich als Vorsteuer abziehen. Für Warenverkäufe ausländischer Online-Händler an Verbraucher gilt das Verfahren nicht.',
      },
      en: {
        title: 'Reverse charge mechanism',
        definition:
          'Under the reverse charge mechanism, the VAT is owed not by the supplier but by the business customer receiving the supply. It is governed by § 13b UStG (for cross-border B2B services, Art. 196 of the VAT Directive) and applies, for example, to services and supplies of work and materials (Werklieferungen) by foreign businesses to German businesses, to certain construction services and to certain goods such as mobile phones. The supplier issues an invoice without VAT bearing the note “Steuerschuldnerschaft des Leistungsempfängers” (reverse charge, § 14a(5) UStG); the recipient declares the VAT and, if entitled to full input VAT deduction, deducts it at the same time. The mechanism does not apply to sales of goods by foreign online sellers to consumers.',
      },
      zh: {
        title: '反向征收（Reverse Charge）',
        definition:
          '反向征收是指增值税不由提供方缴纳，而由作为企业的接受方缴纳。该机制规定于§ 13b UStG（跨境B2B服务另见《欧盟增值税指令》第196条），适用于例如外国企业向德国企业提供的服务和承揽供货、特定建筑服务以及手机等特定商品。提供方开具不列明增值税的发票，并注明“Steuerschuldnerschaft des Leistungsempfängers”（由接受方缴纳增值税，§ 14a Abs. 5 UStG）；接受方申报该税款，如享有完全的进项税抵扣权，可同时将其作为进项税抵扣。外国电商卖家向消费者销售商品不适用反向征收。',
      },
    },
  },
  {
    id: 'intra-community-supply',
    related: ['vat-id', 'proof-of-delivery', 'ec-sales-list', 'chain-transaction'],
    text: {
      de: {
        title: 'Innergemeinschaftliche Lieferung',
        definition:
          'Eine innergemeinschaftliche Lieferung ist ein steuerfreier Verkauf an einen Unternehmer, bei dem die Ware aus Deutschland in einen anderen EU-Staat gelangt. Rechtsgrundlage sind § 4 Nr. 1 Buchst. b und § 6a UStG (Art. 138 MwStSystRL); der Abnehmer versteuert im Bestimmungsland einen innergemeinschaftlichen Erwerb. Seit 2020 setzt die Steuerbefreiung voraus, dass der Abnehmer eine gültige USt-IdNr. eines anderen Mitgliedstaats verwendet und der Lieferer die Lieferung richtig und vollständig in der Zusammenfassenden Meldung angibt. Zudem muss der Lieferer das Gelangen der Ware in den anderen Mitgliedstaat belegen, etwa mit einer Gelangensbestätigung (§§ 17a ff. UStDV). Auch das Verbringen eigener Ware in ein Lager in einem anderen Mitgliedstaat, etwa im Amazon-Pan-EU-Programm, gilt als innergemeinschaftliche Lieferung (§ 6a Abs. 2 UStG).',
      },
      en: {
        title: 'Intra-Community supply',
        definition:
          'An intra-Community supply is a VAT-exempt sale of goods to a business customer where the goods are transported from Germany to another EU member state. The legal basis is § 4 no. 1(b) and § 6a UStG (Art. 138 of the VAT Directive); the customer pays VAT on an intra-Community acquisition in the country of destination. Since 2020 the exemption has required the customer to use a valid VAT ID issued by another member state and the supplier to report the supply correctly and completely in the EC sales list. The supplier must also prove that the goods arrived in the other member state, for example with an entry certificate (Gelangensbestätigung, §§ 17a et seq. UStDV). Transferring own goods to a warehouse in another member state, for example under Amazon’s Pan-EU programme, is also treated as an intra-Community supply (§ 6a(2) UStG).',
      },
      zh: {
        title: '欧盟内部供货',
        definition:
          '欧盟内部供货是指向另一欧盟成员国的企业销售货物，并将货物运输或发运至该国；此类供货在德国免征增值税。法律依据为§ 4 Nr. 1 Buchst. b UStG和§ 6a UStG（《欧盟增值税指令》第138条）；买方在目的国就欧盟内部购货缴纳增值税。自2020年起，免税的前提是买方使用由另一成员国核发的有效增值税识别号，且供货方在欧盟销售清单中正确、完整地申报该笔供货。此外，供货方须证明货物已抵达另一成员国，例如取得到货确认书（Gelangensbestätigung，§§ 17a ff. UStDV）。将自有货物转移至另一成员国的仓库（例如参加亚马逊泛欧计划（Pan-EU）时）同样视为欧盟内部供货（§ 6a Abs. 2 UStG）。',
      },
    },
  },
  {
    id: 'e-invoice',
    related: ['input-tax-deduction', 'b2b', 'small-business-regulation', 'tax-audit'],
    tool: {
      href: '/e-rechnung-pruefer',
      text: {
        de: {
          title: 'E-Rechnung kostenlos prüfen',
          text: 'Verstößt eine XRechnung oder ZUGFeRD-Datei gegen Regeln der EN 16931? Der E-Rechnungs-Prüfer zeigt es, erklärt jeden Befund und lädt nichts hoch.',
          button: 'Zum E-Rechnungs-Prüfer',
        },
        en: {
          title: 'Check an e-invoice free of charge',
          text: 'Does an XRechnung or ZUGFeRD file break EN 16931 rules? The e-invoice checker shows you, explains every finding and uploads nothing.',
          button: 'Open the e-invoice checker',
        },
        zh: {
          title: '免费校验电子发票',
          text: 'XRechnung或ZUGFeRD文件是否违反EN 16931规则？电子发票校验工具会逐一列出并解释每个问题，且不上传任何内容。',
          button: '前往电子发票校验工具',
        },
      },
    },
    text: {
      de: {
        title: 'E-Rechnung (elektronische Rechnung)',
        definition:
          'Eine E-Rechnung ist eine Rechnung in einem strukturierten elektronischen Format, das automatisch verarbeitet werden kann; ein reines PDF ist keine E-Rechnung. Nach § 14 Abs. 1 UStG muss das Format der europäischen Norm EN 16931 entsprechen, etwa XRechnung oder ein normkonformes ZUGFeRD-Profil; Aussteller und Empfänger können auch ein anderes Format vereinbaren, etwa im EDI-Verfahren, wenn sich die Pflichtangaben daraus richtig und vollständig in ein normkonformes oder damit interoperables Format übertragen lassen. Für Umsätze zwischen im Inland ansässigen Unternehmern wird sie in Deutschland von 2025 bis 2028 schrittweise Pflicht: Seit dem 1. Januar 2025 müssen diese Unternehmen E-Rechnungen empfangen können, die Übergangsregeln für den Versand anderer Rechnungen (§ 27 Abs. 38 UStG) laufen je nach Fall Ende 2026 oder Ende 2027 aus, ab 2028 gilt die Ausstellungspflicht grundsätzlich für alle inländischen B2B-Umsätze. Rechnungen an Verbraucher sowie Unternehmen, die in Deutschland nur umsatzsteuerlich registriert, aber nicht ansässig sind, werden von der Pflicht nicht erfasst. Rechnungen über Kleinbeträge bis {fact:smallAmountInvoiceLimit} EUR (§ 33 UStDV) und Fahrausweise (§ 34 UStDV) dürfen stets als sonstige Rechnung übermittelt werden, also auf Papier oder in einem anderen elektronischen Format.',
      },
      en: {
        title: 'E-invoice (electronic invoice)',
        definition:
          'An e-invoice is an invoice in a structured electronic format that allows automatic processing; a simple PDF is not an e-invoice. Under § 14(1) UStG the format must comply with the European standard EN 16931, for example XRechnung or a standard-compliant ZUGFeRD profile; issuer and recipient may also agree another format, for example in EDI, if the mandatory details can be extracted correctly and completely into a format that complies with the standard or is interoperable with it. In Germany it is being made mandatory step by step from 2025 to 2028 for transactions between businesses established in Germany: since 1 January 2025 these businesses must be able to receive e-invoices, the transitional rules for issuing other invoices (§ 27(38) UStG) expire at the end of 2026 or 2027 depending on the case, and from 2028 the obligation to issue e-invoices applies in principle to all domestic B2B transactions. Invoices to consumers are not covered, nor are businesses that are merely registered for VAT in Germany without being established there. Invoices for small amounts of up to EUR {fact:smallAmountInvoiceLimit} (§ 33 UStDV) and travel tickets (§ 34 UStDV) may always be sent as other invoices, on paper or in another electronic format.',
      },
      zh: {
        title: '电子发票',
        definition:
          '电子发票是以结构化电子格式开具、可供系统自动处理的发票；普通PDF文件不属于电子发票。依据§ 14 Abs. 1 UStG，电子发票的格式须符合欧洲标准EN 16931，例如XRechnung格式或符合该标准的ZUGFeRD格式；开票方与受票方也可约定其他格式（例如EDI），前提是法定开票信息能够正确、完整地转换为符合该标准或与之兼容的格式。德国在2025年至2028年间对境内设立的企业之间的交易逐步推行电子发票义务：自2025年1月1日起，这些企业必须能够接收电子发票；继续开具其他形式发票的过渡规则（§ 27 Abs. 38 UStG）视情况于2026年底或2027年底到期；自2028年起，开具电子发票的义务原则上适用于所有境内B2B交易。面向消费者的发票，以及仅在德国进行增值税注册、但未在德国设立的企业，不受该义务约束。金额不超过{fact:smallAmountInvoiceLimit}欧元的小额发票（§ 33 UStDV）和乘车凭证（§ 34 UStDV）始终可以作为其他形式的发票开具，即纸质发票或其他电子格式的发票。',
      },
    },
  },
  {
    id: 'oss',
    related: ['delivery-threshold', 'ioss', 'b2c', 'place-of-supply'],
    text: {
      de: {
        title: 'One-Stop-Shop (OSS)',
        definition:
          'Über den One-Stop-Shop (OSS) erklären Unternehmen die Umsatzsteuer auf Verkäufe an Verbraucher in anderen EU-Staaten zentral in einem einzigen Mitgliedstaat. In Deutschland ist das BZSt zuständig; die EU-Regelung (§ 18j UStG, Art. 369a ff. MwStSystRL) umfasst vor allem innergemeinschaftliche Fernverkäufe und Dienstleistungen an Verbraucher, die Nicht-EU-Regelung (§ 18i UStG) Dienstleistungen von Unternehmen aus Drittstaaten. Die OSS-Erklärung ist vierteljährlich bis zum Ende des Folgemonats abzugeben und enthält die Steuer zu den Sätzen der jeweiligen Bestimmungsländer. Für Unternehmen, die nur in einem Mitgliedstaat ansässig sind, gilt eine EU-weite Lieferschwelle von {fact:euDeliveryThreshold} EUR (§ 3c Abs. 4 UStG), bis zu der ihre Fernverkäufe im Ursprungsland versteuert werden können. Verkäufe aus einem Lager an Kunden im selben Land und Warenverbringungen zwischen Lagern, etwa im Amazon-Pan-EU-Programm, fallen nicht unter den OSS und erfordern eine Registrierung im jeweiligen Lagerland. Das ändert die EU-Reform „Mehrwertsteuer im digitalen Zeitalter“ (ViDA, Richtlinie (EU) 2025/516): Ab dem 1. Juli 2028 wird der OSS auf bestimmte Inlandsverkäufe an Verbraucher erweitert, und für das Verbringen eigener Waren in andere Mitgliedstaaten kommt eine eigene Sonderregelung hinzu.',
      },
      en: {
        title: 'One-stop shop (OSS)',
        definition:
          'Through the one-stop shop (OSS), businesses declare and pay the VAT on sales to consumers in other EU countries centrally in a single member state. In Germany the BZSt is responsible; the Union scheme (§ 18j UStG, Art. 369a et seq. of the VAT Directive) covers mainly intra-Community distance sales of goods and services to consumers, the non-Union scheme (§ 18i UStG) services by businesses from non-EU countries. The OSS return is filed quarterly by the end of the following month and applies the VAT rates of the respective countries of destination. For businesses established in only one member state, an EU-wide delivery threshold of EUR {fact:euDeliveryThreshold} applies (§ 3c(4) UStG), up to which their distance sales can be taxed in the country of dispatch. Sales from a warehouse to customers in the same country and stock transfers between warehouses, for example under Amazon’s Pan-EU programme, are not covered by the OSS and require VAT registration in the country of storage. This changes with the EU’s VAT in the Digital Age reform (ViDA, Directive (EU) 2025/516): from 1 July 2028 the OSS is extended to certain domestic sales to consumers, and a separate special scheme is added for transfers of own goods to other member states.',
      },
      zh: {
        title: '一站式申报（OSS）',
        definition:
          '一站式申报（OSS）是欧盟统一的申报机制，企业可通过该机制在单一成员国集中申报并缴纳向其他欧盟国家消费者销售所产生的增值税。在德国由联邦中央税务局（BZSt）负责；欧盟机制（§ 18j UStG，《欧盟增值税指令》第369a条及以下各条）主要涵盖欧盟内部远程销售以及面向消费者的服务，非欧盟机制（§ 18i UStG）则涵盖非欧盟企业提供的服务。OSS申报按季度进行，最迟须于季度结束后次月的最后一日提交，并按各目的国的税率计算税款。对于仅在一个成员国设立的企业，适用欧盟统一的{fact:euDeliveryThreshold}欧元远程销售门槛（§ 3c Abs. 4 UStG），未超过该门槛的远程销售可在发货国纳税。从仓库向同一国家客户的销售以及仓库之间的自有货物转移（例如亚马逊泛欧计划（Pan-EU））不适用OSS，须在相应仓储国进行增值税注册。欧盟“数字时代增值税”改革（ViDA，指令(EU) 2025/516）将改变这一点：自2028年7月1日起，OSS的适用范围将扩大至部分面向消费者的境内销售，同时将针对向其他成员国转移自有货物另设一项特别申报制度。',
      },
    },
  },
  {
    id: 'ioss',
    related: ['import-vat', 'oss', 'b2c', 'customs-duty'],
    text: {
      de: {
        title: 'Import-One-Stop-Shop (IOSS)',
        definition:
          'Der Import-One-Stop-Shop (IOSS) ist ein EU-Verfahren für Fernverkäufe von Drittlandswaren an EU-Verbraucher in Sendungen im Sachwert von höchstens {fact:iossConsignmentLimit} EUR. Der Verkäufer berechnet die Umsatzsteuer des Bestimmungslands bereits beim Kauf und erklärt sie monatlich zentral, in Deutschland beim BZSt (§ 18k UStG, Art. 369l ff. MwStSystRL); im Gegenzug ist die Einfuhr bei Angabe der IOSS-Nummer in der Zollanmeldung von der Einfuhrumsatzsteuer befreit (§ 5 Abs. 1 Nr. 7 UStG). Nicht in der EU ansässige Händler, etwa aus China, können das Verfahren in der Regel nur über einen in der EU ansässigen Vertreter nutzen. Die Teilnahme ist freiwillig; ohne IOSS wird die Einfuhrumsatzsteuer bei der Einfuhr erhoben, häufig vom Empfänger über den Paket- oder Kurierdienst (§ 21a UStG).',
      },
      en: {
        title: 'Import one-stop shop (IOSS)',
        definition:
          'The import one-stop shop (IOSS) is an EU scheme for distance sales of goods from non-EU countries to EU consumers in consignments worth no more than EUR {fact:iossConsignmentLimit}. The seller charges the VAT of the country of destination at checkout and declares it centrally every month, in Germany to the BZSt (§ 18k UStG, Art. 369l et seq. of the VAT Directive); in return, the import is exempt from import VAT if the IOSS number is stated in the customs declaration (§ 5(1) no. 7 UStG). Sellers established outside the EU, for example in China, can generally use the scheme only through an intermediary established in the EU. Participation is optional; without IOSS, import VAT is levied on importation, often collected from the recipient by the postal or courier service (§ 21a UStG).',
      },
      zh: {
        title: '进口一站式申报（IOSS）',
        definition:
          '进口一站式申报（IOSS）是欧盟的一项特别机制，适用于向欧盟消费者远程销售自非欧盟国家进口的货物、且单件包裹的货物本身价值（内在价值）不超过{fact:iossConsignmentLimit}欧元的情形。卖家在消费者下单时即按目的国税率收取增值税，并按月集中申报，在德国向联邦中央税务局（BZSt）申报（§ 18k UStG，《欧盟增值税指令》第369l条及以下各条）；相应地，只要在进口报关单中填写IOSS编号，进口环节即免征进口增值税（§ 5 Abs. 1 Nr. 7 UStG）。在欧盟以外设立的卖家（例如中国卖家）通常只能通过在欧盟设立的中介代表使用该机制。是否参加IOSS由企业自愿选择；不使用IOSS时，进口增值税在进口环节征收，通常由邮政或快递服务商向收件人收取（§ 21a UStG）。',
      },
    },
  },
  {
    id: 'chain-transaction',
    related: ['triangular-transaction', 'intra-community-supply', 'place-of-supply', 'proof-of-delivery'],
    text: {
      de: {
        title: 'Reihengeschäft',
        definition:
          'Ein Reihengeschäft liegt vor, wenn mehrere Unternehmer dieselbe Ware nacheinander verkaufen und sie direkt vom ersten Lieferer zum letzten Abnehmer gelangt. Nach § 3 Abs. 6a UStG (Art. 36a MwStSystRL) wird die Warenbewegung nur einer dieser Lieferungen zugeordnet (bewegte Lieferung), und nur diese kann als innergemeinschaftliche Lieferung oder Ausfuhrlieferung steuerfrei sein. Die übrigen, ruhenden Lieferungen sind am Beginn oder am Ende der Beförderung steuerbar und können Registrierungspflichten im Ausland auslösen. Befördert oder versendet ein Zwischenhändler die Ware, ist die bewegte Lieferung grundsätzlich die Lieferung an ihn, es sei denn, er verwendet gegenüber seinem Lieferer die USt-IdNr. des Abgangsstaats; Einzelheiten regelt Abschnitt 3.14 UStAE.',
      },
      en: {
        title: 'Chain transaction',
        definition:
          'A chain transaction exists where several businesses sell the same goods in succession and they travel directly from the first supplier to the last customer. Under § 3(6a) UStG (Art. 36a of the VAT Directive), the transport is attributed to only one of these supplies (the moving supply), and only that supply can be exempt as an intra-Community supply or export supply. The other, static supplies are taxable where the transport begins or ends and can trigger VAT registration obligations abroad. If an intermediary transports or dispatches the goods, the moving supply is generally the supply to the intermediary, unless it uses the VAT ID of the member state of departure in its dealings with its supplier; details are set out in section 3.14 UStAE.',
      },
      zh: {
        title: '连环交易',
        definition:
          '连环交易是指多家企业就同一批货物依次签订供货合同，而货物直接从第一供货方运送至最后买方的交易。依据§ 3 Abs. 6a UStG（《欧盟增值税指令》第36a条），货物运输只能归属于其中一笔供货（“运输供货”），且只有这笔供货可以作为欧盟内部供货或出口供货享受免税。其余“静止供货”在运输起点或终点所在国属于增值税征税范围，可能导致在境外进行增值税注册的义务。如由中间商负责运输或发运货物，运输供货原则上为向该中间商的供货，除非中间商向其供货方使用发货国核发的增值税识别号；具体规定见《增值税适用令》（UStAE）第3.14节。',
      },
    },
  },
  {
    id: 'place-of-supply',
    related: ['reverse-charge', 'oss', 'chain-transaction', 'permanent-establishment'],
    text: {
      de: {
        title: 'Ort der Lieferung / Ort der sonstigen Leistung',
        definition:
          'Der Ort der Leistung bestimmt, in welchem Staat ein Umsatz der Umsatzsteuer unterliegt und welches Recht und welcher Steuersatz damit gelten. Er entscheidet auch darüber, wo sich ein Unternehmen gegebenenfalls registrieren muss. Bei Warenlieferungen mit Transport liegt er grundsätzlich dort, wo die Beförderung oder Versendung beginnt (§ 3 Abs. 6 UStG); bei Fernverkäufen an Verbraucher in anderen EU-Staaten verlagert § 3c UStG ihn in der Regel in das Bestimmungsland. Sonstige Leistungen an Unternehmer werden grundsätzlich am Sitz des Empfängers ausgeführt (§ 3a Abs. 2 UStG), an Verbraucher am Sitz des Leistenden (§ 3a Abs. 1 UStG), jeweils mit zahlreichen Ausnahmen, etwa für grundstücksbezogene oder elektronische Dienstleistungen. Unionsrechtliche Grundlage sind Art. 31 ff. und Art. 43 ff. MwStSystRL.',
      },
      en: {
        title: 'Place of supply',
        definition:
          'The place of supply determines in which country a transaction is subject to VAT and thus which law and which VAT rate apply. It also determines where a business may have to register. For supplies of goods involving transport, it is generally where the transport or dispatch begins (§ 3(6) UStG); for distance sales to consumers in other EU countries, § 3c UStG generally shifts it to the country of destination. Services to businesses are generally supplied where the recipient is established (§ 3a(2) UStG), services to consumers where the supplier is established (§ 3a(1) UStG), in each case with numerous exceptions, for example for services connected with immovable property or electronically supplied services. The EU law basis is Art. 31 et seq. and Art. 43 et seq. of the VAT Directive.',
      },
      zh: {
        title: '供货地/服务发生地',
        definition:
          '供货地或服务发生地决定一笔交易应在哪个国家缴纳增值税，进而决定适用哪国法律和税率，以及企业是否需要在当地注册。涉及运输的货物供应，原则上以运输或发运的起点为供货地（§ 3 Abs. 6 UStG）；向其他欧盟国家的消费者进行远程销售时，§ 3c UStG通常将供货地转移至目的国。向企业提供的服务原则上以接受方所在地为服务发生地（§ 3a Abs. 2 UStG），向消费者提供的服务则以提供方所在地为准（§ 3a Abs. 1 UStG），但两者均有众多例外，例如与不动产相关的服务或电子服务。欧盟法层面的依据为《欧盟增值税指令》第31条及以下各条和第43条及以下各条。',
      },
    },
  },
  {
    id: 'ec-sales-list',
    related: ['vat-id', 'intra-community-supply', 'triangular-transaction', 'vat-return'],
    text: {
      de: {
        title: 'Zusammenfassende Meldung (ZM)',
        definition:
          'Die Zusammenfassende Meldung (ZM) ist eine Meldung an das BZSt über innergemeinschaftliche Lieferungen und bestimmte B2B-Leistungen in andere EU-Staaten. Rechtsgrundlage ist § 18a UStG (Art. 262 ff. MwStSystRL); je Kunde sind dessen USt-IdNr. und die Summe der innergemeinschaftlichen Warenlieferungen einschließlich des Verbringens eigener Ware, der Dienstleistungen, für die der Kunde in seinem EU-Staat die Steuer schuldet, und der Lieferungen im Rahmen von Dreiecksgeschäften anzugeben. Die ZM ist elektronisch bis zum 25. Tag nach Ablauf des Meldezeitraums zu übermitteln; Meldezeitraum ist je nach Art und Umfang der Umsätze der Kalendermonat oder das Kalendervierteljahr. Die Angaben werden EU-weit mit den Erklärungen der Kunden abgeglichen, und seit 2020 ist eine richtige und vollständige ZM Voraussetzung für die Steuerfreiheit innergemeinschaftlicher Lieferungen.',
      },
      en: {
        title: 'EC sales list (recapitulative statement)',
        definition:
          'The EC sales list (German: Zusammenfassende Meldung, ZM) is a report to the BZSt on intra-Community supplies and certain B2B services to other EU countries. The legal basis is § 18a UStG (Art. 262 et seq. of the VAT Directive); for each customer, it states the customer’s VAT ID and the total of intra-Community supplies of goods including transfers of own goods, of services for which the customer owes the VAT in its EU country, and of supplies within triangular transactions. The list must be filed electronically by the 25th day after the end of the reporting period, which is the calendar month or the calendar quarter depending on the type and volume of transactions. The data are matched EU-wide against the customers’ returns, and since 2020 a correct and complete EC sales list has been a condition for the exemption of intra-Community supplies.',
      },
      zh: {
        title: '欧盟销售清单（ZM）',
        definition:
          '欧盟销售清单（Zusammenfassende Meldung，ZM）是企业向联邦中央税务局（BZSt）提交的申报，按客户列明其欧盟内部供货和向其他欧盟国家提供的特定B2B服务，并注明客户的增值税识别号。法律依据为§ 18a UStG（《欧盟增值税指令》第262条及以下各条）；须申报的包括欧盟内部供货（含欧盟内部自有货物转移）、向其他欧盟国家企业提供且由接受方在当地缴纳增值税的服务，以及三角交易中的供货。欧盟销售清单最迟须于申报期结束后第25日（含当日）以电子方式提交；申报期视交易类型和规模为自然月或自然季度。相关数据会在欧盟范围内与客户的申报进行比对；自2020年起，正确、完整地提交欧盟销售清单是欧盟内部供货免税的前提条件。',
      },
    },
  },
  {
    id: 'tax-rate',
    related: ['customs-tariff-number', 'oss', 'vat-return', 'place-of-supply'],
    text: {
      de: {
        title: 'Steuersatz',
        definition:
          'Der Umsatzsteuersatz beträgt in Deutschland regulär {fact:vatStandardRate} % und ermäßigt {fact:vatReducedRate} % der Bemessungsgrundlage (§ 12 Abs. 1 und 2 UStG). Der ermäßigte Satz gilt nur für die in § 12 Abs. 2 UStG und in Anlage 2 zum UStG genannten Waren und Leistungen, etwa für viele Lebensmittel und Bücher sowie seit dem 1. Januar 2026 unbefristet für Restaurant- und Verpflegungsdienstleistungen mit Ausnahme der Abgabe von Getränken ({fact:vatRateCatering} % nach § 12 Abs. 2 Nr. 15 UStG); da Anlage 2 an den Zolltarif anknüpft, kommt es auf die zutreffende Einreihung der Ware an. Welcher Staat seinen Steuersatz anwendet, richtet sich nach dem Ort der Leistung: Für Fernverkäufe an Verbraucher in anderen EU-Staaten gilt in der Regel der Satz des Bestimmungslands. Die unionsrechtlichen Vorgaben zu den Steuersätzen enthalten Art. 96 ff. MwStSystRL.',
      },
      en: {
        title: 'VAT rate',
        definition:
          'The German VAT rate is {fact:vatStandardRate}% (standard rate) and {fact:vatReducedRate}% (reduced rate) of the taxable amount (§ 12(1) and (2) UStG). The reduced rate applies only to the goods and services listed in § 12(2) UStG and in Annex 2 to the UStG, such as many foodstuffs and books and, since 1 January 2026 without a time limit, restaurant and catering services except the supply of drinks ({fact:vatRateCatering}% under § 12(2) no. 15 UStG); since Annex 2 refers to the customs tariff, the correct classification of the goods is decisive. Which country’s rate applies depends on the place of supply: for distance sales to consumers in other EU countries, the rate of the country of destination generally applies. The EU rules on VAT rates are laid down in Art. 96 et seq. of the VAT Directive.',
      },
      zh: {
        title: '税率',
        definition:
          '德国增值税标准税率为{fact:vatStandardRate}%，优惠税率为{fact:vatReducedRate}%，均按计税基础计算（§ 12 Abs. 1、Abs. 2 UStG）。优惠税率仅适用于§ 12 Abs. 2 UStG及Anlage 2 UStG（附件2）所列的商品和服务，例如许多食品和图书，以及自2026年1月1日起无期限适用的餐饮服务（饮品除外，依§ 12 Abs. 2 Nr. 15 UStG适用{fact:vatRateCatering}%）；由于附件2以海关税则为准，商品的正确归类至关重要。适用哪个国家的税率取决于供货地或服务发生地：向其他欧盟国家消费者进行远程销售时，通常适用目的国税率。欧盟层面关于税率的规定见《欧盟增值税指令》第96条及以下各条。',
      },
    },
  },
  {
    id: 'vat-return',
    related: ['input-tax-deduction', 'ec-sales-list', 'tax-liability', 'tax-audit'],
    text: {
      de: {
        title: 'Umsatzsteuer-Voranmeldung (UStVA)',
        definition:
          'In der Umsatzsteuer-Voranmeldung (UStVA) berechnen Unternehmer laufend ihre Umsatzsteuer abzüglich der Vorsteuer selbst und melden sie dem Finanzamt. Sie ist nach § 18 Abs. 1 UStG (Art. 250 ff. MwStSystRL) elektronisch über ELSTER bis zum 10. Tag nach Ablauf des Voranmeldungszeitraums zu übermitteln; zum selben Termin ist die Zahlung fällig. Voranmeldungszeitraum ist je nach Höhe der Steuer des Vorjahres der Kalendermonat oder das Kalendervierteljahr (§ 18 Abs. 2 UStG); eine Dauerfristverlängerung verschiebt die Frist um einen Monat (§§ 46 ff. UStDV). Nach Ablauf des Kalenderjahres folgt die Umsatzsteuer-Jahreserklärung (§ 18 Abs. 3 UStG).',
      },
      en: {
        title: 'Advance VAT return',
        definition:
          'In the advance VAT return (UStVA), businesses periodically calculate their VAT less input VAT themselves and report it to the tax office. Under § 18(1) UStG (Art. 250 et seq. of the VAT Directive) it must be filed electronically via ELSTER by the 10th day after the end of the return period; payment is due on the same date. Depending on the previous year’s tax, the return period is the calendar month or the calendar quarter (§ 18(2) UStG); a permanent extension postpones the deadline by one month (§§ 46 et seq. UStDV). After the end of the calendar year, the annual VAT return follows (§ 18(3) UStG).',
      },
      zh: {
        title: '增值税预申报（UStVA）',
        definition:
          '增值税预申报（UStVA）是企业定期提交的纳税申报，由企业自行计算申报期内的增值税，扣除进项税后向税务局申报。依据§ 18 Abs. 1 UStG（《欧盟增值税指令》第250条及以下各条），预申报最迟须于申报期结束后第10日（含当日）通过ELSTER以电子方式提交，税款于同日到期。申报期根据上一年度的税额确定为自然月或自然季度（§ 18 Abs. 2 UStG）；申请长期延期（Dauerfristverlängerung）后，申报期限可延后一个月（§§ 46 ff. UStDV）。自然年度结束后，还须提交增值税年度申报（§ 18 Abs. 3 UStG）。',
      },
    },
  },
  {
    id: 'small-business-regulation',
    related: ['input-tax-deduction', 'e-invoice', 'vat-return'],
    text: {
      de: {
        title: 'Kleinunternehmerregelung',
        definition:
          'Die Kleinunternehmerregelung nach § 19 UStG befreit Unternehmer mit geringem Umsatz von der Umsatzsteuer; im Gegenzug entfällt der Vorsteuerabzug. Seit dem 1. Januar 2025 gilt sie, wenn der Gesamtumsatz im Vorjahr {fact:smallBusinessLimitPreviousYear} EUR nicht überschritten hat und im laufenden Jahr {fact:smallBusinessLimitCurrentYear} EUR nicht überschreitet; wird diese Grenze im laufenden Jahr überschritten, endet die Befreiung bereits mit dem betreffenden Umsatz. Bis Ende 2024 lagen die Grenzen bei {fact:smallBusinessLimitPreviousYear2024} EUR im Vorjahr und voraussichtlich {fact:smallBusinessLimitCurrentYear2024} EUR im laufenden Jahr. Kleinunternehmer weisen keine Umsatzsteuer aus und können auf die Regelung verzichten, etwa wenn hohe Vorsteuerbeträge anfallen. Die Regelung steht im Inland und – seit 2025 unter zusätzlichen Voraussetzungen – in anderen EU-Staaten ansässigen Unternehmern offen (§ 19 Abs. 4 UStG, Art. 284 MwStSystRL), nicht aber Unternehmen aus Drittstaaten wie China.',
      },
      en: {
        title: 'Small-business scheme',
        definition:
          'The small-business scheme under § 19 UStG exempts businesses with low turnover from VAT; in return, input VAT deduction is not available to them. Since 1 January 2025 it applies if total turnover did not exceed EUR {fact:smallBusinessLimitPreviousYear} in the previous year and does not exceed EUR {fact:smallBusinessLimitCurrentYear} in the current year; if the latter limit is exceeded during the year, the exemption ends with the transaction that exceeds it. Until the end of 2024 the limits were EUR {fact:smallBusinessLimitPreviousYear2024} in the previous year and EUR {fact:smallBusinessLimitCurrentYear2024} (expected turnover) in the current year. Small businesses do not charge VAT on their invoices and may waive the scheme, for example where they incur high input VAT. The scheme is open to businesses established in Germany and – since 2025, subject to additional conditions – in other EU member states (§ 19(4) UStG, Art. 284 of the VAT Directive), but not to businesses from non-EU countries such as China.',
      },
      zh: {
        title: '小企业免税规则',
        definition:
          '小企业免税规则（§ 19 UStG）免除营业额较低的企业缴纳增值税的义务，但相应地不得抵扣进项税。自2025年1月1日起，适用条件为上一年度总营业额不超过{fact:smallBusinessLimitPreviousYear}欧元，且当年总营业额不超过{fact:smallBusinessLimitCurrentYear}欧元；当年营业额一旦超过后一限额，免税自导致超限的那笔交易起即告终止。截至2024年底，适用的限额为上一年度{fact:smallBusinessLimitPreviousYear2024}欧元、当年预计{fact:smallBusinessLimitCurrentYear2024}欧元。适用该规则的经营者开具发票时不列明增值税，也可以放弃适用该规则，例如在进项税额较高时。该规则适用于在德国设立的企业，自2025年起在满足附加条件时也适用于在其他欧盟成员国设立的企业（§ 19 Abs. 4 UStG，《欧盟增值税指令》第284条），但不适用于中国等非欧盟国家的企业。',
      },
    },
  },
  {
    id: 'vat-group',
    related: ['tax-liability', 'vat-return', 'permanent-establishment'],
    text: {
      de: {
        title: 'Umsatzsteuerliche Organschaft',
        definition:
          'In einer umsatzsteuerlichen Organschaft gelten der Organträger und seine Organgesellschaften als ein Unternehmen; nur der Organträger schuldet die Steuer. Sie entsteht nach § 2 Abs. 2 Nr. 2 UStG (Art. 11 MwStSystRL) kraft Gesetzes und ohne Antrag, wenn eine juristische Person finanziell, wirtschaftlich und organisatorisch in das Unternehmen des Organträgers eingegliedert ist; Einzelheiten enthält Abschnitt 2.8 UStAE. Leistungen innerhalb des Organkreises sind nicht steuerbare Innenumsätze, und die Wirkungen der Organschaft sind auf die im Inland gelegenen Unternehmensteile beschränkt. Da eine Organschaft auch unbemerkt entstehen kann, sollten Unternehmensgruppen, etwa deutsche Tochtergesellschaften ausländischer Konzerne, ihre Struktur prüfen lassen, um falsche Steueranmeldungen und Rechnungen zu vermeiden.',
      },
      en: {
        title: 'VAT group (Organschaft)',
        definition:
          'In a German VAT group (Organschaft), a controlling entity and the companies it controls count as one business, and only the controlling entity owes the VAT. The group arises under § 2(2) no. 2 UStG (Art. 11 of the VAT Directive) by operation of law and without application where a legal entity is financially, economically and organisationally integrated into the business of the controlling entity; details are set out in section 2.8 UStAE. Supplies within the group are non-taxable internal transactions, and the effects of the VAT group are limited to the parts of the business located in Germany. Since a VAT group can arise unnoticed, corporate groups, such as German subsidiaries of foreign groups, should have their structure reviewed to avoid incorrect VAT returns and invoices.',
      },
      zh: {
        title: '增值税集团（Organschaft）',
        definition:
          '增值税集团（Organschaft）是指将控制公司及其控制的子公司视为同一企业，由控制公司统一为整个集团申报并缴纳增值税。依据§ 2 Abs. 2 Nr. 2 UStG（《欧盟增值税指令》第11条），当一家法人在财务、经济和组织三方面均融入控制公司的企业时，增值税集团即依法自动成立，无需申请；具体规定见《增值税适用令》（UStAE）第2.8节。集团内部的交易属于不征税的内部交易，增值税集团的效力仅限于位于德国境内的企业部分。由于增值税集团可能在企业未察觉的情况下成立，企业集团（例如外国集团在德国的子公司）应对其架构进行审查，以免出现错误的纳税申报和发票。',
      },
    },
  },
  {
    id: 'triangular-transaction',
    related: ['chain-transaction', 'reverse-charge', 'ec-sales-list', 'vat-id'],
    text: {
      de: {
        title: 'Innergemeinschaftliches Dreiecksgeschäft',
        definition:
          'Das innergemeinschaftliche Dreiecksgeschäft ist ein vereinfacht besteuertes Reihengeschäft zwischen drei in verschiedenen EU-Staaten erfassten Unternehmern. Die Ware gelangt dabei direkt vom ersten Lieferer zum letzten Abnehmer; nach § 25b UStG (Art. 141 und 197 MwStSystRL) muss sich der mittlere Unternehmer dann nicht im Bestimmungsland registrieren: Sein innergemeinschaftlicher Erwerb gilt als besteuert, und der letzte Abnehmer schuldet die Steuer für die Lieferung an ihn. Voraussetzung ist unter anderem, dass der erste Lieferer oder der mittlere Unternehmer den Transport übernimmt, dass der mittlere Unternehmer gegenüber beiden Partnern dieselbe USt-IdNr. verwendet, die weder vom Abgangs- noch vom Bestimmungsstaat erteilt wurde, und dass er eine Rechnung mit Hinweis auf das Dreiecksgeschäft und die Steuerschuldnerschaft des letzten Abnehmers ausstellt (§ 14a Abs. 7 UStG). Fehlt dieser Hinweis, geht die Vereinfachung nach der Rechtsprechung des EuGH verloren; zudem ist das Geschäft in der Zusammenfassenden Meldung anzugeben.',
      },
      en: {
        title: 'Intra-Community triangular transaction',
        definition:
          'An intra-Community triangular transaction is a simplified chain transaction between three businesses registered for VAT in different EU countries. The goods travel directly from the first supplier to the last customer; under § 25b UStG (Art. 141 and 197 of the VAT Directive), the middle business then does not have to register in the country of destination: its intra-Community acquisition is deemed to be taxed, and the last customer owes the VAT on the supply made to it. Conditions include that the first supplier or the middle business arranges the transport, that the middle business uses the same VAT ID in its dealings with both partners, issued neither by the member state of departure nor by that of destination, and that it issues an invoice referring to the triangular transaction and to the last customer’s liability for the VAT (§ 14a(7) UStG). If this reference is missing, the simplification is lost according to the case law of the ECJ; the transaction must also be reported in the EC sales list.',
      },
      zh: {
        title: '三角交易',
        definition:
          '欧盟内部三角交易是一种简化的连环交易：在三个不同欧盟成员国进行增值税登记的三家企业就同一批货物依次交易，货物直接从第一方运送至最后一方。依据§ 25b UStG（《欧盟增值税指令》第141条和第197条），中间企业无需在目的国注册：其欧盟内部购货视为已纳税，向最后买方的供货由最后买方缴纳增值税。适用条件包括：由第一供货方或中间企业负责运输；中间企业对双方使用同一个增值税识别号，且该号码既非发货国、也非目的国核发；中间企业开具的发票须注明三角交易以及由最后买方缴纳增值税（§ 14a Abs. 7 UStG）。根据欧盟法院的判例，缺少上述注明将丧失简化待遇；此外，该交易还须在欧盟销售清单中申报。',
      },
    },
  },
]
