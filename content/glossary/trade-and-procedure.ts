import type { GlossaryTerm } from '../types'

// Glossary terms on customs, trade and procedure. Legal figures as {fact:name} (content/facts.ts).
export const tradeAndProcedureTerms: GlossaryTerm[] = [
  {
    id: 'customs-duty',
    related: ['import-vat', 'customs-tariff-number', 'eori-number', 'excise-duty'],
    text: {
      de: {
        title: 'Zoll',
        definition:
          'Zoll ist eine Abgabe, die bei der Einfuhr von Waren aus Nicht-EU-Staaten in die Europäische Union erhoben wird. Rechtsgrundlage ist der Unionszollkodex (UZK, Verordnung (EU) Nr. 952/2013) in Verbindung mit dem Gemeinsamen Zolltarif; die Zollsätze gelten EU-weit einheitlich, in Deutschland erhebt sie die Zollverwaltung. Die Höhe richtet sich nach der Zolltarifnummer, dem Ursprung der Ware und dem Zollwert, der grundsätzlich auf dem tatsächlich gezahlten oder zu zahlenden Preis beruht (Transaktionswert, Art. 70 UZK). Wird die Ware in den zollrechtlich freien Verkehr übergeführt, entsteht die Zollschuld mit der Annahme der Zollanmeldung (Art. 77 Abs. 1 und 2 UZK), nicht erst mit der Überlassung; zusätzlich fällt Einfuhrumsatzsteuer an.',
      },
      en: {
        title: 'Customs duty',
        definition:
          'Customs duty is a charge levied when goods from non-EU countries are imported into the European Union. Its legal basis is the Union Customs Code (UCC, Regulation (EU) No 952/2013) together with the Common Customs Tariff; duty rates are uniform across the EU, and in Germany they are collected by the customs administration (Zoll). The amount depends on the customs tariff number, the origin of the goods and the customs value, which is generally based on the price actually paid or payable (transaction value, Art. 70 UCC). When goods are placed under the procedure of release for free circulation, the customs debt is incurred at the time the customs declaration is accepted (Art. 77(1) and (2) UCC), not only when the goods are released; import VAT is charged in addition.',
      },
      zh: {
        title: '关税',
        definition:
          '关税是从欧盟以外国家向欧盟进口货物时征收的一种税费。其法律依据为《欧盟海关法典》（UZK，欧盟第952/2013号条例）及共同海关税则；关税税率在全欧盟统一，在德国由海关（Zoll）负责征收。关税金额取决于商品编码、货物原产地和完税价格；完税价格原则上以实际已付或应付的价格为基础（成交价格，UZK第70条）。货物申报进入海关法意义上的自由流通的，海关债务在海关接受报关单时即产生（UZK第77条第1款和第2款），而非在货物放行时才产生；此外还须缴纳进口增值税。',
      },
    },
  },
  {
    id: 'excise-duty',
    related: ['customs-duty', 'import-vat', 'tax-liability', 'tax-audit'],
    text: {
      de: {
        title: 'Verbrauchsteuern',
        definition:
          'Verbrauchsteuern sind besondere Steuern auf den Verbrauch bestimmter Waren wie Energieerzeugnisse, Strom, Alkohol, Tabak und Kaffee. Jede ist in einem eigenen Gesetz geregelt, etwa im EnergieStG, StromStG, AlkStG, BierStG, TabStG und KaffeeStG; für Energie, Strom, Alkohol und Tabak gibt das EU-Recht den Rahmen vor (Richtlinie (EU) 2020/262), die Kaffeesteuer ist eine rein nationale Steuer. Die Steuer entsteht in der Regel, wenn die Ware in den steuerrechtlich freien Verkehr überführt wird, etwa bei der Entnahme aus einem Steuerlager oder bei der Einfuhr; bis dahin kann sie unter Steueraussetzung gelagert und befördert werden. In Deutschland verwaltet die Zollverwaltung die Verbrauchsteuern; sie fallen zusätzlich zur Umsatzsteuer an und erhöhen deren Bemessungsgrundlage.',
      },
      en: {
        title: 'Excise duty',
        definition:
          'Excise duties are special taxes on the consumption of certain goods such as energy products, electricity, alcohol, tobacco and coffee. Each is governed by its own German act, for example the EnergieStG, StromStG, AlkStG, BierStG, TabStG and KaffeeStG; for energy, electricity, alcohol and tobacco, EU law sets the framework (Directive (EU) 2020/262), while coffee tax is purely national. The duty generally becomes chargeable when the goods are released for consumption, for instance when they leave a tax warehouse or are imported; until then they can be stored and moved under duty suspension. In Germany, excise duties are administered by the customs administration; they are charged in addition to VAT and form part of its taxable amount.',
      },
      zh: {
        title: '消费税',
        definition:
          '消费税是对能源产品、电力、酒类、烟草和咖啡等特定商品的消费征收的专门税种。各税种分别由单独的德国法律规定，例如《能源税法》（EnergieStG）、《电力税法》（StromStG）、《酒精税法》（AlkStG）、《啤酒税法》（BierStG）、《烟草税法》（TabStG）和《咖啡税法》（KaffeeStG）；能源、电力、酒类和烟草的基本框架由欧盟法律规定（欧盟第2020/262号指令），咖啡税则是纯粹的德国国内税种。纳税义务通常在货物进入税收意义上的自由流通时产生，例如从消费税仓库（Steuerlager）出库或进口时；在此之前，货物可在暂缓征税状态下储存和运输。在德国，消费税由海关负责管理；消费税在增值税之外另行征收，并计入增值税的计税基础。',
      },
    },
  },
  {
    id: 'f22-certificate',
    related: ['vat-id', 'oss', 'b2c', 'tax-liability'],
    text: {
      de: {
        title: 'F22-Bescheinigung (§ 22f UStG)',
        definition:
          'Die F22-Bescheinigung war der Nachweis des Finanzamts, dass ein Online-Händler steuerlich erfasst ist (§ 22f UStG); seit dem 1. Juli 2021 tritt an ihre Stelle die USt-IdNr. Ab 2019 mussten Betreiber elektronischer Marktplätze wie Amazon oder eBay diese Bescheinigung von ihren Händlern vorhalten, um nicht nach § 25e UStG für deren nicht abgeführte Umsatzsteuer zu haften. Das Bescheinigungsverfahren galt nur bis zum 30. Juni 2021; seitdem zeichnen die Marktplatzbetreiber stattdessen die vom Bundeszentralamt für Steuern erteilte USt-IdNr. des Händlers auf. Wer über Marktplätze Waren verkauft, deren Versand in Deutschland beginnt oder endet, braucht daher eine ordnungsgemäße steuerliche Registrierung und eine gültige USt-IdNr.; fehlt sie, drohen Einschränkungen bis zur Sperrung des Verkäuferkontos.',
      },
      en: {
        title: 'F22 certificate (§ 22f UStG)',
        definition:
          'The F22 certificate was the tax office’s proof that an online seller is registered for German VAT (§ 22f UStG); since 1 July 2021 the VAT ID has replaced it. From 2019, operators of online marketplaces such as Amazon or eBay had to keep this certificate on file for each of their sellers to avoid being liable under § 25e UStG for VAT the sellers had not paid. The certificate procedure applied only until 30 June 2021; since then, marketplace operators instead record the seller’s VAT identification number issued by the Federal Central Tax Office (BZSt). Anyone who uses a marketplace to sell goods whose shipment starts or ends in Germany therefore needs a proper tax registration and a valid VAT ID; without it, sellers risk restrictions, up to and including suspension of their seller account.',
      },
      zh: {
        title: 'F22证明（§ 22f UStG）',
        definition:
          'F22证明是德国税务局出具的、证明电商卖家已办理税务登记的文件（§ 22f UStG）；自2021年7月1日起已由增值税识别号取代。自2019年起，亚马逊、eBay等电商平台运营方须为平台上的卖家留存该证明，否则须依据§ 25e UStG为卖家未缴纳的增值税承担连带责任。该证明程序仅适用至2021年6月30日；此后，平台运营方改为记录由德国联邦中央税务局（BZSt）为卖家签发的增值税识别号。因此，凡通过电商平台销售且货物在德国起运或送达的卖家，都必须依法办理税务登记并持有有效的增值税识别号；否则可能面临账户受限乃至被冻结的风险。',
      },
    },
  },
  {
    id: 'tax-audit',
    related: ['vat-return', 'input-tax-deduction', 'proof-of-delivery', 'tax-liability'],
    text: {
      de: {
        title: 'Betriebsprüfung (Außenprüfung)',
        definition:
          'Bei der Betriebsprüfung prüft die Finanzbehörde die steuerlichen Verhältnisse eines Unternehmens, meist vor Ort in dessen Geschäftsräumen. Rechtsgrundlage sind die §§ 193 ff. AO; angekündigt wird sie durch eine Prüfungsanordnung (§ 196 AO), und sie kann alle Steuern umfassen oder sich – wie die Umsatzsteuer-Sonderprüfung – auf eine Steuerart beschränken. Daneben kann das Finanzamt im Rahmen einer Umsatzsteuer-Nachschau (§ 27b UStG) auch unangekündigt erscheinen; Zölle und Verbrauchsteuern prüft die Zollverwaltung, bei Ein- und Ausfuhren auf Grundlage von Art. 48 UZK. Die Feststellungen werden in einer Schlussbesprechung erörtert und führen häufig zu geänderten Steuerbescheiden, gegen die in der Regel innerhalb eines Monats Einspruch eingelegt werden kann.',
      },
      en: {
        title: 'Tax audit (field audit)',
        definition:
          'A tax audit is the examination of a company’s tax affairs by the tax authorities, usually on site at its business premises. The legal basis is §§ 193 et seq. AO (German Fiscal Code); the audit is announced by an audit order (§ 196 AO) and may cover all taxes or, like a special VAT audit, be limited to one type of tax. In addition, the tax office may carry out an unannounced VAT inspection (Umsatzsteuer-Nachschau, § 27b UStG); customs duties and excise duties are audited by the customs administration, for imports and exports under Art. 48 of the Union Customs Code. The findings are discussed at a closing meeting and often lead to amended tax assessments, against which an objection can normally be lodged within one month.',
      },
      zh: {
        title: '税务稽查',
        definition:
          '税务稽查是指税务机关对企业的涉税情况进行的检查，通常在企业经营场所现场进行。法律依据为《德国税收通则》（AO）第193条及以下各条；稽查须以稽查通知书（§ 196 AO）告知，范围可涵盖全部税种，也可如增值税专项稽查那样仅限于某一税种。此外，税务局还可依据§ 27b UStG进行事先不通知的增值税临场检查（Umsatzsteuer-Nachschau）；关税和消费税由海关负责稽查，进出口业务的稽查依据为《欧盟海关法典》（UZK）第48条。稽查结果会在结案会谈中讨论，并常常导致税务机关作出变更核定通知书；对变更核定通知书，通常可在一个月内提出异议（Einspruch）。',
      },
    },
  },
  {
    id: 'eori-number',
    related: ['customs-duty', 'import-vat', 'customs-tariff-number'],
    text: {
      de: {
        title: 'EORI-Nummer',
        definition:
          'Die EORI-Nummer ist die EU-weit gültige Kennnummer, mit der Unternehmen gegenüber den Zollbehörden identifiziert werden. Rechtsgrundlage der EORI-Nummer (Economic Operators’ Registration and Identification Number) ist Art. 9 UZK; ohne sie können Unternehmen in der EU keine Zollanmeldungen abgeben oder in ihrem Namen abgeben lassen. In der EU ansässige Unternehmen beantragen sie in ihrem Sitzstaat, in Deutschland beim Zoll; Unternehmen ohne Sitz in der EU werden in dem Mitgliedstaat registriert, in dem sie erstmals eine Zollanmeldung abgeben. Die Erteilung dauert meist nur wenige Arbeitstage, sofern der Antrag vollständig ist.',
      },
      en: {
        title: 'EORI number',
        definition:
          'The EORI number is the EU-wide identification number of a business in its dealings with customs authorities. The legal basis of the EORI number (Economic Operators’ Registration and Identification number) is Art. 9 of the Union Customs Code; without it, a business cannot lodge customs declarations in the EU or have them lodged in its name. Businesses established in the EU apply in their member state of establishment, in Germany to the customs administration; businesses established outside the EU are registered in the member state where they first lodge a customs declaration. The number is usually issued within a few working days, provided the application is complete.',
      },
      zh: {
        title: 'EORI号码',
        definition:
          'EORI号码（经济经营者注册与识别号）是在全欧盟通用、供海关识别企业身份的编号。其法律依据为《欧盟海关法典》（UZK）第9条；没有EORI号码，企业就无法在欧盟提交报关单，也无法委托他人以其名义报关。在欧盟设立的企业向其所在成员国申请，在德国向海关申请；在欧盟以外设立的企业，则在其首次提交报关单的成员国办理注册。在申请材料齐全的情况下，通常几个工作日即可获批。',
      },
    },
  },
  {
    id: 'fiscal-representation',
    related: ['vat-id', 'import-vat', 'intra-community-supply', 'permanent-establishment'],
    text: {
      de: {
        title: 'Fiskalvertretung',
        definition:
          'Bei der Fiskalvertretung erfüllt ein inländischer Vertreter die Umsatzsteuerpflichten eines ausländischen Unternehmens, das sich nicht selbst registrieren muss. Nach §§ 22a–22e UStG steht sie nur Unternehmen ohne Wohnsitz, Sitz, Geschäftsleitung oder Zweigniederlassung im Inland offen, die hier ausschließlich steuerfreie Umsätze ausführen und keine Vorsteuer abziehen können – typisch ist die Einfuhr mit anschließender steuerfreier innergemeinschaftlicher Lieferung. Fiskalvertreter können unter anderem Steuerberater, Rechtsanwälte, Wirtschaftsprüfer und Speditionsunternehmen sein; sie geben die Steuererklärungen und Zusammenfassenden Meldungen für den Vertretenen ab. Vorgeschrieben ist ein Fiskalvertreter in Deutschland nicht: Online-Händler aus Drittstaaten mit steuerpflichtigen Umsätzen registrieren sich hier selbst, während einige andere EU-Staaten von Nicht-EU-Unternehmen einen Fiskalvertreter verlangen.',
      },
      en: {
        title: 'Fiscal representation',
        definition:
          'Under fiscal representation, a fiscal representative in Germany fulfils a foreign business’s German VAT obligations, so the business need not register itself. Under §§ 22a–22e UStG, it is only available to businesses with no residence, registered office, management or branch in Germany that make exclusively VAT-exempt supplies here and cannot deduct input VAT – the typical case is an import followed by an exempt intra-Community supply. Tax advisers, lawyers, auditors and freight forwarders, among others, can act as fiscal representatives; they file the VAT returns and EC sales lists on behalf of the represented business. A fiscal representative is not mandatory in Germany: online sellers from non-EU countries with taxable sales register here themselves, whereas some other EU member states require non-EU businesses to appoint one.',
      },
      zh: {
        title: '财税代表',
        definition:
          '财税代表制度（Fiskalvertretung）是指由德国境内的财税代表，为本身无需在德国办理增值税登记的外国企业履行其增值税义务。根据§§ 22a–22e UStG，只有在德国境内没有住所、注册地、管理机构或分支机构，且在德国仅从事免税交易、不能抵扣进项税的企业才可采用；典型情形是货物进口后随即进行免税的欧盟内部供货。可担任财税代表的包括税务顾问、律师、审计师和货运代理企业等；财税代表代被代表企业提交增值税申报表和欧盟销售清单。德国并不强制要求委任财税代表：有应税销售的非欧盟电商卖家须自行在德国注册；而部分其他欧盟国家则要求非欧盟企业委任财税代表。',
      },
    },
  },
  {
    id: 'delivery-threshold',
    related: ['oss', 'place-of-supply', 'b2c'],
    text: {
      de: {
        title: 'Lieferschwelle',
        definition:
          'Die Lieferschwelle ist die EU-weit einheitliche Grenze von {fact:euDeliveryThreshold} EUR, bis zu der Fernverkäufe an Privatkunden im EU-Ausland im Herkunftsland besteuert werden. Sie gilt seit dem 1. Juli 2021 (§ 3c Abs. 4 UStG, Art. 59c MwStSystRL) und hat die früheren länderspezifischen Lieferschwellen ersetzt. Zusammengerechnet werden die Nettoumsätze aus innergemeinschaftlichen Fernverkäufen und aus Telekommunikations-, Rundfunk- und elektronischen Dienstleistungen an Privatkunden in allen anderen EU-Staaten; die Schwelle gilt nur für Unternehmen, die in einem einzigen Mitgliedstaat ansässig sind. Wird sie im vorangegangenen oder im laufenden Kalenderjahr überschritten, ist die Umsatzsteuer des Bestimmungslandes geschuldet, die über OSS gemeldet werden kann; Händler mit Sitz außerhalb der EU können die Schwelle nicht nutzen.',
      },
      en: {
        title: 'Delivery threshold (EU-wide distance-selling threshold)',
        definition:
          'The delivery threshold is the EU-wide limit of EUR {fact:euDeliveryThreshold} up to which distance sales to consumers in other EU countries are taxed in the country of dispatch. It has applied since 1 July 2021 (§ 3c(4) UStG, Art. 59c of the VAT Directive) and replaced the former country-specific delivery thresholds. It covers the combined net sales from intra-Community distance sales and from telecommunications, broadcasting and electronic services to consumers in all other EU countries, and applies only to businesses established in a single member state. If it is exceeded in the previous or the current calendar year, the VAT of the country of destination is due, which can be declared via OSS; sellers established outside the EU cannot use the threshold.',
      },
      zh: {
        title: '远程销售门槛',
        definition:
          '远程销售门槛是全欧盟统一的{fact:euDeliveryThreshold}欧元限额；在此限额以内，向其他欧盟国家消费者的远程销售在发货国纳税。该门槛自2021年7月1日起适用（§ 3c Abs. 4 UStG，《欧盟增值税指令》第59c条），取代了此前各国各自规定的远程销售门槛。计算时，须将向所有其他欧盟国家消费者进行的欧盟内部远程销售以及提供的电信、广播和电子服务的不含税销售额合并计算；该门槛仅适用于只在一个成员国设立的企业。如上一年度或本年度超过该门槛，则须缴纳目的国增值税，并可通过OSS申报；在欧盟以外设立的卖家不适用该门槛。',
      },
    },
  },
  {
    id: 'consignment-stock',
    related: ['intra-community-supply', 'ec-sales-list', 'vat-id', 'permanent-establishment'],
    text: {
      de: {
        title: 'Konsignationslager (§ 6b UStG)',
        definition:
          'Ein Konsignationslager ist ein Lager in einem anderen EU-Staat, aus dem ein bestimmter Abnehmer Waren des Lieferanten bei Bedarf entnimmt und erst dann kauft. Seit dem 1. Januar 2020 regelt § 6b UStG (Art. 17a MwStSystRL) diesen Fall EU-einheitlich: Das Verbringen in das Lager ist nicht steuerbar, erst die Entnahme führt zu einer innergemeinschaftlichen Lieferung des Lieferanten und einem innergemeinschaftlichen Erwerb des Abnehmers. Voraussetzung ist unter anderem, dass der Abnehmer aufgrund einer bestehenden Vereinbarung feststeht und seine USt-IdNr. bei Transportbeginn vorliegt, dass der Lieferant im Bestimmungsland weder seinen Sitz noch eine Betriebsstätte hat, dass er die Warenbewegungen gesondert aufzeichnet (§ 22 Abs. 4f UStG) und in der Zusammenfassenden Meldung angibt und dass die Entnahme innerhalb der gesetzlichen Frist erfolgt. Der Lieferant muss sich dann im Bestimmungsland grundsätzlich nicht registrieren; für Fulfillment-Lager wie Amazon FBA, aus denen an Endkunden verkauft wird, gilt die Regelung nicht. Mit der EU-Reform „Mehrwertsteuer im digitalen Zeitalter“ (ViDA, Richtlinie (EU) 2025/516) läuft die Konsignationslagerregelung aus; an ihre Stelle tritt ab dem 1. Juli 2028 eine Sonderregelung für das Verbringen eigener Waren. Welche Übergangsfristen für bestehende Lager gelten, prüfen wir im Einzelfall.',
      },
      en: {
        title: 'Consignment stock (call-off stock, § 6b UStG)',
        definition:
          'A consignment stock is a warehouse in another EU country from which a specific customer calls off the supplier’s goods as needed, acquiring them only then. Since 1 January 2020, § 6b UStG (Art. 17a of the VAT Directive) has governed this case uniformly across the EU: moving the goods into the warehouse is not a taxable transaction; only the call-off results in an intra-Community supply by the supplier and an intra-Community acquisition by the customer. Conditions include that the customer is identified under an existing agreement and its VAT ID is known when transport begins, that the supplier has neither its place of business nor a fixed establishment in the country of destination, that it records the movements separately (§ 22(4f) UStG) and reports them in the EC sales list, and that the call-off takes place within the statutory period. The supplier then generally does not need to register in the country of destination; the rule does not apply to fulfilment warehouses such as Amazon FBA from which goods are sold to end customers. Under the EU’s VAT in the Digital Age reform (ViDA, Directive (EU) 2025/516) the consignment stock rule is being phased out; from 1 July 2028 a special scheme for transfers of own goods takes its place. We check case by case which transitional periods apply to existing warehouses.',
      },
      zh: {
        title: '寄售仓库（§ 6b UStG）',
        definition:
          '寄售仓库是指位于另一欧盟国家的仓库，特定买方按需从中提取供货商的货物，并在提取时才购买。自2020年1月1日起，§ 6b UStG（《欧盟增值税指令》第17a条）在全欧盟统一规范此类情形：货物移入仓库不属于增值税征税范围（不征税），只有在提货时，才构成供货商的欧盟内部供货和买方的欧盟内部购货。适用条件包括：买方已根据现有协议确定，且其增值税识别号在运输开始时已提供；供货商在目的国既无注册地也无固定机构；供货商须单独记录货物流动（§ 22 Abs. 4f UStG）并在欧盟销售清单中申报；提货须在法定期限内完成。满足条件时，供货商原则上无需在目的国办理增值税注册；但该规则不适用于向终端消费者销售的履约仓库，例如亚马逊FBA仓库。根据欧盟“数字时代增值税”改革（ViDA，指令(EU) 2025/516），寄售仓库规则将逐步取消；自2028年7月1日起，将由针对自有货物转移的特别申报制度取而代之。现有仓库适用哪些过渡期限，我们将逐案核实。',
      },
    },
  },
  {
    id: 'import-vat',
    related: ['customs-duty', 'input-tax-deduction', 'ioss', 'eori-number'],
    text: {
      de: {
        title: 'Einfuhrumsatzsteuer (EUSt)',
        definition:
          'Die Einfuhrumsatzsteuer ist die Umsatzsteuer, die beim Import von Waren aus Nicht-EU-Staaten nach Deutschland anfällt und vom Zoll erhoben wird. Rechtsgrundlage ist § 1 Abs. 1 Nr. 4 UStG; es gelten dieselben Steuersätze wie im Inland, also {fact:vatStandardRate} % oder ermäßigt {fact:vatReducedRate} %. Bemessungsgrundlage ist im Wesentlichen der Zollwert zuzüglich Zoll, Verbrauchsteuern und der Beförderungskosten bis zum ersten Bestimmungsort in der EU (§ 11 UStG). Unternehmen können die Einfuhrumsatzsteuer als Vorsteuer abziehen, wenn die Waren für ihr Unternehmen eingeführt wurden (§ 15 Abs. 1 Satz 1 Nr. 2 UStG). Sendungen mit einem Sachwert bis {fact:iossConsignmentLimit} EUR sind bei Nutzung des IOSS-Verfahrens von der Einfuhrumsatzsteuer befreit (§ 5 Abs. 1 Nr. 7 UStG); die Umsatzsteuer wird dann über IOSS gemeldet.',
      },
      en: {
        title: 'Import VAT (EUSt)',
        definition:
          'Import VAT is the VAT charged when goods from non-EU countries are imported into Germany; it is collected by customs. Its legal basis is § 1(1) no. 4 UStG, and the same rates apply as for domestic supplies, i.e. {fact:vatStandardRate}% or the reduced {fact:vatReducedRate}%. The taxable amount is essentially the customs value plus customs duty, excise duties and transport costs to the first place of destination in the EU (§ 11 UStG). Businesses can deduct import VAT as input VAT if the goods were imported for their business (§ 15(1) sentence 1 no. 2 UStG). Consignments with an intrinsic value of up to EUR {fact:iossConsignmentLimit} are exempt from import VAT when the IOSS scheme is used (§ 5(1) no. 7 UStG); the VAT is then declared via IOSS.',
      },
      zh: {
        title: '进口增值税（EUSt）',
        definition:
          '进口增值税是从欧盟以外国家向德国进口货物时产生、由海关征收的增值税。其法律依据为§ 1 Abs. 1 Nr. 4 UStG，适用与德国境内相同的税率，即{fact:vatStandardRate}%或{fact:vatReducedRate}%的优惠税率。计税基础主要为完税价格，加上关税、消费税以及运抵欧盟境内第一目的地的运输费用（§ 11 UStG）。货物为企业经营目的而进口的，企业可将进口增值税作为进项税抵扣（§ 15 Abs. 1 Satz 1 Nr. 2 UStG）。货物本身价值（内在价值）不超过{fact:iossConsignmentLimit}欧元的包裹如采用IOSS，则免征进口增值税（§ 5 Abs. 1 Nr. 7 UStG），相应的增值税改为通过IOSS申报。',
      },
    },
  },
  {
    id: 'customs-tariff-number',
    related: ['customs-duty', 'import-vat', 'eori-number'],
    text: {
      de: {
        title: 'Zolltarifnummer',
        definition:
          'Die Zolltarifnummer ordnet eine Ware eindeutig in den Zolltarif ein und bestimmt damit, welcher Zollsatz und welche Einfuhrbestimmungen für sie gelten. Die auch Warennummer oder Codenummer genannte Nummer baut auf dem weltweit verwendeten Harmonisierten System (HS) auf, das die EU in der Kombinierten Nomenklatur (Verordnung (EWG) Nr. 2658/87) und im TARIC weiter untergliedert; in Deutschland ist sie im Elektronischen Zolltarif (EZT) abrufbar. Die Nummer ist in jeder Zollanmeldung anzugeben; an ihr hängen neben dem Zollsatz etwa auch Antidumpingzölle, Genehmigungspflichten und Einfuhrverbote. Da eine falsche Einreihung zu Nachforderungen oder Verzögerungen führen kann, lässt sie sich über eine verbindliche Zolltarifauskunft (vZTA, Art. 33 UZK) absichern, die in der gesamten EU bindet.',
      },
      en: {
        title: 'Customs tariff number (commodity code)',
        definition:
          'The customs tariff number (commodity code) classifies a product unambiguously in the customs tariff and thus determines which duty rate and import rules apply. It builds on the worldwide Harmonized System (HS), which the EU subdivides further in the Combined Nomenclature (Regulation (EEC) No 2658/87) and in TARIC; in Germany it can be looked up in the Electronic Customs Tariff (EZT). The number must be stated in every customs declaration, and besides the duty rate it also determines, for example, anti-dumping duties, licensing requirements and import bans. Because incorrect classification can lead to demands for additional duty or delays, the classification can be secured by a binding tariff information (BTI) decision (Art. 33 of the Union Customs Code), which is binding throughout the EU.',
      },
      zh: {
        title: '商品编码（海关税则号）',
        definition:
          '商品编码用于将商品准确归入海关税则，从而确定适用的关税税率和进口规定。它以全球通用的协调制度（HS）为基础，欧盟在《综合税则目录》（CN，欧洲经济共同体第2658/87号条例）和TARIC中对其作了进一步细分；在德国，可通过电子海关税则（EZT）查询。每份报关单都必须填写商品编码；除关税税率外，反倾销税、许可要求和进口禁令等也取决于该编码。由于归类错误可能导致补缴税款或通关延误，企业可申请约束性税则信息（BTI/vZTA，UZK第33条）以确保归类的确定性，该信息在全欧盟具有约束力。',
      },
    },
  },
  {
    id: 'proof-of-delivery',
    related: ['intra-community-supply', 'vat-id', 'chain-transaction', 'tax-audit'],
    text: {
      de: {
        title: 'Gelangensbestätigung und Ausfuhrnachweis',
        definition:
          'Mit Gelangensbestätigung und Ausfuhrnachweis belegt ein Unternehmen, dass gelieferte Waren in ein anderes EU-Land oder in ein Drittland gelangt sind. Bei innergemeinschaftlichen Lieferungen verlangen § 6a Abs. 3 UStG und §§ 17a ff. UStDV einen Beleg- und Buchnachweis, etwa durch die Gelangensbestätigung des Abnehmers (§ 17b UStDV); seit dem 1. Januar 2020 wird das Gelangen außerdem vermutet, wenn bestimmte Transport- und Drittbelege vorliegen (§ 17a UStDV, Art. 45a der Durchführungsverordnung (EU) Nr. 282/2011). Bei Ausfuhren in Drittländer dient in der Regel der elektronische Ausgangsvermerk aus dem Zollsystem ATLAS als Nachweis (§ 6 Abs. 4 UStG, §§ 8 ff. UStDV). Fehlt der Nachweis, kann das Finanzamt die Steuerbefreiung versagen und deutsche Umsatzsteuer nachfordern.',
      },
      en: {
        title: 'Proof of delivery (entry certificate and proof of export)',
        definition:
          'Proof of delivery means the documents with which a business shows that goods it supplied actually reached another EU country or a non-EU country. For intra-Community supplies, § 6a(3) UStG and §§ 17a et seq. UStDV require documentary and accounting evidence, for example the customer’s entry certificate (Gelangensbestätigung, § 17b UStDV); since 1 January 2020, arrival is also presumed where certain transport and third-party documents are held (§ 17a UStDV, Art. 45a of Implementing Regulation (EU) No 282/2011). For exports to non-EU countries, the electronic exit endorsement (Ausgangsvermerk) from the German customs system ATLAS usually serves as evidence (§ 6(4) UStG, §§ 8 et seq. UStDV). Without such proof, the tax office can deny the exemption and claim German VAT.',
      },
      zh: {
        title: '到货确认书与出口证明',
        definition:
          '企业通过到货确认书和出口证明，证明所供货物确已运抵另一欧盟国家或第三国。对于欧盟内部供货，§ 6a Abs. 3 UStG以及§§ 17a ff. UStDV要求提供单据证明和账簿证明，例如买方出具的到货确认书（Gelangensbestätigung，§ 17b UStDV）；自2020年1月1日起，如持有特定的运输单据和第三方单据，还可推定货物已运抵（§ 17a UStDV，欧盟第282/2011号实施条例第45a条）。对于向第三国出口，通常以德国海关ATLAS系统出具的电子出境证明（Ausgangsvermerk）作为证明（§ 6 Abs. 4 UStG，UStDV第8条及以下各条）。如无法提供证明，税务局可拒绝给予免税待遇，并追缴德国增值税。',
      },
    },
  },
  {
    id: 'b2b',
    related: ['b2c', 'reverse-charge', 'vat-id', 'e-invoice'],
    text: {
      de: {
        title: 'B2B (Business-to-Business)',
        definition:
          'B2B (Business-to-Business) bezeichnet Geschäfte zwischen Unternehmen, etwa den Verkauf an Händler, Hersteller oder andere gewerbliche Kunden. Umsatzsteuerlich ist die Unterscheidung zentral: Dienstleistungen an Unternehmer werden grundsätzlich am Sitz des Leistungsempfängers besteuert (§ 3a Abs. 2 UStG), und in vielen Fällen schuldet der Kunde die Steuer im Reverse-Charge-Verfahren (§ 13b UStG). Lieferungen an Unternehmer in anderen EU-Staaten können als innergemeinschaftliche Lieferung steuerfrei sein, wenn der Kunde eine gültige USt-IdNr. verwendet (§ 4 Nr. 1 Buchst. b, § 6a UStG). Für Rechnungen zwischen inländischen Unternehmen wird die E-Rechnung von 2025 bis 2028 schrittweise zur Pflicht.',
      },
      en: {
        title: 'B2B (business-to-business)',
        definition:
          'B2B (business-to-business) refers to transactions between businesses, such as sales to retailers, manufacturers or other commercial customers. The distinction is central for VAT: services to businesses are generally taxed where the customer is established (§ 3a(2) UStG), and in many cases the customer owes the VAT under the reverse charge mechanism (§ 13b UStG). Supplies of goods to businesses in other EU countries can be exempt as intra-Community supplies if the customer uses a valid VAT ID (§ 4 no. 1(b) and § 6a UStG). For invoices between businesses in Germany, e-invoicing is becoming mandatory in stages from 2025 to 2028.',
      },
      zh: {
        title: '企业对企业（B2B）',
        definition:
          '企业对企业（B2B）是指企业之间的交易，例如向经销商、生产商或其他商业客户销售。这一区分在增值税上至关重要：向企业提供的服务原则上在接受方所在地纳税（§ 3a Abs. 2 UStG），且在许多情况下由客户按反向征收机制缴纳增值税（§ 13b UStG）。向其他欧盟国家的企业供货，如客户使用有效的增值税识别号，可作为欧盟内部供货免征增值税（§ 4 Nr. 1 Buchst. b、§ 6a UStG）。德国境内企业之间的发票将于2025年至2028年间分阶段强制采用电子发票。',
      },
    },
  },
  {
    id: 'b2c',
    related: ['b2b', 'oss', 'delivery-threshold', 'ioss'],
    text: {
      de: {
        title: 'B2C (Business-to-Consumer)',
        definition:
          'B2C (Business-to-Consumer) bezeichnet Geschäfte zwischen Unternehmen und Privatkunden, etwa Verkäufe eines Onlineshops oder über Amazon an Verbraucher. Da Verbraucher keine Vorsteuer abziehen können, tragen sie die Umsatzsteuer endgültig; der Händler muss sie deshalb selbst richtig berechnen und abführen, ein Reverse-Charge-Verfahren gibt es hier in der Regel nicht. Fernverkäufe an Privatkunden in anderen EU-Staaten werden grundsätzlich im Bestimmungsland besteuert (§ 3c UStG), für in nur einem Mitgliedstaat ansässige Händler erst oberhalb der EU-weiten Lieferschwelle von {fact:euDeliveryThreshold} EUR; gemeldet werden kann dies über OSS, bei Einfuhrsendungen bis {fact:iossConsignmentLimit} EUR über IOSS. Verkaufen Händler aus Drittstaaten über einen Marktplatz, kann der Marktplatzbetreiber selbst als Lieferer gelten (§ 3 Abs. 3a UStG).',
      },
      en: {
        title: 'B2C (business-to-consumer)',
        definition:
          'B2C (business-to-consumer) refers to transactions between businesses and private customers, such as sales by an online shop or via Amazon to consumers. As consumers cannot deduct input VAT, the VAT is a final cost for them; the seller must therefore calculate and pay it correctly itself, and the reverse charge mechanism generally does not apply. Distance sales to consumers in other EU countries are in principle taxed in the country of destination (§ 3c UStG) – for sellers established in only one member state, once the EU-wide delivery threshold of EUR {fact:euDeliveryThreshold} is exceeded; they can be declared via OSS, and imported consignments of up to EUR {fact:iossConsignmentLimit} via IOSS. Where sellers from non-EU countries sell through a marketplace, the marketplace operator may itself be treated as the supplier (§ 3(3a) UStG).',
      },
      zh: {
        title: '企业对消费者（B2C）',
        definition:
          '企业对消费者（B2C）是指企业与个人消费者之间的交易，例如网店或通过亚马逊向消费者销售。由于消费者不能抵扣进项税，增值税最终由其承担；因此卖家必须自行正确计算并缴纳增值税，通常不适用反向征收机制。向其他欧盟国家消费者的远程销售原则上在目的国纳税（§ 3c UStG）；对于仅在一个成员国设立的卖家，超过欧盟统一的{fact:euDeliveryThreshold}欧元远程销售门槛后才适用；相关销售可通过OSS申报，价值不超过{fact:iossConsignmentLimit}欧元的进口包裹可通过IOSS申报。非欧盟卖家通过电商平台销售时，平台运营方本身可能被视为供货方（§ 3 Abs. 3a UStG）。',
      },
    },
  },
  {
    id: 'tax-liability',
    related: ['reverse-charge', 'vat-return', 'place-of-supply'],
    text: {
      de: {
        title: 'Steuerschuld',
        definition:
          'Die Steuerschuld bestimmt, wer eine Steuer gegenüber dem Finanzamt schuldet und wann sie entsteht. Bei der Umsatzsteuer entsteht sie im Regelfall der Sollbesteuerung mit Ablauf des Voranmeldungszeitraums, in dem die Leistung ausgeführt wurde; bei Anzahlungen und bei der Istbesteuerung kommt es stattdessen auf den Zahlungseingang an (§§ 13, 20 UStG). Steuerschuldner ist grundsätzlich der leistende Unternehmer (§ 13a UStG); in den Fällen des § 13b UStG geht die Steuerschuld auf den Leistungsempfänger über (Reverse Charge). Wer in einer Rechnung Umsatzsteuer zu hoch oder unberechtigt ausweist, schuldet den ausgewiesenen Betrag ebenfalls (§ 14c UStG); davon zu unterscheiden ist die Haftung für fremde Steuern, etwa die der Marktplatzbetreiber nach § 25e UStG.',
      },
      en: {
        title: 'Tax liability',
        definition:
          'Tax liability determines who owes a tax to the tax authorities and when it arises. For VAT under the standard accrual method, it arises at the end of the advance VAT return period in which the supply was made; for advance payments and under cash accounting, receipt of payment is decisive instead (§§ 13, 20 UStG). The person liable is generally the supplier (§ 13a UStG); in the cases of § 13b UStG, liability shifts to the customer (reverse charge). Anyone who shows VAT on an invoice that is too high or not owed at all also owes the amount shown (§ 14c UStG); this is distinct from secondary liability for another person’s tax, such as that of marketplace operators under § 25e UStG.',
      },
      zh: {
        title: '纳税义务',
        definition:
          '纳税义务（Steuerschuld）决定由谁向税务机关负担某项税款，以及该税款何时产生。就增值税而言，在通常的权责发生制（Sollbesteuerung）下，纳税义务于完成供货或服务所在的预申报期结束时产生；对于预收款以及采用收付实现制（Istbesteuerung）的情形，则以收到款项为准（§§ 13、20 UStG）。纳税人原则上为提供货物或服务的企业（§ 13a UStG）；在§ 13b UStG规定的情形下，纳税义务转移给接受方（反向征收）。在发票上多列增值税或无权列明增值税的，同样须缴纳发票上列明的税额（§ 14c UStG）；这与为他人税款承担的连带责任不同，例如电商平台运营方依据§ 25e UStG承担的责任。',
      },
    },
  },
  {
    id: 'permanent-establishment',
    related: ['place-of-supply', 'reverse-charge', 'vat-id', 'fiscal-representation'],
    text: {
      de: {
        title: 'Betriebsstätte',
        definition:
          'Eine Betriebsstätte ist nach § 12 AO jede feste Geschäftseinrichtung oder Anlage, die der Tätigkeit eines Unternehmens dient. Dazu zählen etwa Zweigniederlassungen, Geschäftsstellen und Warenlager; für ausländische Unternehmen ist die Betriebsstätte vor allem ertragsteuerlich bedeutsam: Gewinne einer deutschen Betriebsstätte unterliegen grundsätzlich der deutschen Körperschaft- bzw. Einkommensteuer und der Gewerbesteuer, wobei Doppelbesteuerungsabkommen den Begriff enger fassen können. Im Umsatzsteuerrecht ist stattdessen das unionsrechtliche Konzept der festen Niederlassung maßgeblich: Sie setzt nach Art. 11 der Durchführungsverordnung (EU) Nr. 282/2011 einen hinreichenden Grad an Beständigkeit und eine geeignete personelle und technische Ausstattung voraus; eine USt-IdNr. allein genügt nicht. Ob eine feste Niederlassung besteht, entscheidet unter anderem über den Ort von Dienstleistungen und darüber, ob das Reverse-Charge-Verfahren anwendbar ist.',
      },
      en: {
        title: 'Permanent establishment (fixed establishment for VAT)',
        definition:
          'A permanent establishment is any fixed place of business or facility serving a business’s activity (§ 12 AO), such as a branch, an office or a warehouse. For foreign companies it matters above all for income taxes: profits of a German permanent establishment are generally subject to German corporate or personal income tax and trade tax, although double taxation treaties may define the term more narrowly. For VAT, the EU concept of a fixed establishment applies instead: under Art. 11 of Implementing Regulation (EU) No 282/2011, it requires a sufficient degree of permanence and a suitable structure in terms of human and technical resources; a VAT ID alone is not enough. Whether a fixed establishment exists determines, among other things, the place of supply of services and whether the reverse charge mechanism applies.',
      },
      zh: {
        title: '常设机构（增值税上的固定机构）',
        definition:
          '常设机构（Betriebsstätte）是指服务于企业经营活动的任何固定营业场所或设施（§ 12 AO），例如分支机构、办事处或仓库。对外国企业而言，它主要在所得税方面具有重要意义：德国常设机构的利润原则上须在德国缴纳企业所得税或个人所得税以及营业税（Gewerbesteuer，由市镇对经营所得征收），但避免双重征税协定可能对该概念作更窄的界定。在增值税方面，则适用欧盟法上的“固定机构”概念：根据欧盟第282/2011号实施条例第11条，固定机构须具备足够的持续性，并拥有相应的人员和技术设施；仅持有增值税识别号并不足以构成固定机构。是否存在固定机构，直接影响服务发生地以及是否适用反向征收机制等问题。',
      },
    },
  },
]
