import type { CustomsPage } from '../types'

export const zollBeratungPage: CustomsPage = {
  ctaHref: '/termin',
  services: [
    {
      icon: 'file-text',
      text: {
        de: {
          title: 'EORI-Nummer',
          description:
            'Ohne EORI-Nummer können Sie in der EU keine Zollanmeldungen abgeben oder in Ihrem Namen abgeben lassen. Wir beantragen die Nummer für Sie beim deutschen Zoll, auch für Unternehmen mit Sitz außerhalb der EU; die Erteilung dauert meist nur wenige Arbeitstage, sofern der Antrag vollständig ist.',
        },
        en: {
          title: 'EORI number',
          description:
            'Without an EORI number, you cannot lodge customs declarations in the EU or have them lodged in your name. We apply for the number with German customs on your behalf, including for companies based outside the EU; it is usually issued within a few working days, provided the application is complete.',
        },
        zh: {
          title: 'EORI号码',
          description:
            '没有EORI号码，您就无法在欧盟提交报关单，也无法委托他人以您的名义报关。我们代您向德国海关申请，欧盟以外的企业同样可以申请；在申请材料齐全的情况下，通常几个工作日即可获批。',
        },
      },
    },
    {
      icon: 'search',
      text: {
        de: {
          title: 'Tarifierung und TARIC',
          description:
            'Die Zolltarifnummer bestimmt Zollsatz, Einfuhrumsatzsteuersatz und mögliche Verbote und Beschränkungen für Ihre Ware. Wir reihen Ihre Produkte anhand der Kombinierten Nomenklatur und der TARIC-Datenbank ein und beantragen bei Bedarf eine verbindliche Zolltarifauskunft (vZTA), an die die Zollbehörden in der gesamten EU gebunden sind.',
        },
        en: {
          title: 'Classification and TARIC',
          description:
            'The tariff number of your goods determines the customs duty rate, the import VAT rate and any prohibitions or restrictions. We classify your products using the Combined Nomenclature and the TARIC database and, where useful, apply for binding tariff information (BTI), which is binding on customs authorities throughout the EU.',
        },
        zh: {
          title: '商品归类与TARIC',
          description:
            '商品编码决定了商品适用的关税税率、进口增值税税率以及可能的禁止或限制措施。我们依据欧盟综合税则目录（CN）和TARIC数据库为您的产品归类，必要时申请约束性税则信息（BTI/vZTA），欧盟各国海关均须遵守该信息。',
        },
      },
    },
    {
      icon: 'receipt',
      text: {
        de: {
          title: 'Einfuhrumsatzsteuer',
          description:
            'Bei der Einfuhr nach Deutschland fällt Einfuhrumsatzsteuer von {fact:vatStandardRate} % oder {fact:vatReducedRate} % an, bemessen im Wesentlichen nach dem Zollwert zuzüglich Zoll und bestimmter Nebenkosten. Wir prüfen, wer als Einführer auftritt und die Einfuhrumsatzsteuer als Vorsteuer abziehen kann, und ob sich für Sendungen bis {fact:iossConsignmentLimit} EUR das IOSS-Verfahren anbietet.',
        },
        en: {
          title: 'Import VAT',
          description:
            'Imports into Germany are subject to import VAT at {fact:vatStandardRate}% or {fact:vatReducedRate}%, calculated essentially on the customs value plus duty and certain incidental costs. We check who acts as importer and can deduct the import VAT as input VAT, and whether the IOSS scheme makes sense for consignments of up to EUR {fact:iossConsignmentLimit}.',
        },
        zh: {
          title: '进口增值税',
          description:
            '货物进口到德国时须缴纳进口增值税，税率为{fact:vatStandardRate}%或{fact:vatReducedRate}%，计税基础主要为完税价格加上关税及特定附加费用。我们评估由谁作为进口方、谁可将进口增值税作为进项税抵扣，以及对于价值不超过{fact:iossConsignmentLimit}欧元的包裹是否适合采用IOSS。',
        },
      },
    },
    {
      icon: 'lightbulb',
      text: {
        de: {
          title: 'ATLAS-Grundlagen',
          description:
            'Zollanmeldungen werden in Deutschland elektronisch über das IT-Verfahren ATLAS abgegeben, meist über einen Spediteur oder Zolldienstleister. Wir erklären Ihnen, welche Daten Sie liefern müssen, wie Sie Zollanmeldungen und Einfuhrabgabenbescheide prüfen und wann sich eine eigene Teilnahme an ATLAS lohnt.',
        },
        en: {
          title: 'ATLAS basics',
          description:
            'In Germany, customs declarations are lodged electronically via the ATLAS IT system, usually through a freight forwarder or customs broker. We explain which data you need to provide, how to check customs declarations and import duty assessments, and when it pays to participate in ATLAS yourself.',
        },
        zh: {
          title: 'ATLAS系统基础',
          description:
            '在德国，报关单通过海关电子系统ATLAS提交，通常由货运代理或报关服务商办理。我们向您说明需要提供哪些数据、如何核对报关单和进口税费核定通知书，以及在什么情况下值得自行接入ATLAS。',
        },
      },
    },
    {
      icon: 'calculator',
      text: {
        de: {
          title: 'Zollwert und Zollschuld',
          description:
            'Grundlage des Zollwerts ist in der Regel der Transaktionswert, also der tatsächlich gezahlte oder zu zahlende Preis, ergänzt etwa um Fracht- und Versicherungskosten bis zur EU-Grenze. Wir prüfen Ihre Zollwertermittlung, auch bei Lizenzgebühren oder Geschäften zwischen verbundenen Unternehmen, und beraten Sie dazu, wann eine Zollschuld entsteht und wer sie schuldet.',
        },
        en: {
          title: 'Customs value and customs debt',
          description:
            'The customs value is usually based on the transaction value, i.e. the price actually paid or payable, plus items such as freight and insurance costs up to the EU border. We review how you determine the customs value, including for royalties or transactions between related companies, and advise you on when a customs debt arises and who owes it.',
        },
        zh: {
          title: '完税价格与海关债务',
          description:
            '完税价格通常以成交价格为基础，即实际支付或应付的价格，并加上运抵欧盟边境前的运费和保险费等费用。我们审核您确定完税价格的方式（包括涉及特许权使用费或关联企业交易的情形），并就海关债务何时产生、由谁承担为您提供建议。',
        },
      },
    },
    {
      icon: 'shield',
      text: {
        de: {
          title: 'Exportkontrolle und Dual-Use',
          description:
            'Güter mit doppeltem Verwendungszweck, die zivil und militärisch genutzt werden können, unterliegen der EU-Dual-Use-Verordnung und können für die Ausfuhr eine Genehmigung des Bundesamts für Wirtschaft und Ausfuhrkontrolle (BAFA) erfordern. Wir prüfen, ob Ihre Waren gelistet sind und welche Sanktionen und Embargos zu beachten sind, und unterstützen Sie beim Aufbau einer internen Exportkontrolle.',
        },
        en: {
          title: 'Export control and dual-use',
          description:
            'Dual-use goods, which can be used for both civilian and military purposes, are subject to the EU Dual-Use Regulation and may require an export licence from the Federal Office for Economic Affairs and Export Control (BAFA). We check whether your goods are listed and which sanctions and embargoes apply, and help you set up internal export controls.',
        },
        zh: {
          title: '出口管制与两用物项',
          description:
            '既可民用又可军用的两用物项受欧盟《两用物项条例》管辖，出口时可能需要取得德国联邦经济和出口管制局（BAFA）的许可。我们核查您的商品是否列入管制清单、须遵守哪些制裁和禁运措施，并协助您建立内部出口管制体系。',
        },
      },
    },
  ],
  packageIds: ['customs-starter', 'import-process-review', 'tariff-classification-guide'],
  text: {
    de: {
      meta: {
        title: 'Zollberatung für Import und Export',
        description:
          'Zollberatung für Importeure, Exporteure und Online-Händler: EORI-Nummer, Tarifierung und TARIC, Einfuhrumsatzsteuer, ATLAS, Zollwert und Exportkontrolle.',
      },
      hero: {
        title: 'Zollberatung',
        subtitle: 'Sicher importieren und exportieren – von der EORI-Nummer bis zur Exportkontrolle',
        intro:
          'Wir unterstützen Importeure, Exporteure und Online-Händler, die Waren in die EU einführen oder aus der EU ausführen: bei der EORI-Nummer, der Einreihung in den Zolltarif, der Einfuhrumsatzsteuer, den Grundlagen von ATLAS, Zollwert und Zollschuld sowie bei Exportkontrolle und Dual-Use-Gütern.',
      },
      services: {
        title: 'Unsere Leistungen im Zoll',
        subtitle: 'Von der ersten Einfuhr bis zur Exportkontrolle – rechtssicher und praxisnah',
      },
      packages: {
        title: 'Pakete für Ihre Zollthemen',
        text: 'Für typische Zollthemen bieten wir Pakete mit klar umrissenem Leistungsumfang an – von der EORI-Registrierung über die Prüfung Ihrer Importprozesse bis zum Leitfaden für die Zolltarifierung. Alle Preise sind Gesamtpreise einschließlich der gesetzlichen Umsatzsteuer; der Nettobetrag steht jeweils daneben.',
        button: 'Alle Pakete ansehen',
      },
      faq: {
        title: 'Häufige Fragen zum Zoll',
        items: [
          {
            question: 'Wie lange dauert die Erteilung einer EORI-Nummer?',
            answer:
              'Meist nur wenige Arbeitstage, sofern der Antrag vollständig ist. Da ohne EORI-Nummer keine Zollabfertigung möglich ist, sollten Sie die Nummer beantragen, bevor Ihre erste Sendung eintrifft.',
          },
          {
            question: 'Kann ich die Einfuhrumsatzsteuer zurückerhalten?',
            answer:
              'Unternehmen können die Einfuhrumsatzsteuer nach § 15 UStG als Vorsteuer abziehen, wenn die Ware für ihr Unternehmen eingeführt wurde und sie zum Vorsteuerabzug berechtigt sind. Entscheidend ist, wer im Zeitpunkt der Einfuhr die Verfügungsmacht über die Ware hatte – das sollte in Ihren Zollanmeldungen richtig abgebildet sein. Als Nachweis dient in der Regel der Einfuhrabgabenbescheid.',
          },
          {
            question: 'Was passiert, wenn meine Ware falsch tarifiert wurde?',
            answer:
              'Eine falsche Zolltarifnummer kann zu falsch berechnetem Zoll und falscher Einfuhrumsatzsteuer führen. Der Zoll kann zu wenig erhobene Abgaben nachfordern, und bei Verstößen drohen Bußgeld- oder Strafverfahren; zu viel gezahlte Abgaben können unter bestimmten Voraussetzungen erstattet werden. Wir prüfen Ihre Einreihung, korrigieren Fehler und beantragen bei Bedarf eine verbindliche Zolltarifauskunft für künftige Einfuhren.',
          },
          {
            question: 'Brauche ich als Unternehmen mit Sitz außerhalb der EU eine EORI-Nummer?',
            answer:
              'Ja, wenn Sie in der EU selbst als Einführer oder Anmelder auftreten – etwa weil Ihre Ware in Ihrem Namen verzollt und anschließend über Amazon verkauft wird. Unternehmen ohne Sitz in der EU beantragen die Nummer in dem Mitgliedstaat, in dem sie erstmals eine Zollanmeldung abgeben. Den Antrag übernehmen wir gern für Sie.',
          },
        ],
      },
      cta: {
        title: 'Fragen zu Zoll und Einfuhr?',
        subtitle:
          'Wir besprechen Ihren Fall in einer kostenlosen ersten Einschätzung und melden uns in der Regel innerhalb von 24 Stunden.',
        button: 'Kostenlose erste Einschätzung vereinbaren',
      },
    },
    en: {
      meta: {
        title: 'Customs advice for import and export',
        description:
          'Customs advice for importers, exporters and online retailers: EORI number, classification and TARIC, import VAT, ATLAS, customs value and export control.',
      },
      hero: {
        title: 'Customs advice',
        subtitle: 'Import and export with confidence – from the EORI number to export control',
        intro:
          'We support importers, exporters and online retailers that bring goods into the EU or ship them out of it: with the EORI number, tariff classification, import VAT, the basics of ATLAS, customs value and customs debt, and export control including dual-use goods.',
      },
      services: {
        title: 'Our customs services',
        subtitle: 'From your first import to export control – legally sound and practical',
      },
      packages: {
        title: 'Packages for your customs matters',
        text: 'For typical customs matters we offer packages with a clearly defined scope – from EORI registration and a review of your import processes to a guide to tariff classification. All prices are total prices including statutory VAT, with the net amount shown beside them.',
        button: 'View all packages',
      },
      faq: {
        title: 'Frequently asked questions about customs',
        items: [
          {
            question: 'How long does it take to get an EORI number?',
            answer:
              'Usually a few working days, provided the application is complete. As goods cannot be cleared through customs without an EORI number, you should apply before your first shipment arrives.',
          },
          {
            question: 'Can I recover import VAT?',
            answer:
              'Businesses can deduct import VAT as input VAT under § 15 UStG if the goods were imported for their business and they are entitled to input VAT deduction. What matters is who had the power to dispose of the goods at the time of import – this should be reflected correctly in your customs declarations. Proof is usually provided by the import duty assessment notice.',
          },
          {
            question: 'What happens if my goods were classified incorrectly?',
            answer:
              'An incorrect tariff number can lead to wrongly calculated customs duty and import VAT. Customs can recover underpaid duties, and infringements can lead to administrative fine proceedings or criminal proceedings; overpaid duties can be refunded under certain conditions. We review your classification, correct errors and, where useful, apply for binding tariff information (BTI) for future imports.',
          },
          {
            question: 'Do I need an EORI number as a company based outside the EU?',
            answer:
              'Yes, if you act as importer or declarant in the EU yourself – for example because your goods are cleared in your name and then sold on Amazon. Companies without an establishment in the EU apply for the number in the member state where they first lodge a customs declaration. We are happy to handle the application for you.',
          },
        ],
      },
      cta: {
        title: 'Questions about customs or imports?',
        subtitle: 'We discuss your case in a free first assessment and usually reply within 24 hours.',
        button: 'Book a free first assessment',
      },
    },
    zh: {
      meta: {
        title: '海关咨询 – 进口与出口',
        description:
          '为进口商、出口商和电商卖家提供海关咨询：EORI号码、商品归类与TARIC、进口增值税、ATLAS系统、完税价格以及出口管制。',
      },
      hero: {
        title: '海关咨询',
        subtitle: '安心进出口——从EORI号码到出口管制',
        intro:
          '我们为向欧盟进口或从欧盟出口商品的进口商、出口商和电商卖家提供支持，内容包括：EORI号码申请、商品归类、进口增值税、ATLAS系统基础知识、完税价格与海关债务，以及出口管制和两用物项。',
      },
      services: {
        title: '我们的海关服务',
        subtitle: '从首次进口到出口管制——合法合规，注重实操',
      },
      packages: {
        title: '海关服务套餐',
        text: '针对常见海关事项，我们提供服务范围明确的套餐——从EORI注册、进口流程审查到商品归类指南。所有价格均为含法定增值税的总价，并同时列明不含税金额。',
        button: '查看全部套餐',
      },
      faq: {
        title: '海关常见问题',
        items: [
          {
            question: '申请EORI号码需要多长时间？',
            answer:
              '在申请材料齐全的情况下，通常只需几个工作日。没有EORI号码无法办理清关，因此建议在首批货物抵达之前提交申请。',
          },
          {
            question: '进口增值税可以退回吗？',
            answer:
              '如果货物是为经营目的而进口，且企业有权抵扣进项税，则可依据§ 15 UStG将进口增值税作为进项税抵扣。关键在于进口时由谁拥有货物的处置权，这一点应在报关单中正确体现。通常以海关出具的进口税费核定通知书作为凭证。',
          },
          {
            question: '如果商品归类错误会怎样？',
            answer:
              '错误的商品编码可能导致关税和进口增值税计算错误。海关可以追缴少征的税费，违规行为还可能引发罚款程序或刑事程序；多缴的税费在满足一定条件时可以申请退还。我们会审核您的归类、纠正错误，并在必要时为今后的进口申请约束性税则信息。',
          },
          {
            question: '欧盟以外的企业需要EORI号码吗？',
            answer:
              '需要——只要您自己在欧盟作为进口方或申报人，例如货物以您的名义清关后再在亚马逊上销售。在欧盟没有设立机构的企业，应在首次提交报关单的成员国申请该号码。我们可以代您办理申请。',
          },
        ],
      },
      cta: {
        title: '有海关或进口方面的问题？',
        subtitle: '我们将在免费初步评估中与您探讨具体情况，通常在24小时内回复。',
        button: '预约免费初步评估',
      },
    },
  },
}
