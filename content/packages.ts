import type { PackageOffer, Price } from './types'

/**
 * Every price the site states, net in EUR (SPEC.md §9): the packages and the rates below. The
 * renderer formats them per language and shows the total price including VAT beside each
 * (§ 3 (1) PAngV), derived from the standard rate of content/facts.ts. Texts never write an
 * amount: they write {price:<package id or rate name>}.
 */
export const rates = {
  /** The general hourly rate. */
  hourlyRate: { kind: 'fixed', amount: 180 },
  /** Live workshops, per person. */
  workshopPerPerson: { kind: 'range', min: 200, max: 400 },
} satisfies Record<string, Price>

export const packages: PackageOffer[] = [
  {
    id: 'vat-consultation',
    price: { kind: 'fixed', amount: 180 },
    text: {
      de: {
        name: 'Umsatzsteuer-Beratung',
        duration: '1 Stunde',
        features: [
          'Beratungsgespräch per Telefon oder Video zu Ihrer konkreten Umsatzsteuerfrage',
          'Einordnung Ihres Sachverhalts und der steuerlichen Folgen',
          'Klare Empfehlungen für die nächsten Schritte',
        ],
      },
      en: {
        name: 'VAT consultation',
        duration: '1 hour',
        features: [
          'Consultation by phone or video on your specific VAT question',
          'Assessment of your situation and its tax consequences',
          'Clear recommendations for your next steps',
        ],
      },
      zh: {
        name: '增值税咨询',
        duration: '1小时',
        features: ['通过电话或视频，就您的具体增值税问题进行咨询', '分析您的业务情况及其税务影响', '明确的下一步行动建议'],
      },
    },
  },
  {
    id: 'de-vat-registration',
    price: { kind: 'fixed', amount: 1000 },
    text: {
      de: {
        name: 'Umsatzsteuer-Registrierung Deutschland',
        duration: 'Festpreis',
        features: [
          'Schritt-für-Schritt-Begleitung bis zur Steuernummer und USt-IdNr.',
          'Vorbereitung des Registrierungsantrags und der erforderlichen Unterlagen',
          'Kommunikation mit dem Finanzamt auf Deutsch',
        ],
      },
      en: {
        name: 'German VAT registration',
        duration: 'Fixed fee',
        features: [
          'Step-by-step guidance until you receive your German tax number and VAT ID',
          'Preparation of the registration application and the required documents',
          'Communication with the German tax office in German',
        ],
      },
      zh: {
        name: '德国增值税注册',
        duration: '固定价格',
        features: [
          '全程分步指导，直至取得德国税号和增值税识别号',
          '准备注册申请及所需材料',
          '以德语与德国税务局沟通',
        ],
      },
    },
  },
  {
    id: 'vat-quick-scan',
    price: { kind: 'fixed', amount: 890 },
    text: {
      de: {
        name: 'VAT Quick Scan',
        duration: 'Bis zu 5 Kernrisiken',
        features: [
          'Prüfung von Vertriebskanälen, Warenflüssen, Rechnungen und Systemen',
          'Identifikation und Bewertung Ihrer wichtigsten Umsatzsteuer-Risiken',
          'Priorisierte Handlungsempfehlungen',
        ],
      },
      en: {
        name: 'VAT Quick Scan',
        duration: 'Up to 5 core risks',
        features: [
          'Review of your sales channels, flows of goods, invoices and systems',
          'Identification and assessment of your key VAT risks',
          'Prioritised recommendations for action',
        ],
      },
      zh: {
        name: 'VAT快速检查',
        duration: '最多5项核心风险',
        features: ['审查您的销售渠道、货物流转、发票及系统', '识别并评估您最主要的增值税风险', '按优先级排列的行动建议'],
      },
    },
  },
  {
    id: 'customs-starter',
    price: { kind: 'from', amount: 900 },
    text: {
      de: {
        name: 'Zoll-Starterpaket',
        duration: 'EORI-Registrierung',
        features: [
          'Beantragung Ihrer EORI-Nummer',
          'Einführung in die Grundlagen der Einfuhr: Zolltarif, Zollwert und Einfuhrumsatzsteuer',
          'Checkliste für Ihre ersten Importe',
        ],
      },
      en: {
        name: 'Customs starter package',
        duration: 'EORI registration',
        features: [
          'Application for your EORI number',
          'Introduction to import basics: customs tariff, customs value and import VAT',
          'Checklist for your first imports',
        ],
      },
      zh: {
        name: '海关入门套餐',
        duration: 'EORI注册',
        features: ['协助申请EORI号码', '进口基础知识讲解：海关税则、完税价格与进口增值税', '首批进口操作清单'],
      },
    },
  },
  {
    id: 'import-process-review',
    price: { kind: 'from', amount: 1500 },
    text: {
      de: {
        name: 'Review Ihrer Importprozesse',
        duration: 'Inklusive 45-minütigem Abschlussgespräch',
        features: [
          'Analyse Ihrer Einfuhrabläufe, Unterlagen und Zuständigkeiten',
          'Prüfung von Zollwert, Einreihung und Einfuhrumsatzsteuer',
          'Schwachstellen und konkrete Verbesserungsvorschläge',
        ],
      },
      en: {
        name: 'Import process review',
        duration: 'Including a 45-minute closing meeting',
        features: [
          'Analysis of your import procedures, documents and responsibilities',
          'Review of customs value, classification and import VAT',
          'Weak points identified, with concrete suggestions for improvement',
        ],
      },
      zh: {
        name: '进口流程审查',
        duration: '含45分钟总结会谈',
        features: ['分析您的进口流程、单证及职责分工', '审查完税价格、商品归类及进口增值税', '指出薄弱环节并提出具体改进建议'],
      },
    },
  },
  {
    id: 'tariff-classification-guide',
    price: { kind: 'fixed', amount: 1500 },
    text: {
      de: {
        name: 'Leitfaden zur Zolltarifierung',
        duration: 'Festpreis',
        features: [
          'Individueller Leitfaden zur Einreihung Ihrer Waren in den Zolltarif (TARIC)',
          'Erläuterung der maßgeblichen Einreihungsregeln anhand Ihrer Produkte',
          'Einschätzung, ob eine verbindliche Zolltarifauskunft sinnvoll ist',
        ],
      },
      en: {
        name: 'Tariff classification guide',
        duration: 'Fixed fee',
        features: [
          'Tailored guide to classifying your goods in the customs tariff (TARIC)',
          'Explanation of the relevant classification rules using your products',
          'Assessment of whether applying for binding tariff information (BTI) is advisable',
        ],
      },
      zh: {
        name: '商品归类指南',
        duration: '固定价格',
        features: [
          '为您量身定制商品归类指南，说明如何将您的商品归入海关税则（TARIC）',
          '结合您的产品讲解相关归类规则',
          '评估是否有必要申请约束性税则信息（vZTA）',
        ],
      },
    },
  },
  {
    id: 'oss-ioss-starter',
    price: { kind: 'from', amount: 690 },
    text: {
      de: {
        name: 'OSS/IOSS-Starterpaket',
        duration: 'Registrierung und Einrichtung',
        features: [
          'Prüfung, ob OSS oder IOSS für Ihr Geschäftsmodell in Betracht kommt',
          'Begleitung der OSS- bzw. IOSS-Registrierung',
          'Einweisung in die laufenden OSS-/IOSS-Meldungen',
        ],
      },
      en: {
        name: 'OSS/IOSS starter package',
        duration: 'Registration and set-up',
        features: [
          'Check whether OSS or IOSS is suitable for your business model',
          'Guidance through the OSS or IOSS registration',
          'Introduction to the ongoing OSS/IOSS returns',
        ],
      },
      zh: {
        name: 'OSS/IOSS入门套餐',
        duration: '注册与设置',
        features: ['评估OSS或IOSS是否适用于您的商业模式', '协助办理OSS或IOSS注册', '讲解OSS/IOSS日常申报要求'],
      },
    },
  },
  {
    id: 'individual-consulting',
    price: { kind: 'onRequest' },
    text: {
      de: {
        name: 'Individuelle Beratung',
        duration: 'Umfang nach Vereinbarung',
        features: [
          'Laufende Beratung zu Umsatzsteuer, Zoll und Verbrauchsteuern',
          'Begleitung bei Betriebsprüfungen sowie in Einspruchs- und Finanzgerichtsverfahren',
          'Individuelles Angebot nach Aufwand',
        ],
      },
      en: {
        name: 'Bespoke advice',
        duration: 'Scope by agreement',
        features: [
          'Ongoing advice on VAT, customs and excise duties',
          'Support in tax audits, objection proceedings and before the fiscal court',
          'Individual quote based on time and scope',
        ],
      },
      zh: {
        name: '个性化咨询',
        duration: '服务范围按约定',
        features: ['增值税、海关及消费税的持续咨询', '在税务稽查、异议程序及财政法院诉讼中为您提供支持', '根据工作量单独报价'],
      },
    },
  },
  {
    id: 'coffee-tax',
    price: { kind: 'fixed', amount: 600 },
    text: {
      de: {
        name: 'Kaffeesteuer-Paket',
        duration: 'Festpreis',
        features: ['Erstberatung zur Kaffeesteuer', 'Unterstützung bei der Registrierung', 'Compliance-Checkliste'],
      },
      en: {
        name: 'Coffee tax package',
        duration: 'Fixed fee',
        features: ['Initial consultation on coffee tax', 'Support with registration', 'Compliance checklist'],
      },
      zh: {
        name: '咖啡税套餐',
        duration: '固定价格',
        features: ['咖啡税初次咨询', '协助办理税务登记', '合规检查清单'],
      },
    },
  },
  {
    id: 'air-passenger-duty',
    price: { kind: 'fixed', amount: 700 },
    text: {
      de: {
        name: 'Luftverkehrsteuer-Paket',
        duration: 'Festpreis',
        features: [
          'Erstberatung zur Luftverkehrsteuer',
          'Unterstützung bei der Registrierung',
          'Prüfung Ihrer Meldeprozesse',
        ],
      },
      en: {
        name: 'Aviation tax package',
        duration: 'Fixed fee',
        features: ['Initial consultation on aviation tax', 'Support with registration', 'Review of your reporting processes'],
      },
      zh: {
        name: '航空旅客税套餐',
        duration: '固定价格',
        features: ['航空旅客税初次咨询', '协助办理税务登记', '审查您的申报流程'],
      },
    },
  },
  {
    id: 'alcohol-tax',
    price: { kind: 'fixed', amount: 750 },
    text: {
      de: {
        name: 'Alkoholsteuer-Paket',
        duration: 'Festpreis',
        features: ['Erstberatung zur Alkoholsteuer', 'Unterstützung bei der Registrierung', 'Prozess-Checkliste'],
      },
      en: {
        name: 'Alcohol tax package',
        duration: 'Fixed fee',
        features: ['Initial consultation on alcohol tax', 'Support with registration', 'Process checklist'],
      },
      zh: {
        name: '酒精税套餐',
        duration: '固定价格',
        features: ['酒精税初次咨询', '协助办理税务登记', '流程检查清单'],
      },
    },
  },
  {
    id: 'tobacco-tax',
    price: { kind: 'fixed', amount: 800 },
    text: {
      de: {
        name: 'Tabaksteuer-Paket',
        duration: 'Festpreis',
        features: [
          'Erstberatung zur Tabaksteuer',
          'Unterstützung bei der Registrierung',
          'Checkliste für den Umgang mit Steuerzeichen',
        ],
      },
      en: {
        name: 'Tobacco tax package',
        duration: 'Fixed fee',
        features: ['Initial consultation on tobacco tax', 'Support with registration', 'Checklist for handling tax stamps'],
      },
      zh: {
        name: '烟草税套餐',
        duration: '固定价格',
        features: ['烟草税初次咨询', '协助办理税务登记', '税标管理检查清单'],
      },
    },
  },
]
