import type { ExciseOverviewPage } from '../types'

export const verbrauchsteuernPage: ExciseOverviewPage = {
  ctaHref: '/termin',
  categories: [
    {
      icon: 'coffee',
      href: '/kaffeesteuer',
      text: {
        de: {
          title: 'Kaffeesteuer',
          description:
            'Für Röstkaffee, löslichen Kaffee und kaffeehaltige Waren. Wir begleiten Röstereien, Importeure und Online-Händler bei Registrierung, Steuerlager und monatlichen Steueranmeldungen.',
        },
        en: {
          title: 'Coffee tax',
          description:
            'Levied on roasted coffee, instant coffee and coffee-containing goods. We support roasters, importers and online retailers with registration, tax warehouses and monthly tax returns.',
        },
        zh: {
          title: '咖啡税',
          description:
            '适用于烘焙咖啡、速溶咖啡及含咖啡产品。我们协助咖啡烘焙商、进口商和电商卖家办理登记、消费税仓库（Steuerlager）事务以及按月纳税申报。',
        },
      },
    },
    {
      icon: 'plane',
      href: '/luftverkehrsteuer',
      text: {
        de: {
          title: 'Luftverkehrsteuer',
          description:
            'Für Passagierflüge ab deutschen Flughäfen, gestaffelt nach dem Land des Zielorts; rechtlich eine Verkehrsteuer, die der Zoll verwaltet. Wir unterstützen in- und ausländische Fluggesellschaften bei Registrierung, Steueranmeldungen und Meldeprozessen.',
        },
        en: {
          title: 'Aviation tax',
          description:
            'Levied on passenger flights departing from German airports, graded by the country of destination; in law a transport tax administered by customs. We support German and foreign airlines with registration, tax returns and reporting processes.',
        },
        zh: {
          title: '航空旅客税',
          description:
            '适用于从德国机场起飞的客运航班，按目的地所在国家分级征收；从法律性质看属于交通税，由海关征管。我们协助德国及外国航空公司办理登记、纳税申报并完善申报流程。',
        },
      },
    },
    {
      icon: 'flask',
      href: '/alkoholsteuer',
      text: {
        de: {
          title: 'Alkoholsteuer',
          description:
            'Für Spirituosen und andere Alkoholerzeugnisse, bemessen nach reinem Alkohol. Wir beraten zu Steuerlager, Beförderung unter Steueraussetzung, Import und Versandhandel.',
        },
        en: {
          title: 'Alcohol tax',
          description:
            'Levied on spirits and other alcohol products, based on their pure alcohol content. We advise on tax warehouses, movements under duty suspension, imports and distance selling.',
        },
        zh: {
          title: '酒精税',
          description:
            '适用于烈酒及其他酒精产品，按纯酒精含量计征。我们就消费税仓库、暂缓征税运输、进口及远程销售提供咨询。',
        },
      },
    },
    {
      icon: 'cigarette',
      href: '/tabaksteuer',
      text: {
        de: {
          title: 'Tabaksteuer',
          description:
            'Für Zigaretten, Feinschnitt, erhitzten Tabak und weitere Erzeugnisse – entrichtet über Steuerzeichen. Wir helfen bei Registrierung, Steuerzeichen und internen Abläufen.',
        },
        en: {
          title: 'Tobacco tax',
          description:
            'Levied on cigarettes, fine-cut tobacco, heated tobacco and other products – paid by means of tax stamps. We help with registration, tax stamps and internal processes.',
        },
        zh: {
          title: '烟草税',
          description:
            '适用于卷烟、细切烟丝、加热烟草等产品，通过税标缴纳。我们协助办理登记、税标事务并规范内部流程。',
        },
      },
    },
    {
      icon: 'zap',
      href: '/kontakt',
      text: {
        de: {
          title: 'Energie- und Stromsteuer',
          description:
            'Für Kraft- und Heizstoffe sowie Strom. Wir prüfen Erlaubnisse, Steuerbefreiungen und Entlastungsmöglichkeiten für Ihr Unternehmen – sprechen Sie uns direkt an.',
        },
        en: {
          title: 'Energy and electricity tax',
          description:
            'Levied on motor and heating fuels and on electricity. We review permits, exemptions and relief options for your business – please contact us directly.',
        },
        zh: {
          title: '能源税和电力税',
          description:
            '适用于动力燃料、供暖燃料及电力。我们为您的企业审查许可、免税及税负减免（Entlastung）的可能性——欢迎直接联系我们。',
        },
      },
    },
    {
      icon: 'wine',
      href: '/alkoholsteuer',
      text: {
        de: {
          title: 'Schaumwein- und Biersteuer',
          description:
            'Für Sekt, Champagner und andere Schaumweine sowie für Bier nach Stammwürzegehalt. Die Einzelheiten finden Sie auf unserer Seite zur Alkoholsteuer.',
        },
        en: {
          title: 'Sparkling wine and beer tax',
          description:
            'Levied on sparkling wine such as Sekt and champagne, and on beer according to its original wort content (original gravity). You will find the details on our alcohol tax page.',
        },
        zh: {
          title: '起泡酒税和啤酒税',
          description:
            '适用于起泡酒（如Sekt和香槟）以及按原麦汁浓度计征的啤酒。详细信息请参阅我们的酒精税页面。',
        },
      },
    },
  ],
  text: {
    de: {
      meta: {
        title: 'Verbrauchsteuern – Beratung für Unternehmen',
        description:
          'Beratung zu Verbrauchsteuern in Deutschland: Kaffeesteuer, Luftverkehrsteuer, Alkohol-, Schaumwein- und Biersteuer, Tabaksteuer sowie Energie- und Stromsteuer.',
      },
      hero: {
        title: 'Verbrauchsteuern',
        subtitle: 'Kaffee, Alkohol, Tabak, Energie und Luftverkehr – Sondersteuern sicher im Blick',
        intro:
          'Neben der Umsatzsteuer fallen in Deutschland für bestimmte Waren und Vorgänge besondere Steuern an. Wir beraten Hersteller, Importeure, Händler, Online-Verkäufer und Fluggesellschaften zu Kaffeesteuer, Luftverkehrsteuer, Alkohol-, Schaumwein- und Biersteuer, Tabaksteuer sowie Energie- und Stromsteuer – von der Frage, ob eine Steuerpflicht besteht, bis zur Anmeldung und den laufenden Pflichten.',
      },
      categories: {
        title: 'Unsere Beratungsfelder',
        subtitle:
          'Verbrauchsteuern entstehen oft schon mit dem ersten Import oder der ersten Lieferung nach Deutschland. Wählen Sie Ihr Thema:',
        learnMore: 'Mehr erfahren',
      },
      cta: {
        title: 'Betrifft Ihr Geschäft eine Verbrauchsteuer?',
        subtitle:
          'Wir klären das in einer kostenlosen, unverbindlichen ersten Einschätzung. Anfragen beantworten wir in der Regel innerhalb von 24 Stunden.',
        button: 'Kostenlose erste Einschätzung vereinbaren',
      },
    },
    en: {
      meta: {
        title: 'Excise duties – advice for businesses',
        description:
          'Advice on excise duties in Germany: coffee tax, aviation tax, alcohol, sparkling wine and beer tax, tobacco tax, and energy and electricity tax.',
      },
      hero: {
        title: 'Excise duties',
        subtitle: 'Coffee, alcohol, tobacco, energy and air travel – keeping special taxes under control',
        intro:
          'Besides VAT, Germany levies special taxes on certain goods and activities. We advise manufacturers, importers, retailers, online sellers and airlines on coffee tax, German aviation tax (Luftverkehrsteuer), alcohol, sparkling wine and beer tax, tobacco tax, and energy and electricity tax – from whether a tax liability exists to registration and ongoing obligations.',
      },
      categories: {
        title: 'Our areas of advice',
        subtitle:
          'Excise duties often arise with the very first import or the first delivery to Germany. Choose your topic:',
        learnMore: 'Learn more',
      },
      cta: {
        title: 'Does an excise duty affect your business?',
        subtitle:
          'We clarify this in a free first assessment, without obligation. We usually reply to enquiries within 24 hours.',
        button: 'Book a free first assessment',
      },
    },
    zh: {
      meta: {
        title: '消费税咨询 – 德国特别消费税',
        description:
          '德国消费税咨询：咖啡税、航空旅客税、酒精税、起泡酒税和啤酒税、烟草税，以及能源税和电力税。',
      },
      hero: {
        title: '消费税',
        subtitle: '咖啡、酒类、烟草、能源与航空——特别税种，全面把握',
        intro:
          '除增值税外，德国还对特定商品和经营活动征收特别税。我们为生产商、进口商、贸易商、电商卖家和航空公司提供咨询，涵盖咖啡税、航空旅客税、酒精税、起泡酒税和啤酒税、烟草税，以及能源税和电力税——从判断是否负有纳税义务，到办理登记和履行日常义务。',
      },
      categories: {
        title: '我们的咨询领域',
        subtitle: '消费税往往在首次进口或首次向德国发货时即已产生。请选择您关注的税种：',
        learnMore: '了解详情',
      },
      cta: {
        title: '您的业务是否涉及消费税？',
        subtitle: '我们将在免费、无任何义务的初步评估中为您厘清。我们通常在24小时内回复。',
        button: '预约免费初步评估',
      },
    },
  },
}
