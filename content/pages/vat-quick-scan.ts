import type { QuickScanPage } from '../types'

export const vatQuickScanPage: QuickScanPage = {
  ctaHref: '/termin',
  categories: [
    {
      id: 'A',
      text: {
        de: {
          title: 'Verkäufe und Kanäle',
          questions: [
            'Werden Ihre Waren in mehr als einem EU-Land gelagert (z. B. im Rahmen von Amazon Pan-EU oder CEE)?',
            'Verkaufen Sie an Verbraucher in anderen EU-Ländern, ohne diese Umsätze über OSS oder im Bestimmungsland zu erklären, obwohl die EU-weite Lieferschwelle von {fact:euDeliveryThreshold} EUR überschritten ist oder für Sie nicht gilt (etwa als Unternehmen aus einem Drittland)?',
            'Versenden Sie Sendungen im Wert bis {fact:iossConsignmentLimit} EUR aus einem Drittland direkt an Verbraucher in der EU (z. B. aus Ihrem eigenen Onlineshop), ohne IOSS zu nutzen oder die Erhebung der Einfuhrumsatzsteuer anderweitig geklärt zu haben?',
            'Verkaufen Sie über Online-Marktplätze, ohne geklärt zu haben, ob der Marktplatz als fiktiver Lieferer oder Sie selbst die Umsatzsteuer auf diese Verkäufe schulden?',
          ],
        },
        en: {
          title: 'Sales and channels',
          questions: [
            'Are your goods stored in more than one EU country (e.g. through Amazon Pan-EU or CEE)?',
            'Do you sell to consumers in other EU countries without declaring these sales via OSS or in the country of destination, although the EU-wide delivery threshold of EUR {fact:euDeliveryThreshold} has been exceeded or does not apply to you (e.g. as a company from outside the EU)?',
            'Do you ship consignments worth up to EUR {fact:iossConsignmentLimit} from outside the EU directly to consumers in the EU (e.g. from your own online shop) without using IOSS or otherwise clarifying how the import VAT is collected?',
            'Do you sell via online marketplaces without having clarified whether the marketplace, as deemed supplier, or you yourself owe the VAT on these sales?',
          ],
        },
        zh: {
          title: '销售与渠道',
          questions: [
            '您的货物是否存放在一个以上欧盟国家的仓库中（例如参加亚马逊泛欧计划（Pan-EU）或中欧计划（CEE））？',
            '您是否向其他欧盟国家的消费者销售商品，却未通过一站式申报（OSS）或在目的国申报这些销售额，而您的销售额已超过欧盟统一的{fact:euDeliveryThreshold}欧元远程销售门槛，或该门槛对您并不适用（例如欧盟境外企业）？',
            '您是否从欧盟境外直接向欧盟消费者寄送价值不超过{fact:iossConsignmentLimit}欧元的包裹（例如通过自建网店），却未使用进口一站式申报（IOSS），也未以其他方式明确进口增值税如何征收？',
            '您是否通过电商平台销售，但尚未明确这些销售的增值税应由作为“视同供货方”的平台缴纳，还是由您自己缴纳？',
          ],
        },
      },
    },
    {
      id: 'B',
      text: {
        de: {
          title: 'Preise und Rabatte',
          questions: [
            'Geben Sie Gutscheine oder Geschenkkarten aus, ohne geprüft zu haben, ob es sich umsatzsteuerlich um Einzweck- oder Mehrzweckgutscheine handelt?',
            'Gewähren Sie nachträgliche Preisnachlässe, Boni, Cashback oder Teilerstattungen (z. B. über den Marktplatz), ohne die Umsatzsteuer entsprechend zu berichtigen?',
            'Verkaufen Sie Produkte oder Produktsets, deren Steuersatz Sie nicht für jedes Bestimmungsland geprüft haben (in Deutschland z. B. {fact:vatStandardRate} % oder {fact:vatReducedRate} %)?',
          ],
        },
        en: {
          title: 'Prices and discounts',
          questions: [
            'Do you issue vouchers or gift cards without having checked whether they are single-purpose or multi-purpose vouchers for VAT purposes?',
            'Do you grant subsequent price reductions, bonuses, cashback or partial refunds (e.g. via the marketplace) without correcting the VAT accordingly?',
            'Do you sell products or product bundles whose VAT rate you have not verified for each country of destination (in Germany, e.g. {fact:vatStandardRate}% or {fact:vatReducedRate}%)?',
          ],
        },
        zh: {
          title: '价格与折扣',
          questions: [
            '您是否发放代金券或礼品卡，但未核实其在增值税上属于单一用途券还是多用途券？',
            '您是否给予事后折让、返利、返现或部分退款（例如通过平台），但未相应更正增值税？',
            '您销售的商品或商品组合中，是否有未按各目的国逐一核实适用税率的情况（例如德国为{fact:vatStandardRate}%或{fact:vatReducedRate}%）？',
          ],
        },
      },
    },
    {
      id: 'C',
      text: {
        de: {
          title: 'Versand und Nachweise',
          questions: [
            'Fehlen Ihnen für einzelne steuerfreie Lieferungen Ausfuhr- oder Gelangensnachweise (z. B. Gelangensbestätigungen oder Ausgangsvermerke)?',
            'Stellen Sie Lieferungen an Unternehmen in anderen EU-Ländern ohne Umsatzsteuer in Rechnung, ohne deren USt-IdNr. vorher geprüft und die Prüfung dokumentiert zu haben?',
          ],
        },
        en: {
          title: 'Shipping and proof',
          questions: [
            'Do you lack proof of export or of arrival (e.g. entry certificates or exit endorsements) for some exempt supplies?',
            'Do you invoice supplies to businesses in other EU countries without VAT, without first verifying their VAT ID and documenting the check?',
          ],
        },
        zh: {
          title: '发货与证明',
          questions: [
            '对于部分免税供货，您是否缺少出口证明或到货证明（例如到货确认书或出境证明（Ausgangsvermerk））？',
            '您向其他欧盟国家的企业供货时，是否开具不含增值税的发票，却未事先核验对方的增值税识别号并保存核验记录？',
          ],
        },
      },
    },
    {
      id: 'D',
      text: {
        de: {
          title: 'Rechnungen und Systeme',
          questions: [
            'Werden Ihre Rechnungen von einem Marktplatz oder einem Tool erstellt, dessen umsatzsteuerliche Angaben Sie nie geprüft haben?',
            'Können Sie E-Rechnungen (z. B. XRechnung oder ZUGFeRD) noch nicht empfangen und verarbeiten, obwohl dies für Unternehmen in Deutschland seit 2025 Pflicht ist (die Pflicht zur Ausstellung folgt schrittweise bis 2028)?',
            'Geben Sie Umsatzsteuermeldungen (z. B. Voranmeldungen oder OSS-Meldungen) ab, ohne die Zahlen regelmäßig mit den Marktplatzberichten (z. B. dem Amazon VAT Transactions Report) und Ihrer Buchhaltung abzugleichen?',
          ],
        },
        en: {
          title: 'Invoices and systems',
          questions: [
            'Are your invoices generated by a marketplace or tool whose VAT details you have never reviewed?',
            'Are you not yet able to receive and process e-invoices (e.g. XRechnung or ZUGFeRD), although this has been mandatory for businesses in Germany since 2025 (with the obligation to issue them phased in until 2028)?',
            'Do you file VAT returns (e.g. advance VAT returns or OSS returns) without regularly reconciling the figures with marketplace reports (e.g. the Amazon VAT Transactions Report) and your accounting?',
          ],
        },
        zh: {
          title: '发票与系统',
          questions: [
            '您的发票是否由平台或软件工具自动生成，而您从未检查过其中的增值税内容？',
            '德国企业自2025年起必须能够接收电子发票（开具义务在2028年前分阶段实施），您是否目前仍无法接收和处理电子发票（例如XRechnung或ZUGFeRD格式）？',
            '您在提交增值税申报（例如预申报或OSS申报）时，是否未定期将数据与平台报告（例如亚马逊VAT交易报告）及财务账目进行核对？',
          ],
        },
      },
    },
    {
      id: 'E',
      text: {
        de: {
          title: 'Lieferketten',
          questions: [
            'Werden Waren direkt von Ihrem Lieferanten an Ihren Kunden versandt (Reihengeschäft), ohne dass dokumentiert ist, welcher Lieferung die Warenbewegung zugeordnet wird?',
            'Importieren Sie Waren in die EU (z. B. Lagerware für Fulfillment-Lager), ohne geklärt zu haben, wer bei der Verzollung als Einführer auftritt und wer die Einfuhrumsatzsteuer als Vorsteuer abziehen darf?',
            'Kaufen Sie bei Lieferanten ein, deren USt-IdNr. und Zuverlässigkeit Sie nicht prüfen – mit dem Risiko, bei Umsatzsteuerbetrug in der Lieferkette den Vorsteuerabzug zu verlieren oder zu haften?',
          ],
        },
        en: {
          title: 'Supply chains',
          questions: [
            'Are goods shipped directly from your supplier to your customer (chain transactions) without a documented assessment of which supply the transport is allocated to?',
            'Do you import goods into the EU (e.g. stock for fulfilment warehouses) without having clarified who acts as importer in customs clearance and who may deduct the import VAT as input VAT?',
            'Do you buy from suppliers whose VAT ID and reliability you do not check – at the risk of losing the input VAT deduction or becoming liable if there is VAT fraud in the supply chain?',
          ],
        },
        zh: {
          title: '供应链',
          questions: [
            '货物是否由您的供应商直接发给您的客户（连环交易），而未以书面形式记录货物运输归属于哪一笔供货？',
            '您是否向欧盟进口货物（例如发往物流仓的备货），但尚未明确清关时由谁作为进口方（Einführer）、由谁将进口增值税作为进项税抵扣？',
            '您是否在未核验供应商增值税识别号及其可靠性的情况下向其采购，从而在供应链中存在增值税欺诈时，面临失去进项税抵扣或承担连带责任的风险？',
          ],
        },
      },
    },
  ],
  text: {
    de: {
      meta: {
        title: 'VAT Quick Scan – Umsatzsteuer-Risiko selbst prüfen',
        description:
          '15 Fragen in 5 Kategorien: Mit dem kostenlosen VAT Quick Scan schätzen Sie Ihr Umsatzsteuer-Risiko selbst ein – mit Ampelbewertung in Grün, Gelb oder Rot.',
      },
      hero: {
        title: 'VAT Quick Scan',
        subtitle: 'Kostenloser Selbstcheck zu Ihren Umsatzsteuer-Risiken',
        intro:
          'Beantworten Sie 15 Fragen aus fünf Bereichen – Verkäufe und Kanäle, Preise und Rabatte, Versand und Nachweise, Rechnungen und Systeme sowie Lieferketten – jeweils mit Ja, Nein oder Unsicher. Sobald alle Fragen beantwortet sind, erhalten Sie eine Ampelbewertung in Grün, Gelb oder Rot. Der Selbstcheck ist kostenlos und ersetzt keine Rechtsberatung.',
      },
      cta: {
        title: 'Ergebnis gemeinsam besprechen',
        subtitle:
          'Ob Grün, Gelb oder Rot – in einer kostenlosen ersten Einschätzung ordnen wir Ihr Ergebnis ein und zeigen Ihnen die nächsten Schritte.',
        button: 'Erste Einschätzung vereinbaren',
      },
      answers: { yes: 'Ja', no: 'Nein', unsure: 'Unsicher' },
      progress: '{answered} von {total} Fragen beantwortet',
      result: {
        title: 'Ihr Ergebnis',
        scoreLine: 'Risikopunkte: {score} von {total}',
        ratings: {
          green: {
            title: 'Grün – geringes Risiko',
            text: 'Ihre Antworten deuten auf eine weitgehend geordnete umsatzsteuerliche Aufstellung hin. Wir empfehlen einen 30-minütigen Check, in dem wir Ihre Angaben überprüfen und Ihnen drei Quick Wins aufzeigen.',
          },
          yellow: {
            title: 'Gelb – Handlungsbedarf',
            text: 'Mehrere Antworten weisen auf umsatzsteuerliche Risiken hin, die Sie zeitnah angehen sollten. In der Regel lassen sie sich in einem Mini-Projekt von etwa zwei bis vier Wochen klären und beheben.',
          },
          red: {
            title: 'Rot – dringender Handlungsbedarf',
            text: 'Ihre Antworten deuten auf erhebliche Risiken hin, etwa fehlende Registrierungen oder unrichtige Meldungen, die zu Nachzahlungen, Zinsen und Zuschlägen führen können. Handeln Sie jetzt: Wir helfen Ihnen, Prioritäten zu setzen und die wichtigsten Punkte zügig zu klären.',
          },
        },
        riskCategoriesTitle: 'Hier liegen Ihre Risiken',
        noRiskCategories: 'In keiner Kategorie haben Sie Risikopunkte gesammelt.',
        cta: 'Ergebnis besprechen',
        print: 'Ergebnis drucken',
        contactSummary:
          'Ich habe den VAT Quick Scan ausgefüllt: {rating} ({score} von {total} Risikopunkten). Risikobereiche: {categories}. Ich möchte das Ergebnis gerne mit Ihnen besprechen.',
      },
      disclaimer:
        'Der VAT Quick Scan ist eine kostenlose Selbsteinschätzung und dient ausschließlich der Orientierung. Er stellt keine Rechtsberatung dar; eine Rechtsberatung erfolgt nur auf Grundlage eines Mandatsvertrags.',
      back: 'Zurück zu den Tools',
      noScript: {
        title: 'Der VAT Quick Scan benötigt JavaScript',
        text: 'Der VAT Quick Scan wertet Ihre Antworten direkt in Ihrem Browser aus; Ihr Browser führt jedoch kein JavaScript aus. Aktivieren Sie JavaScript, um den Selbstcheck zu nutzen, oder gehen Sie die Fragen in einer kostenlosen ersten Einschätzung mit uns durch.',
        contactLink: 'Erste Einschätzung anfragen',
      },
    },
    en: {
      meta: {
        title: 'VAT Quick Scan – assess your own VAT risk',
        description:
          '15 questions in 5 categories: the free VAT Quick Scan lets you assess your own VAT risk and gives you a traffic-light rating of green, yellow or red.',
      },
      hero: {
        title: 'VAT Quick Scan',
        subtitle: 'A free self-check of your VAT risks',
        intro:
          'Answer 15 questions in five areas – sales and channels, prices and discounts, shipping and proof, invoices and systems, and supply chains – with yes, no or unsure. Once every question is answered, you receive a traffic-light rating: green, yellow or red. The self-check is free and does not constitute legal advice.',
      },
      cta: {
        title: 'Discuss your result with us',
        subtitle:
          'Green, yellow or red – in a free first assessment we put your result into context and show you the next steps.',
        button: 'Book a free first assessment',
      },
      answers: { yes: 'Yes', no: 'No', unsure: 'Unsure' },
      progress: '{answered} of {total} questions answered',
      result: {
        title: 'Your result',
        scoreLine: 'Risk points: {score} of {total}',
        ratings: {
          green: {
            title: 'Green – low risk',
            text: 'Your answers suggest that your VAT set-up is largely in order. We recommend a 30-minute check in which we review your answers and show you three quick wins.',
          },
          yellow: {
            title: 'Yellow – action needed',
            text: 'Several answers point to VAT risks that you should address soon. As a rule, they can be clarified and resolved in a mini-project of about two to four weeks.',
          },
          red: {
            title: 'Red – urgent action needed',
            text: 'Your answers point to significant risks, such as missing registrations or incorrect returns, which can lead to back payments, interest and surcharges. Act now: we help you set priorities and resolve the most important issues quickly.',
          },
        },
        riskCategoriesTitle: 'Where your risks lie',
        noRiskCategories: 'You have no risk points in any category.',
        cta: 'Discuss my result',
        print: 'Print result',
        contactSummary:
          'I completed the VAT Quick Scan: {rating} ({score} of {total} risk points). Risk areas: {categories}. I would like to discuss the result with you.',
      },
      disclaimer:
        'The VAT Quick Scan is a free self-assessment for guidance only. It does not constitute legal advice; legal advice is provided only on the basis of an engagement agreement.',
      back: 'Back to tools',
      noScript: {
        title: 'The VAT Quick Scan needs JavaScript',
        text: 'The VAT Quick Scan evaluates your answers in your browser, but your browser does not run JavaScript. Enable JavaScript to use the self-check, or go through the questions with us in a free first assessment.',
        contactLink: 'Request a first assessment',
      },
    },
    zh: {
      meta: {
        title: 'VAT快速检查 – 自测增值税风险',
        description: '5大类共15个问题：通过免费的VAT快速检查自行评估增值税风险，获得绿、黄、红三级风险评级。',
      },
      hero: {
        title: 'VAT快速检查',
        subtitle: '免费自测您的增值税风险',
        intro:
          '本检查涵盖销售与渠道、价格与折扣、发货与证明、发票与系统以及供应链五大类，共15个问题，每题可选择“是”“否”或“不确定”。全部作答后，您将获得绿、黄、红三级风险评级。本自测免费提供，不能替代法律咨询。',
      },
      cta: {
        title: '与我们一起解读结果',
        subtitle: '无论结果是绿色、黄色还是红色——我们将在免费初步评估中为您解读结果，并指明下一步。',
        button: '预约免费初步评估',
      },
      answers: { yes: '是', no: '否', unsure: '不确定' },
      progress: '已回答{answered}/{total}个问题',
      result: {
        title: '您的结果',
        scoreLine: '风险分数：{score}/{total}',
        ratings: {
          green: {
            title: '绿色：风险较低',
            text: '您的回答表明，您的增值税合规状况总体良好。我们建议进行30分钟的快速复核，核实您的回答，并为您指出三项可立即见效的改进措施。',
          },
          yellow: {
            title: '黄色：需要采取行动',
            text: '您的多项回答显示存在增值税风险，建议尽快处理。通常可通过一个约2至4周的小型项目予以厘清和解决。',
          },
          red: {
            title: '红色：亟需采取行动',
            text: '您的回答显示存在重大风险，例如未办理必要的税务注册或申报不正确，可能导致补缴税款、利息和附加费（如滞纳金）。请立即行动：我们将帮助您确定优先事项，尽快厘清最关键的问题。',
          },
        },
        riskCategoriesTitle: '您的风险所在',
        noRiskCategories: '您在各类别中均未产生风险分数。',
        cta: '与我们讨论结果',
        print: '打印结果',
        contactSummary:
          '我已完成VAT快速检查：{rating}（风险分数{score}/{total}）。风险领域：{categories}。希望与您沟通检查结果。',
      },
      disclaimer:
        'VAT快速检查是一项免费的自我评估，仅供参考，不构成法律咨询；法律咨询仅在签订委托合同后提供。',
      back: '返回工具页面',
      noScript: {
        title: 'VAT快速检查需要JavaScript',
        text: 'VAT快速检查在您的浏览器中评估答案，但您的浏览器未运行JavaScript。请启用JavaScript后使用本检查，或在免费初步评估中与我们逐一梳理这些问题。',
        contactLink: '预约免费初步评估',
      },
    },
  },
}
