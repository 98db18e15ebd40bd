import type { Termbase } from './types'

/**
 * One term per concept in each language. The content check (npm run content:check) fails, naming
 * file:line:column, where a text uses a variant listed under `avoid`, or where a German text uses
 * a term and its English or Chinese translation does not use that term's translation.
 * To add a concept: its German term as it appears in German texts (a part of a word is enough:
 * "Festsetzungsfrist" also finds "Festsetzungsfristen"), the English and Chinese terms, and the
 * wrong variants seen in the wild.
 * Two things to keep in mind when adding one:
 * - A longer German term wins over a shorter one inside it ("Vorsteuerabzug" over "Vorsteuer"), so
 *   a longer term must require at least what the shorter one required.
 * - A variant to avoid is not flagged inside a longer term of another concept (酒税 inside 啤酒税,
 *   the beer tax); a variant that contains a shorter term (增值税号 contains 增值税) still is.
 */
export const termbase: Termbase = {
  terms: [
    // --- VAT: basics -------------------------------------------------------------------------
    { concept: 'vat', de: 'Umsatzsteuer', en: 'VAT', zh: '增值税', require: [] },
    {
      concept: 'trade-tax', de: 'Gewerbesteuer', en: 'trade tax', zh: '营业税',
      note: 'In China 营业税 named the business tax replaced by VAT in 2016: write it only for the German Gewerbesteuer, with the German word beside it.',
    },
    {
      concept: 'input-vat', de: 'Vorsteuer', en: 'input VAT', zh: '进项税', avoid: { en: ['input tax'] },
      note: 'Chinese: 进项税 (进项税额).',
    },
    {
      concept: 'input-vat-deduction', de: 'Vorsteuerabzug', en: 'input VAT deduction', zh: '进项税', avoid: { en: ['input tax deduction'], zh: ['进项税款'] },
      note: 'Chinese also writes the verb form 抵扣进项税, so only 进项税 is required.',
    },
    {
      concept: 'vat-refund-procedure', de: 'Vorsteuer-Vergütungsverfahren', en: 'VAT refund procedure', zh: '进项税退还程序',
      note: 'Not bare 退税程序, which readers take for export or tourist refunds.',
    },
    {
      concept: 'reverse-charge', de: 'Reverse-Charge', en: 'reverse charge', zh: '反向征收',
      avoid: { en: ['reverse-charge mechanism'], zh: ['逆向征收', '反向收费', '自行征税'] },
    },
    {
      concept: 'reverse-charge-statutory-name', de: 'Steuerschuldnerschaft des Leistungsempfängers', en: 'reverse charge', zh: '反向征收',
      note: 'The statutory German name of the reverse charge (§ 13b UStG), quoted on invoices.',
    },
    {
      concept: 'recipient-of-supply', de: 'Leistungsempfänger', en: 'recipient', zh: '接受方', require: ['zh'],
      note: 'English also says "customer". 接收方 stays right for a GDPR recipient (Empfänger), so it is not listed as a variant.',
    },
    {
      concept: 'person-liable', de: 'Steuerschuldner', en: 'person liable', zh: '纳税人', require: [],
      note: 'Paraphrased as "owes the tax" / 由…承担; kept apart from tax-liability (Steuerschuld, 纳税义务).',
    },
    { concept: 'tax-liability', de: 'Steuerschuld', en: 'liab', zh: '纳税', require: [], avoid: { zh: ['纳税义务人'] } },
    {
      concept: 'taxable-amount', de: 'Bemessungsgrundlage', en: 'taxable amount', zh: '计税', require: ['zh'],
      note: 'VAT: the legal concept is 计税基础; the amount of an invoice (EN 16931 BT-116, the e-invoice checker) is 计税金额; excise texts say "basis", 计税依据.',
    },
    { concept: 'tax-rate', de: 'Steuersatz', en: 'rate', zh: '税率', avoid: { zh: ['低税率'] } },
    { concept: 'standard-rate', de: 'Regelsatz', en: 'standard rate', zh: '标准税率' },
    {
      concept: 'reduced-rate', de: 'ermäßigt', en: 'reduced', zh: '优惠税率',
      note: 'Not 减免税率: 减免 is relief or remission (Entlastung, Erlass). That variant cannot be listed (it contains 免税 and 税率).',
    },
    {
      concept: 'not-taxable', de: 'nicht steuerbar', en: 'not taxable', zh: '不征税', require: ['zh'], avoid: { zh: ['不构成应税行为', '不属于应税交易'] },
      note: 'Outside the scope of VAT, kept apart from exempt (免税) and taxable (应税); English also says "non-taxable".',
    },
    {
      concept: 'tax-exemption', de: 'Steuerbefreiung', en: 'exempt', zh: '免税',
      note: 'The adjective steuerfrei is not checked: Chinese rightly writes the verb 免征 too.',
    },
    { concept: 'accrual-basis', de: 'Sollbesteuerung', en: 'accrual', zh: '权责发生制' },
    { concept: 'cash-basis', de: 'Istbesteuerung', en: 'cash accounting', zh: '收付实现制' },
    { concept: 'ancillary-supply', de: 'Nebenleistung', en: 'ancillary', zh: '附属' },
    { concept: 'work-and-materials', de: 'Werklieferung', en: 'work and materials', zh: '承揽' },
    { concept: 'voucher', de: 'Gutschein', en: 'voucher', zh: '代金券' },
    {
      concept: 'small-business-scheme', de: 'Kleinunternehmerregelung', en: 'small-business scheme', zh: '小企业免税规则',
      avoid: { en: ['small business scheme'], zh: ['小规模经营者规则', '小规模纳税人', '小规模经营者'] },
      note: '小规模纳税人 is a Chinese simplified-levy status, not an exemption.',
    },
    { concept: 'total-turnover', de: 'Gesamtumsatz', en: 'total turnover', zh: '总营业额' },
    { concept: 'vat-group', de: 'Organschaft', en: 'VAT group', zh: '增值税集团', require: [], avoid: { zh: ['税务合并'] } },
    { concept: 'controlling-entity', de: 'Organträger', en: 'controlling entity', zh: '控制公司' },
    {
      concept: 'permanent-establishment', de: 'Betriebsstätte', en: 'permanent establishment', zh: '常设机构', require: [],
      note: 'In VAT contexts the German often means the feste Niederlassung: there say "fixed establishment" (固定机构); elsewhere (§ 12 AO) "permanent establishment" (常设机构).',
    },
    { concept: 'fixed-establishment', de: 'feste Niederlassung', en: 'fixed establishment', zh: '固定机构' },
    { concept: 'place-of-supply', de: 'Ort der Leistung', en: 'place of supply', zh: '供货地', require: ['en'], avoid: { zh: ['交易发生地', '供应地点'] } },
    { concept: 'member-state', de: 'Mitgliedstaat', en: 'member state', zh: '成员国', avoid: { en: ['Member State'] } },
    { concept: 'country-of-destination', de: 'Bestimmungsland', en: 'country of destination', zh: '目的国' },
    { concept: 'consumer', de: 'Verbraucher', en: 'consumer', zh: '消费者' },

    // --- VAT: registration, numbers, returns -------------------------------------------------
    {
      concept: 'vat-registration', de: 'Umsatzsteuer-Registrierung', en: 'VAT registration', zh: '增值税注册', require: ['en'],
      note: 'Chinese also writes the verb form 注册增值税.',
    },
    {
      concept: 'tax-number', de: 'Steuernummer', en: 'tax number', zh: '税号', avoid: { zh: ['税务编号', '税号注册'] },
      note: '税号 is the Steuernummer only; a VAT ID is 增值税识别号, a registration 增值税注册.',
    },
    {
      concept: 'ustg-citation', de: 'UStG', en: 'UStG', zh: 'UStG', require: [],
      avoid: { zh: ['《增值税法》第', '《德国增值税法》第', '《增值税法》（UStG）第', '《增值税实施条例》第', '《增值税实施条例》（UStDV）第'] },
      note: 'Chinese cites German statutes as the German does, "§ 6a Abs. 4 UStG", "§ 46 UStDV" (a tax audience looks them up so); the law may be named once, 《德国增值税法》（UStG）, but is not cited by 第…条.',
    },
    { concept: 'vat-id', de: 'USt-IdNr', en: 'VAT ID', zh: '增值税识别号', require: ['zh'], avoid: { zh: ['增值税号', 'VAT号'] } },
    { concept: 'vat-id-evidence', de: 'USt-IdNr.-Nachweis', en: 'VAT ID evidence', zh: '增值税识别号证明', note: 'Formerly the F22 certificate: 增值税识别号证明（原F22证明）.' },
    { concept: 'f22-certificate', de: 'F22-Bescheinigung', en: 'F22 certificate', zh: 'F22证明' },
    { concept: 'qualified-confirmation', de: 'qualifizierte Bestätigung', en: 'qualified confirmation', zh: '合格确认', avoid: { zh: ['合格确认申请'] } },
    { concept: 'e-invoice', de: 'E-Rechnung', en: 'e-invoic', zh: '电子发票', avoid: { zh: ['电子账单', '数字发票'] } },
    { concept: 'advance-vat-return', de: 'Voranmeldung', en: 'advance VAT return', zh: '预申报', avoid: { zh: ['预缴申报'] } },
    { concept: 'annual-vat-return', de: 'Jahreserklärung', en: 'annual VAT return', zh: '年度申报' },
    { concept: 'ec-sales-list', de: 'Zusammenfassende Meldung', en: 'EC sales list', zh: '欧盟销售清单', avoid: { en: ['EC Sales List'], zh: ['汇总申报', '综合申报'] } },
    { concept: 'permanent-extension', de: 'Dauerfristverlängerung', en: 'permanent extension', zh: '长期延期', avoid: { zh: ['永久延期'] } },
    {
      concept: 'fiscal-representative', de: 'Fiskalvertret', en: 'fiscal represent', zh: '财税代表', avoid: { zh: ['财税代理', '税务代理'] },
      note: 'Matches Fiskalvertreter/Fiskalvertretung and representative/representation; 代理 is the Chinese tax-agency service.',
    },

    // --- VAT: cross-border supplies of goods -------------------------------------------------
    { concept: 'intra-community-supply', de: 'innergemeinschaftliche Lieferung', en: 'intra-Community supply', zh: '欧盟内部供货', avoid: { zh: ['欧盟内部货物供应'] } },
    {
      concept: 'intra-community-acquisition', de: 'innergemeinschaftlicher Erwerb', en: 'intra-Community acquisition', zh: '欧盟内部购货',
      avoid: { zh: ['欧盟内部购进', '欧盟内部收购'] },
    },
    {
      concept: 'transfer-of-own-goods', de: 'Verbringen', en: 'transfer of own goods', zh: '自有货物转移', require: [], avoid: { zh: ['跨境调货', '欧盟内部货物转移', '自有货物调拨'] },
      note: 'The legal term (§ 3 Abs. 1a UStG); 调拨 only for the operational Umlagerung. Not required: the consignment-stock entry rightly says 移入仓库.',
    },
    { concept: 'export-supply', de: 'Ausfuhrlieferung', en: 'export supply', zh: '出口' },
    { concept: 'chain-transaction', de: 'Reihengeschäft', en: 'chain transaction', zh: '连环交易', avoid: { zh: ['链式交易', '连锁交易'] } },
    { concept: 'moving-supply', de: 'bewegte Lieferung', en: 'moving supply', zh: '运输供货' },
    { concept: 'static-supply', de: 'ruhenden Lieferung', en: 'static supply', zh: '静止供货' },
    { concept: 'triangular-transaction', de: 'Dreiecksgeschäft', en: 'triangular transaction', zh: '三角交易', avoid: { zh: ['三角贸易'] } },
    { concept: 'consignment-stock', de: 'Konsignationslager', en: 'consignment stock', zh: '寄售仓库', avoid: { zh: ['寄存仓', '代销仓'] } },
    { concept: 'entry-certificate', de: 'Gelangensbestätigung', en: 'entry certificate', zh: '到货确认书', avoid: { zh: ['抵达确认书'] } },
    {
      concept: 'proof-of-arrival', de: 'Gelangensnachweis', en: 'proof', zh: '到货证明', avoid: { zh: ['交货证明'] },
      note: '交货证明 is a logistics proof of delivery (签收单).',
    },
    { concept: 'proof-of-export', de: 'Ausfuhrnachweis', en: 'export', zh: '出口证明', note: 'English: proof of export, export evidence.' },
    { concept: 'accounting-evidence', de: 'Buchnachweis', en: 'accounting evidence', zh: '账簿' },

    // --- E-commerce --------------------------------------------------------------------------
    { concept: 'distance-sale', de: 'Fernverkauf', en: 'distance sale', zh: '远程销售', avoid: { zh: ['远距离销售', '跨境零售'] } },
    {
      concept: 'delivery-threshold', de: 'Lieferschwelle', en: 'delivery threshold', zh: '远程销售门槛', avoid: { zh: ['起征点', '免征额'] },
      note: '起征点 is a threshold below which no tax is due at all; the Lieferschwelle only decides which country taxes a sale.',
    },
    { concept: 'one-stop-shop', de: 'One-Stop-Shop', en: 'one-stop shop', zh: '一站式申报', avoid: { en: ['One-Stop Shop'], zh: ['一站式商店', '一站式服务', '迷你一站式'] } },
    {
      concept: 'online-seller', de: 'Online-Händler', en: 'online', zh: '电商卖家', require: [], avoid: { zh: ['网络零售商', '线上卖家', '网店卖家', '跨境电商'] },
      note: '跨境电商 narrows the meaning: German Online-Händler include domestic sellers.',
    },
    { concept: 'marketplace', de: 'Marktplatz', en: 'marketplace', zh: '电商平台', require: ['en'], note: 'Chinese says 电商平台 or 平台.' },
    {
      concept: 'marketplace-operator', de: 'betreiber', en: 'operator', zh: '平台运营方', avoid: { zh: ['运营商'] },
      note: 'Marktplatz-, Plattformbetreiber. A website operator (Websitebetreiber) would need a concept of its own.',
    },
    { concept: 'marketplace-liability', de: 'Marktplatzhaftung', en: 'marketplace liability', zh: '平台连带责任', avoid: { zh: ['平台责任'] } },
    { concept: 'deemed-supplier', de: 'fiktiver Lieferer', en: 'deemed supplier', zh: '视同供货方', avoid: { zh: ['视同供应商'] } },
    { concept: 'amazon-pan-eu', de: 'Pan-EU', en: 'Pan-EU', zh: '泛欧', require: ['zh'] },

    // --- Customs -----------------------------------------------------------------------------
    {
      concept: 'union-customs-code', de: 'UZK', en: 'Union Customs Code', zh: '欧盟海关法典', require: ['en'],
      note: 'Chinese cites "UZK第33条" after the name has been introduced.',
    },
    { concept: 'import', de: 'Einfuhr', en: 'import', zh: '进口' },
    { concept: 'export', de: 'Ausfuhr', en: 'export', zh: '出口' },
    { concept: 'import-duties', de: 'Einfuhrabgaben', en: 'import duties', zh: '进口税费' },
    { concept: 'import-duty-notice', de: 'Einfuhrabgabenbescheid', en: 'import duty assessment', zh: '进口税费核定通知' },
    { concept: 'importer-customs', de: 'Einführer', en: 'importer', zh: '进口方', note: 'The customs role; a business that imports (Importeur) is a 进口商.' },
    { concept: 'importer', de: 'Importeur', en: 'importer', zh: '进口商' },
    { concept: 'declarant', de: 'Anmelder', en: 'declarant', zh: '申报人' },
    { concept: 'customs-declaration', de: 'Zollanmeldung', en: 'customs declaration', zh: '报关单' },
    {
      concept: 'customs-clearance', de: 'Zollabfertigung', en: 'customs clearance', zh: '清关', require: ['zh'],
      note: 'English may use the verb: "cleared through customs".',
    },
    {
      concept: 'free-circulation', de: 'zollrechtlich freien Verkehr', en: 'free circulation', zh: '自由流通',
      note: 'The customs status; the excise event is release for consumption (release-for-consumption).',
    },
    { concept: 'customs-debt', de: 'Zollschuld', en: 'customs debt', zh: '海关债务', avoid: { zh: ['关税债务'] } },
    { concept: 'eori-number', de: 'EORI-Nummer', en: 'EORI number', zh: 'EORI号码', avoid: { zh: ['EORI编号'] } },
    { concept: 'customs-tariff-number', de: 'Zolltarifnummer', en: 'tariff number', zh: '商品编码', require: ['zh'], avoid: { zh: ['税则号'] } },
    { concept: 'combined-nomenclature', de: 'Nomenklatur', en: 'Combined Nomenclature', zh: '综合税则目录', avoid: { zh: ['综合商品目录'] } },
    { concept: 'tariff-classification', de: 'Einreihung', en: 'classif', zh: '归类', require: [], avoid: { zh: ['税则归类'] } },
    { concept: 'tariff-classification-tarifierung', de: 'Tarifierung', en: 'classif', zh: '商品归类' },
    {
      concept: 'binding-tariff-information', de: 'verbindliche Zolltarifauskunft', en: 'binding tariff information', zh: '约束性税则信息',
      avoid: { en: ['Binding Tariff Information', 'binding tariff information ruling'], zh: ['预裁定'] },
      note: '预裁定 is an institution of Chinese customs law with another legal basis.',
    },
    { concept: 'customs-value', de: 'Zollwert', en: 'customs value', zh: '完税价格', avoid: { zh: ['海关价值'] } },
    { concept: 'transaction-value', de: 'Transaktionswert', en: 'transaction value', zh: '成交价格' },
    { concept: 'import-vat', de: 'Einfuhrumsatzsteuer', en: 'import VAT', zh: '进口增值税' },
    {
      concept: 'exit-endorsement', de: 'Ausgangsvermerk', en: 'exit endorsement', zh: '出境证明',
      avoid: { en: ['exit notification', 'exit confirmation'], zh: ['离境证明', '出境确认'] },
    },
    { concept: 'anti-dumping', de: 'Antidumping', en: 'anti-dumping', zh: '反倾销' },
    { concept: 'export-control', de: 'Exportkontrolle', en: 'export control', zh: '出口管制' },
    { concept: 'dual-use', de: 'Dual-Use', en: 'dual-use', zh: '两用' },
    { concept: 'power-of-disposal', de: 'Verfügungsmacht', en: 'power to dispose', zh: '处置权' },

    // --- Excise duties -----------------------------------------------------------------------
    { concept: 'excise-duty', de: 'Verbrauchsteuer', en: 'excise', zh: '消费税', avoid: { zh: ['货物税', '特种消费税'] } },
    { concept: 'release-for-consumption', de: 'steuerrechtlich freien Verkehr', en: 'release', zh: '自由流通', require: [], avoid: { zh: ['消费流通'] } },
    { concept: 'duty-suspension', de: 'Steueraussetzung', en: 'duty suspension', zh: '暂缓征税' },
    {
      concept: 'tax-warehouse', de: 'Steuerlager', en: 'tax warehouse', zh: '消费税仓库', avoid: { zh: ['保税仓库'] },
      note: '保税仓库 is the customs warehouse, another regime.',
    },
    {
      concept: 'authorised-warehousekeeper', de: 'Steuerlagerinhaber', en: 'authorised warehousekeeper', zh: '消费税仓库经营者', require: ['en'],
      note: 'The EU term (Directive (EU) 2020/262); a longer term wins, so "Steuerlagerinhaber" does not also require "tax warehouse".',
    },
    {
      concept: 'excise-permit', de: 'Erlaubnis', en: 'permit', zh: '许可',
      note: 'Excise permits (tax warehouse, use); a general permission elsewhere would be a false hit.',
    },
    {
      concept: 'excise-notification', de: 'Anzeige', en: 'notif', zh: '报告',
      note: 'To the Hauptzollamt; 申报 is a tax return. English: notification, notify.',
    },
    { concept: 'security', de: 'Sicherheitsleistung', en: 'security', zh: '担保' },
    {
      concept: 'excise-tax-return', de: 'Steueranmeldung', en: 'return', zh: '纳税申报', require: ['en'],
      note: 'Tax return; Chinese also 按月申报 for the monthly one.',
    },
    { concept: 'main-customs-office', de: 'Hauptzollamt', en: 'principal customs office', zh: '主管海关', avoid: { zh: ['总海关', '海关总署'] } },
    {
      concept: 'excise-tax-representative', de: 'steuerlichen Beauftragten', en: 'tax representative', zh: '税务受托人', avoid: { zh: ['税务代表'] },
      note: 'The excise and aviation-tax figure (aviation tax: duty to name one § 7 Abs. 2 Satz 3 LuftVStG, role and permission § 8 LuftVStG), kept apart from the VAT fiscal representative.',
    },
    { concept: 'distance-selling-excise', de: 'Versandhandel', en: 'distance sell', zh: '远程' },
    { concept: 'distance-seller-excise', de: 'Versandhändler', en: 'distance seller', zh: '远程卖家' },
    { concept: 'excise-relief', de: 'Entlastung', en: 'relief', zh: '税负减免' },
    {
      concept: 'alcohol-tax', de: 'Alkoholsteuer', en: 'alcohol tax', zh: '酒精税', avoid: { zh: ['酒税'] },
      note: 'The AlkStG taxes alcohol; beer and sparkling wine have their own taxes, so 酒税 would say too much.',
    },
    { concept: 'pure-alcohol', de: 'reinen Alkohol', en: 'pure alcohol', zh: '纯酒精' },
    { concept: 'intermediate-products', de: 'Zwischenerzeugnis', en: 'intermediate product', zh: '中间产品' },
    { concept: 'sparkling-wine-tax', de: 'Schaumweinsteuer', en: 'sparkling wine tax', zh: '起泡酒税' },
    { concept: 'beer-tax', de: 'Biersteuer', en: 'beer tax', zh: '啤酒税' },
    { concept: 'original-wort', de: 'Stammwürze', en: 'original wort', zh: '原麦汁' },
    { concept: 'coffee-tax', de: 'Kaffeesteuer', en: 'coffee tax', zh: '咖啡税' },
    { concept: 'tobacco-tax', de: 'Tabaksteuer', en: 'tobacco tax', zh: '烟草税', avoid: { zh: ['烟税'] } },
    { concept: 'cigarette', de: 'Zigarette', en: 'cigarette', zh: '卷烟', require: [] },
    { concept: 'cigarette-rate', de: 'Steuertarif für Zigaretten', en: 'cigarette rate', zh: '卷烟税率', require: [], note: 'Its own term, so 烟税 inside 卷烟税率 is not read as a variant of 烟草税.' },
    { concept: 'retail-price', de: 'Kleinverkaufspreis', en: 'retail price', zh: '零售价' },
    { concept: 'tax-stamp', de: 'Steuerzeichen', en: 'tax stamp', zh: '税标', avoid: { zh: ['税票'] }, note: 'In mainland usage 税票 is a tax payment receipt.' },
    { concept: 'tax-stamp-office', de: 'Steuerzeichenstelle', en: 'tax stamp office', zh: '税标管理处' },
    { concept: 'energy-tax', de: 'Energiesteuer', en: 'energy tax', zh: '能源税' },
    { concept: 'electricity-tax', de: 'Stromsteuer', en: 'electricity tax', zh: '电力税' },
    {
      concept: 'aviation-tax', de: 'Luftverkehrsteuer', en: 'aviation tax', zh: '航空旅客税',
      avoid: { en: ['air passenger duty', 'Air Passenger Duty Act'], zh: ['航空税', '机票税', '航空交通税'] },
      note: 'The English name German customs uses (zoll.de/EN, Aviation Tax Act, LuftVStG); Air Passenger Duty is a UK tax.',
    },
    { concept: 'distance-band', de: 'Distanzklasse', en: 'distance band', zh: '距离等级' },
    { concept: 'transport-tax', de: 'Verkehrsteuer', en: 'transport tax', zh: '交通税', note: 'Art. 106 Abs. 1 Nr. 3 GG; the aviation tax is one (BVerfG 1 BvF 3/11), not an excise duty.' },

    // --- Procedure: tax audits ---------------------------------------------------------------
    { concept: 'tax-audit', de: 'Betriebsprüfung', en: 'tax audit', zh: '税务稽查', avoid: { zh: ['税务审计', '税务检查'] } },
    {
      concept: 'tax-audit-aussenpruefung', de: 'Außenprüfung', en: 'tax audit', zh: '税务稽查', require: ['en'],
      note: 'The statutory name of the Betriebsprüfung; Chinese may say 外部稽查 where it is set against special audits.',
    },
    { concept: 'special-vat-audit', de: 'Umsatzsteuer-Sonderprüfung', en: 'special VAT audit', zh: '增值税专项稽查' },
    {
      concept: 'vat-inspection', de: 'Umsatzsteuer-Nachschau', en: 'VAT inspection', zh: '增值税临场检查',
      note: 'Unannounced and on site (§ 27b UStG); the zh audit proposed 突击检查, the reviewed text says 临场检查.',
    },
    { concept: 'customs-audit', de: 'Zollprüfung', en: 'customs audit', zh: '海关稽查' },
    { concept: 'auditor', de: 'Prüfer', en: 'auditor', zh: '稽查人员' },
    { concept: 'audit-order', de: 'Prüfungsanordnung', en: 'audit order', zh: '稽查通知书', avoid: { zh: ['稽查令'] } },
    { concept: 'closing-meeting', de: 'Schlussbesprechung', en: 'closing meeting', zh: '结案会谈' },
    { concept: 'audit-report', de: 'Prüfungsbericht', en: 'audit report', zh: '稽查报告' },
    { concept: 'duty-to-cooperate', de: 'Mitwirkungspflicht', en: 'cooperat', zh: '协助义务', note: 'English: duty to cooperate.' },
    { concept: 'estimation-of-tax-base', de: 'Schätzung der Besteuerungsgrundlagen', en: 'estimat', zh: '估算' },
    { concept: 'audit-compliant-archiving', de: 'revisionssicher', en: 'audit-compliant', zh: '符合审计要求' },
    { concept: 'complete-email-log', de: 'Gesamtjournal', en: 'log', zh: '总目录', note: 'English: complete (email) log.' },
    {
      concept: 'first-qualification-right', de: 'Erstqualifikationsrecht', en: 'Erstqualifikationsrecht', zh: '首次定性权',
      avoid: { en: ['right of first qualification'] },
      note: 'English glosses it: the right to make the initial selection.',
    },

    // --- Procedure: assessments, remedies, courts --------------------------------------------
    {
      concept: 'tax-office', de: 'Finanzamt', en: 'tax office', zh: '税务局', require: [],
      note: 'Not required: where the German says Finanzamt for tax authorities in general, "tax authorities" (税务机关) is right.',
    },
    { concept: 'tax-authorities', de: 'Finanzverwaltung', en: 'tax authorit', zh: '税务机关' },
    { concept: 'federal-central-tax-office', de: 'Bundeszentralamt für Steuern', en: 'Federal Central Tax Office', zh: '联邦中央税务局' },
    {
      concept: 'tax-assessment', de: 'Bescheid', en: 'assessment', zh: '核定通知', require: ['en'], avoid: { zh: ['税务决定', '税单'] },
      note: 'Steuer-, Zoll-, Einfuhrabgabenbescheid: 核定通知（书）. Not required in Chinese: foreign acts keep their own name (Italy: 税务评估通知).',
    },
    { concept: 'amended-assessment', de: 'Änderungsbescheid', en: 'amended assessment', zh: '变更核定通知' },
    { concept: 'liability-notice', de: 'Haftungsbescheid', en: 'liability notice', zh: '责任认定通知' },
    {
      concept: 'limitation-period-for-assessment', de: 'Festsetzungsfrist', en: 'limitation period for assessment', zh: '核定时效', avoid: { zh: ['核定期限', '评估期'] },
    },
    { concept: 'objection', de: 'Einspruch', en: 'objection', zh: '异议', avoid: { zh: ['行政复议', '复议', '申诉'] } },
    { concept: 'objection-period', de: 'Einspruchsfrist', en: 'objection period', zh: '异议期限', avoid: { en: ['appeal period'] } },
    { concept: 'objection-proceedings', de: 'Einspruchsverfahren', en: 'objection', zh: '异议程序', note: 'English: objection proceedings, or objections.' },
    { concept: 'objection-decision', de: 'Einspruchsentscheidung', en: 'objection decision', zh: '异议决定' },
    { concept: 'suspension-of-enforcement', de: 'Aussetzung der Vollziehung', en: 'suspension of enforcement', zh: '暂缓执行', avoid: { zh: ['中止执行'] } },
    { concept: 'deferral', de: 'Stundung', en: 'deferral', zh: '延期缴纳' },
    { concept: 'instalments', de: 'Ratenzahlung', en: 'instalment', zh: '分期缴纳', avoid: { zh: ['分期付款'] } },
    {
      concept: 'remission', de: 'Erlass', en: 'remission', zh: '减免税款', require: [], avoid: { en: ['waiver'] },
      note: 'Not required: the German stem also finds Niederlassung, Überlassung and Erlasse (decrees).',
    },
    { concept: 'late-payment-surcharges', de: 'Zuschläg', en: 'surcharge', zh: '附加费', note: 'Zuschläge: Säumnis- and Verspätungszuschlag, not only 滞纳金.' },
    {
      concept: 'action', de: 'Klage', en: 'action', zh: '诉讼', avoid: { en: ['lawsuit'] },
      note: 'An action before the fiscal court; "appeal" only for the Revision.',
    },
    {
      concept: 'appeal-on-points-of-law', de: 'Revision', en: 'appeal', zh: '法律审上诉',
      note: 'English: appeal on points of law, or appeal (only here).',
    },
    { concept: 'fiscal-court', de: 'Finanzgericht', en: 'fiscal court', zh: '财政法院' },
    { concept: 'federal-fiscal-court', de: 'Bundesfinanzhof', en: 'Federal Fiscal Court', zh: '联邦财政法院' },
    { concept: 'court-of-justice', de: 'EuGH', en: 'ECJ', zh: '欧盟法院', avoid: { zh: ['欧洲法院'] } },
    { concept: 'advocate-general', de: 'Generalanw', en: 'Advocate General', zh: '佐审官' },
    { concept: 'binding-ruling', de: 'verbindliche Auskunft', en: 'binding ruling', zh: '预先答复' },
    { concept: 'legitimate-expectations', de: 'Vertrauensschutz', en: 'legitimate expectations', zh: '信赖保护' },
    { concept: 'joint-and-several-liability', de: 'gesamtschuldnerisch', en: 'jointly and severally', zh: '连带责任' },

    // --- Procedure: corrections and criminal tax law -----------------------------------------
    {
      concept: 'correction-of-returns', de: 'Berichtigung', en: 'correct', zh: '更正', require: ['zh'], avoid: { zh: ['更正申报'] },
      note: 'Not required in English: in the privacy policy Berichtigung is the GDPR right to rectification.',
    },
    { concept: 'voluntary-disclosure', de: 'Selbstanzeige', en: 'voluntary disclosure', zh: '自愿披露', avoid: { zh: ['自首', '主动披露', '自我举报'] } },
    { concept: 'tax-offence', de: 'Steuerstraftat', en: 'tax offence', zh: '税务犯罪' },
    { concept: 'tax-evasion', de: 'Steuerhinterziehung', en: 'evasion', zh: '逃税' },
    { concept: 'vat-fraud', de: 'steuerbetrug', en: 'VAT fraud', zh: '增值税欺诈' },
    { concept: 'criminal-proceedings', de: 'Strafverfahren', en: 'criminal proceedings', zh: '刑事程序' },
    { concept: 'initial-suspicion', de: 'Anfangsverdacht', en: 'initial suspicion', zh: '初步嫌疑' },
    {
      concept: 'duty-to-caution', de: 'Belehrungspflicht', en: 'caution', zh: '告知义务',
      note: '§ 10 BpO. Not bare "Belehrung", which also names the withdrawal policy. In British legal English "instruct" means to engage a lawyer.',
    },
    {
      concept: 'exclusionary-rule', de: 'Verwertungsverbot', en: 'exclusionary rule', zh: '证据使用禁止', require: ['zh'],
      note: 'English also: prohibition on using the evidence.',
    },

    // --- Procedure: laws and advisers --------------------------------------------------------
    { concept: 'fiscal-code', de: 'Abgabenordnung', en: 'Fiscal Code', zh: '《德国税收通则》' },
    { concept: 'vat-directive', de: 'MwStSystRL', en: 'VAT Directive', zh: '《欧盟增值税指令》', note: 'Not 《增值税指令》 (not listed: it contains 增值税, the term of vat).' },
    {
      concept: 'vat-application-decree', de: 'UStAE', en: 'UStAE', zh: '《增值税适用令》', avoid: { zh: ['适用条例'] },
      note: 'An administrative decree binding the tax authorities only, not a 条例.',
    },
    { concept: 'tax-adviser', de: 'Steuerberater', en: 'tax adviser', zh: '税务顾问', avoid: { zh: ['税务师'] }, note: '税务师 is a licensed Chinese profession.' },
    { concept: 'public-auditor', de: 'Wirtschaftsprüfer', en: 'auditor', zh: '审计师', avoid: { en: ['certified public accountant'] }, note: 'A US title.' },

    // --- Site vocabulary: the firm and its offer ---------------------------------------------
    { concept: 'lawyer', de: 'Rechtsanwält', en: 'lawyer', zh: '律师', avoid: { en: ['attorney'] }, note: 'Attorney is US usage.' },
    { concept: 'bar-association', de: 'Rechtsanwaltskammer', en: 'Bar', zh: '律师协会' },
    { concept: 'professional-title', de: 'Berufsbezeichnung', en: 'professional title', zh: '职业名称' },
    { concept: 'professional-liability-insurance', de: 'Berufshaftpflichtversicherung', en: 'professional liability insurance', zh: '职业责任保险' },
    { concept: 'conciliation-board', de: 'Schlichtungsstelle', en: 'conciliation', zh: '调解' },
    { concept: 'confidentiality', de: 'Verschwiegenheit', en: 'confidentiality', zh: '保密义务' },
    { concept: 'legal-advice', de: 'Rechtsberatung', en: 'legal advice', zh: '法律咨询', require: ['en'], avoid: { zh: ['法律意见'] } },
    {
      concept: 'advice', de: 'Beratung', en: 'advice', zh: '咨询', require: [], avoid: { en: ['individual consulting', 'consulting package'] },
      note: 'Advice, advisory; "consulting" only for the consulting firms the lawyer worked at.',
    },
    {
      concept: 'free-first-assessment', de: 'erste Einschätzung', deForms: ['ersten Einschätzung', 'Ersteinschätzung'], en: 'first assessment', zh: '初步评估',
      avoid: { de: ['Erstgespräch'], en: ['first consultation', 'free consultation', 'first conversation', 'first call', 'initial call'], zh: ['初次沟通', '初步沟通'] },
      note: 'The free, non-binding call by phone or video before any engagement: a first, provisional assessment of the matter as told, after the conflict check; kept apart from the paid initial consultation (Erstberatung). It was called Erstgespräch / initial call / 初步沟通, which said "no legal advice" while pages promised to explain results.',
    },
    { concept: 'initial-consultation', de: 'Erstberatung', en: 'initial consultation', zh: '初次咨询', avoid: { zh: ['免费初次咨询', '免费咨询'] } },
    {
      concept: 'without-obligation', de: 'unverbindlich', en: 'without obligation', zh: '无需承担任何义务', require: [],
      note: 'Of the free first assessment. Of a VIES result it means "not legally binding" (不具法律效力), hence not required.',
    },
    { concept: 'fixed-fee', de: 'Festpreis', en: 'fixed', zh: '固定', note: 'Fixed fee or fixed price; 固定价格, 固定收费.' },
    {
      concept: 'engagement', de: 'Mandat', en: 'engage', zh: '委托', avoid: { en: ['mandate'] },
      note: 'Engagement, engaged, instruct us. Chinese: 委托, 委托关系.',
    },
    { concept: 'engagement-agreement', de: 'Mandatsvertrag', en: 'engagement agreement', zh: '委托合同', avoid: { en: ['mandate agreement'], zh: ['委托协议'] } },
    { concept: 'terms-of-engagement', de: 'Mandatsbedingungen', en: 'terms', zh: '委托条款', avoid: { zh: ['条款与撤销'] }, note: 'Terms of engagement.' },
    { concept: 'client', de: 'Mandant', en: 'client', zh: '委托人', require: ['en'], note: 'Chinese: 委托人 in the legal texts, 客户 elsewhere.' },
    { concept: 'fee-agreement', de: 'Vergütungsvereinbarung', en: 'fee agreement', zh: '报酬约定' },
    { concept: 'disbursements', de: 'Auslagen', en: 'expenses', zh: '垫付费用' },
    { concept: 'advance-on-fees', de: 'Vorschuss', en: 'advance', zh: '预付款' },
    { concept: 'text-form', de: 'Textform', en: 'text form', zh: '文本形式' },
    {
      concept: 'withdrawal', de: 'Widerruf', en: 'withdraw', zh: '撤回', avoid: { zh: ['撤销'] },
      note: '撤销 is the rescission of a voidable act; the consumer right of withdrawal is 撤回.',
    },
    {
      concept: 'right-of-withdrawal', de: 'Widerrufsrecht', en: 'withdraw', zh: '撤回权',
      note: 'English: right of withdrawal (the EU model text also says "your withdrawal").',
    },
    { concept: 'withdrawal-period', de: 'Widerrufsfrist', en: 'withdrawal period', zh: '撤回期限' },
    { concept: 'withdrawal-policy', de: 'Widerrufsbelehrung', en: 'withdrawal', zh: '撤回', note: 'Withdrawal policy, 撤回须知.' },
    {
      concept: 'enquiry', de: 'Anfrage', en: 'enquiry', zh: '咨询', require: [], avoid: { en: ['inquir'] },
      note: 'British English: an inquiry is a formal investigation. Internal names (inquiryMail) are not visible text.',
    },
    {
      concept: 'email', de: 'E-Mail', en: 'email', zh: '电子邮件', require: ['en'], avoid: { en: ['e-mail', 'E-Mail'] },
      note: 'Chinese also 电子邮箱 (the address), 邮件.',
    },
    {
      concept: 'training', de: 'Schulung', en: 'training', zh: '培训', require: ['en'], avoid: { en: ['trainings'] },
      note: 'Uncountable in English. Chinese: 培训, 企业内训 (in-house).',
    },
    { concept: 'live-workshop', de: 'Live-Workshop', en: 'live workshop', zh: '直播研讨会', avoid: { zh: ['实时研讨会'] } },

    // --- Site vocabulary: pages and tools ----------------------------------------------------
    { concept: 'glossary', de: 'Lexikon', en: 'glossary', zh: '税务词典', require: [], avoid: { zh: ['术语词典', '间接税词典'] } },
    { concept: 'news', de: 'Aktuelles', en: 'news', zh: '最新动态', avoid: { zh: ['资讯'] } },
    { concept: 'deadline-calendar', de: 'Fristenkalender', en: 'deadline', zh: '申报期限', note: 'The tool: deadline calendar, 申报期限日历.' },
    {
      concept: 'vat-quick-scan', de: 'VAT Quick Scan', en: 'VAT Quick Scan', zh: 'VAT快速检查', avoid: { en: ['quick scan'] },
      note: 'A product name. 增值税快速检查 is wrong too, but cannot be listed (it contains 增值税).',
    },
    { concept: 'vat-id-validator', de: 'USt-IdNr.-Prüfer', en: 'VAT ID validator', zh: '增值税识别号查询', avoid: { zh: ['查验工具'] } },
    { concept: 'e-invoice-checker', de: 'E-Rechnungs-Prüfer', en: 'e-invoice checker', zh: '电子发票校验工具' },
    {
      concept: 'allowances-and-charges', de: 'Nachlässe und Zuschläge', en: 'allowances and charges', zh: '折让和附加费用',
      note: 'EN 16931 allowances and charges (BG-20/21, BG-27/28): 附加费用, not the late-payment 附加费 of Zuschläge.',
    },
    {
      concept: 'mandate-reference', de: 'Mandatsreferenz', en: 'mandate reference', zh: '授权参考号',
      note: 'The SEPA direct debit mandate (BT-89), not a lawyer’s engagement (Mandat).',
    },
    { concept: 'linkedin-profile', de: 'LinkedIn-Profil', en: 'LinkedIn profile', zh: '领英主页', avoid: { zh: ['LinkedIn主页'] } },
    { concept: 'legal-notice', de: 'Impressum', en: 'legal notice', zh: '法律声明', avoid: { zh: ['版权信息'] } },
    { concept: 'privacy-policy', de: 'Datenschutzerklärung', en: 'privacy policy', zh: '隐私政策', avoid: { zh: ['数据保护声明'] } },
    {
      concept: 'vies-privacy-statement', de: 'Datenschutzerklärung zu VIES', en: 'privacy statement', zh: '隐私声明',
      note: "The European Commission's notice, not the site's privacy policy.",
    },

    // --- Site vocabulary: data protection ----------------------------------------------------
    { concept: 'controller', de: 'Verantwortliche', en: 'controller', zh: '控制者', note: 'GDPR. The stem also finds the adjective verantwortliche.' },
    { concept: 'processor', de: 'Auftragsverarbeiter', en: 'processor', zh: '数据处理者' },
    { concept: 'data-processing-agreement', de: 'Auftragsverarbeitungsvertrag', en: 'data processing agreement', zh: '数据处理协议' },
    { concept: 'consent', de: 'Einwilligung', en: 'consent', zh: '同意' },
    { concept: 'legitimate-interest', de: 'berechtigtes Interesse', en: 'legitimate interest', zh: '正当利益' },
    {
      concept: 'right-to-object', de: 'Widerspruch', en: 'object', zh: '反对',
      note: 'The GDPR right to object (Art. 21), not the tax objection (Einspruch, 异议).',
    },
    { concept: 'erasure', de: 'Löschung', en: 'erasure', zh: '删除' },
    { concept: 'data-portability', de: 'Datenübertragbarkeit', en: 'data portability', zh: '数据可携' },
    { concept: 'supervisory-authority', de: 'Aufsichtsbehörde', en: 'supervisory authority', zh: '监管机构' },
    { concept: 'adequacy-decision', de: 'Angemessenheitsbeschluss', en: 'adequacy decision', zh: '充分性决定' },
    { concept: 'standard-contractual-clauses', de: 'Standardvertragsklauseln', en: 'standard contractual clauses', zh: '标准合同条款' },
  ],
  properNouns: [
    'Germany', 'German', 'Europe', 'European', 'Union', 'EU', 'Amazon', 'Amazon Web Services', 'English', 'Chinese', 'China',
    'Italy', 'Italian', 'Austria', 'France', 'Poland', 'Czechia', 'Spain', 'Netherlands', 'Hamburg', 'Cologne', 'Frankfurt', 'Taunusstein', 'Hesse',
    'Court of Justice', 'Federal Fiscal Court', 'Federal Central Tax Office', 'Meta', 'LinkedIn', 'ATLAS', 'TARIC', 'VIES', 'Organschaft', 'VAT Quick Scan',
    'Pan-EU', 'Luftverkehrsteuer',
    'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'January', 'February', 'March', 'April', 'May', 'June', 'July',
    'August', 'September', 'October', 'November', 'December', 'Dr', 'Lena', 'Hartmann',
  ],
}
