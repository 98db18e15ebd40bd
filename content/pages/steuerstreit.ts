import type { ServicePage } from '../types'

export const steuerstreitPage: ServicePage = {
  ctaHref: '/kontakt',
  services: [
    {
      icon: 'search',
      text: {
        de: {
          title: 'Begleitung von Betriebsprüfungen',
          description:
            'Wir begleiten Sie bei Außenprüfungen, Umsatzsteuer-Sonderprüfungen und Zollprüfungen – von der Prüfungsanordnung über die Vorbereitung der Unterlagen bis zur Schlussbesprechung. Feststellungen des Prüfers prüfen wir frühzeitig und bringen Ihre Argumente ein, bevor der Prüfungsbericht erstellt wird.',
        },
        en: {
          title: 'Support in tax audits',
          description:
            'We support you in general tax audits, special VAT audits and customs audits – from the audit order and the preparation of documents to the closing meeting. We review the auditor’s findings early and present your arguments before the audit report is drawn up.',
        },
        zh: {
          title: '税务稽查支持',
          description:
            '我们在外部稽查（Außenprüfung）、增值税专项稽查和海关稽查中为您提供全程支持——从稽查通知书、资料准备到结案会谈。我们尽早审阅稽查人员的认定意见，并在稽查报告出具之前提出您的理由和论据。',
        },
      },
    },
    {
      icon: 'file-text',
      text: {
        de: {
          title: 'Einspruchsverfahren',
          description:
            'Gegen Steuer- und Zollbescheide können Sie nach § 347 AO Einspruch einlegen – in der Regel innerhalb eines Monats nach Bekanntgabe (§ 355 AO). Wir prüfen den Bescheid, legen fristgerecht Einspruch ein, begründen ihn und beantragen bei Bedarf die Aussetzung der Vollziehung.',
        },
        en: {
          title: 'Objection proceedings',
          description:
            'You can file an objection against tax and customs assessments under § 347 AO (German Fiscal Code), normally within one month of notification (§ 355 AO). We review the assessment, file the objection on time, set out the grounds and, where appropriate, apply for suspension of enforcement.',
        },
        zh: {
          title: '异议程序',
          description:
            '针对税务核定通知书和海关核定通知书，您可以依据《德国税收通则》第347条（§ 347 AO）提出异议，期限通常为通知书送达后一个月（§ 355 AO）。我们审查通知书内容，按时提交异议并阐明理由，必要时申请暂缓执行。',
        },
      },
    },
    {
      icon: 'shield',
      text: {
        de: {
          title: 'Selbstanzeige',
          description:
            'Eine Selbstanzeige nach § 371 AO führt nur zur Straffreiheit, wenn sie vollständig und rechtzeitig abgegeben wird und Sie innerhalb der gesetzten Frist die hinterzogenen Steuern, die Hinterziehungszinsen (§ 235 AO) und die darauf angerechneten Zinsen nach § 233a AO zahlen (§ 371 Abs. 3 AO). Übersteigt die verkürzte Steuer {fact:voluntaryDisclosureLimitPerOffence} Euro je Tat, bleibt nur das Absehen von Verfolgung nach § 398a AO, das zusätzlich einen Geldbetrag zugunsten der Staatskasse voraussetzt. Nach Bekanntgabe einer Prüfungsanordnung ist die Selbstanzeige für die davon erfassten Steuern und Zeiträume in der Regel ausgeschlossen. Wir bereiten sie sorgfältig vor und stimmen jeden Schritt mit Ihnen ab.',
        },
        en: {
          title: 'Voluntary disclosure',
          description:
            'A voluntary disclosure under § 371 AO only leads to exemption from criminal liability if it is complete and made in time and you pay, within the deadline set, the evaded taxes, the interest on evaded taxes (§ 235 AO) and the interest under § 233a AO credited against it (§ 371(3) AO). Where the tax evaded exceeds EUR {fact:voluntaryDisclosureLimitPerOffence} per offence, only a decision not to prosecute under § 398a AO remains, which also requires a payment to the public purse. Once you have been notified of an audit order, a voluntary disclosure is generally barred for the taxes and periods it covers. We prepare the disclosure carefully and agree every step with you.',
        },
        zh: {
          title: '自愿披露（Selbstanzeige）',
          description:
            '依据§ 371 AO，自愿披露只有在内容完整、提交及时，并在规定期限内缴清所逃税款、逃税利息（§ 235 AO）以及抵算入逃税利息的§ 233a AO利息（§ 371 Abs. 3 AO）的情况下，才能免除刑事处罚。每项犯罪所逃税额超过{fact:voluntaryDisclosureLimitPerOffence}欧元的，只能依据§ 398a AO在另行向国库缴纳一笔款项后免予追诉。一旦收到稽查通知书，对于通知书所涵盖的税种和期间，通常便不能再进行自愿披露。我们会审慎准备披露材料，并与您商定每一个步骤。',
        },
      },
    },
    {
      icon: 'clipboard-check',
      text: {
        de: {
          title: 'Nachträgliche Berichtigung von Erklärungen',
          description:
            'Erkennen Sie vor Ablauf der Festsetzungsfrist, dass eine Steuererklärung oder Umsatzsteuer-Voranmeldung unrichtig oder unvollständig war, sind Sie nach § 153 AO verpflichtet, dies unverzüglich anzuzeigen und richtigzustellen. Wir grenzen die Berichtigung von der Selbstanzeige ab, bereiten die korrigierten Erklärungen vor und dokumentieren, wie es zu dem Fehler kam.',
        },
        en: {
          title: 'Correcting returns after filing',
          description:
            'If you realise before the limitation period for assessment expires that a tax return or advance VAT return was incorrect or incomplete, § 153 AO obliges you to notify the tax office without delay and correct it. We distinguish the correction from a voluntary disclosure, prepare the corrected returns and document how the error occurred.',
        },
        zh: {
          title: '申报的事后更正',
          description:
            '如果您在核定时效届满前发现已提交的纳税申报或增值税预申报有误或不完整，依据§ 153 AO，您有义务立即告知税务机关并予以更正。我们帮助您区分事后更正与自愿披露，准备更正后的申报，并记录错误产生的原因。',
        },
      },
    },
    {
      icon: 'gavel',
      text: {
        de: {
          title: 'Verfahren vor dem Finanzgericht',
          description:
            'Bleibt der Einspruch erfolglos, können Sie gegen die Einspruchsentscheidung Klage beim Finanzgericht erheben – ebenfalls innerhalb eines Monats. Wir schätzen die Erfolgsaussichten realistisch ein, führen das Verfahren und vertreten Sie in der mündlichen Verhandlung.',
        },
        en: {
          title: 'Fiscal court proceedings',
          description:
            'If your objection is unsuccessful, you can bring an action against the objection decision before the fiscal court, also within one month. We give you a realistic assessment of the prospects, conduct the proceedings and represent you at the oral hearing.',
        },
        zh: {
          title: '财政法院诉讼',
          description:
            '如果异议未获支持，您可以针对异议决定向财政法院提起诉讼，期限同样为一个月。我们实事求是地评估胜诉前景，代理诉讼程序，并在庭审中代表您出庭。',
        },
      },
    },
    {
      icon: 'handshake',
      text: {
        de: {
          title: 'Verhandlungen mit der Finanzverwaltung',
          description:
            'Viele Streitfragen lassen sich ohne Gerichtsverfahren klären, etwa durch eine tatsächliche Verständigung in der Betriebsprüfung oder eine einvernehmliche Erledigung des Einspruchs. Wir verhandeln für Sie mit Finanzamt und Zoll, auch über Stundung, Ratenzahlung oder Erlass.',
        },
        en: {
          title: 'Negotiations with the tax authorities',
          description:
            'Many disputes can be resolved without going to court, for example through a factual agreement (tatsächliche Verständigung) during the tax audit or an amicable settlement of the objection. We negotiate with the tax office and customs on your behalf, including on deferral, payment in instalments or remission.',
        },
        zh: {
          title: '与税务机关谈判',
          description:
            '许多争议无需诉诸法院即可解决，例如在税务稽查中达成事实认定协议（tatsächliche Verständigung），或以协商方式了结异议程序。我们代表您与税务局和海关进行谈判，包括申请延期缴纳、分期缴纳或减免税款。',
        },
      },
    },
  ],
  text: {
    de: {
      meta: {
        title: 'Steuerstreit: Betriebsprüfung, Einspruch, Finanzgericht',
        description:
          'Unterstützung bei Betriebsprüfung, Einspruch, Selbstanzeige, Berichtigungen und vor dem Finanzgericht – für Umsatzsteuer, Zoll und Verbrauchsteuern.',
      },
      hero: {
        title: 'Steuerstreit und Betriebsprüfung',
        subtitle: 'Anwaltliche Begleitung gegenüber Finanzamt, Zoll und Finanzgericht',
        intro:
          'Ob Betriebsprüfung, Einspruch gegen einen Bescheid, Selbstanzeige oder Klage vor dem Finanzgericht: Wir vertreten Unternehmen und Online-Händler in Auseinandersetzungen rund um Umsatzsteuer, Zoll und Verbrauchsteuern. Da die Einspruchsfrist in der Regel nur einen Monat beträgt, sollten Sie uns frühzeitig einbinden.',
      },
      services: {
        title: 'Unsere Leistungen im Steuerstreit',
        subtitle: 'Von der Betriebsprüfung bis zum Finanzgericht – mit klarer Strategie und im Blick auf alle Fristen',
      },
      faq: {
        title: 'Häufige Fragen zum Steuerstreit',
        items: [
          {
            question: 'Wie lange habe ich Zeit, gegen einen Steuerbescheid Einspruch einzulegen?',
            answer:
              'Die Einspruchsfrist beträgt in der Regel einen Monat ab Bekanntgabe des Bescheids (§ 355 AO). Ein Bescheid, der seit dem 1. Januar 2025 im Inland per Post versandt wird, gilt am vierten Tag nach der Aufgabe zur Post als bekannt gegeben (§ 122 Abs. 2 Nr. 1 AO), es sei denn, er ist nicht oder später zugegangen; bis dahin waren es drei Tage. Wird die Frist versäumt, wird der Bescheid grundsätzlich bestandskräftig und lässt sich nur noch eingeschränkt ändern. Melden Sie sich deshalb möglichst bald nach Erhalt des Bescheids bei uns.',
          },
          {
            question: 'Muss ich die festgesetzte Steuer trotz Einspruch zahlen?',
            answer:
              'Grundsätzlich ja: Der Einspruch allein hebt die Zahlungspflicht nicht auf. Bestehen ernstliche Zweifel an der Rechtmäßigkeit des Bescheids, kann die Aussetzung der Vollziehung beantragt werden; wird sie gewährt, muss der strittige Betrag bis zur Entscheidung über den Einspruch vorerst nicht gezahlt werden. Bleibt der Einspruch endgültig erfolglos, fallen auf den ausgesetzten Betrag Aussetzungszinsen von {fact:suspensionInterestPerMonth} % für jeden vollen Monat an (§§ 237, 238 Abs. 1 AO). Ob dieser Zinssatz für Zeiträume ab 2019 verfassungsgemäß ist, hat der Bundesfinanzhof dem Bundesverfassungsgericht zur Prüfung vorgelegt (BFH, VIII R 9/23). Gegen einen Bescheid über Aussetzungszinsen sollten Sie daher Einspruch einlegen und sich auf dieses Verfahren stützen; das Einspruchsverfahren ruht dann bis zur Entscheidung (§ 363 Abs. 2 Satz 2 AO). Wir prüfen, ob ein Antrag auf Aussetzung der Vollziehung Aussicht auf Erfolg hat.',
          },
          {
            question: 'Was unterscheidet eine Berichtigung von einer Selbstanzeige?',
            answer:
              'Eine Berichtigung nach § 153 AO betrifft Fehler, die Ihnen unbeabsichtigt unterlaufen sind und die Sie erst nachträglich erkennen. Eine Selbstanzeige nach § 371 AO betrifft dagegen Fälle der Steuerhinterziehung und kann unter strengen Voraussetzungen Straffreiheit bewirken. Die Abgrenzung ist heikel und sollte vor jeder Korrektur geprüft werden.',
          },
        ],
      },
      cta: {
        title: 'Bescheid erhalten oder Prüfung angekündigt?',
        subtitle:
          'Melden Sie sich frühzeitig: Wir antworten in der Regel innerhalb von 24 Stunden. Läuft eine Frist, nennen Sie sie bitte gleich in Ihrer ersten Nachricht. Die erste Einschätzung ist kostenlos.',
        button: 'Jetzt Kontakt aufnehmen',
      },
    },
    en: {
      meta: {
        title: 'Tax disputes: tax audits, objections and fiscal court proceedings',
        description:
          'Support with tax audits, objections, voluntary disclosures, corrections and fiscal court proceedings – focused on VAT, customs and excise duties.',
      },
      hero: {
        title: 'Tax disputes and tax audits',
        subtitle: 'Legal representation before the tax office, customs and the fiscal court',
        intro:
          'Whether it is a tax audit, an objection to a tax assessment, a voluntary disclosure or an action before the fiscal court: we represent companies and online retailers in disputes concerning VAT, customs and excise duties. As the objection period is normally only one month, please involve us early.',
      },
      services: {
        title: 'Our services in tax disputes',
        subtitle: 'From tax audit to fiscal court – with a clear strategy and every deadline in view',
      },
      faq: {
        title: 'Frequently asked questions about tax disputes',
        items: [
          {
            question: 'How long do I have to file an objection against a tax assessment?',
            answer:
              'The objection period is normally one month from notification of the assessment (§ 355 AO). An assessment posted within Germany since 1 January 2025 is deemed notified on the fourth day after posting (§ 122(2) no. 1 AO), unless it did not arrive or arrived later; before that date, it was the third day. If the deadline is missed, the assessment generally becomes final and can only be changed to a limited extent. Please contact us as soon as possible after receiving the assessment.',
          },
          {
            question: 'Do I have to pay the assessed tax despite my objection?',
            answer:
              'In principle, yes: an objection alone does not suspend the obligation to pay. If there are serious doubts about the lawfulness of the assessment, suspension of enforcement can be requested; if it is granted, the disputed amount does not have to be paid until the objection has been decided. If the objection is ultimately unsuccessful, interest is charged on the suspended amount at {fact:suspensionInterestPerMonth}% for each full month (§§ 237, 238(1) AO). Whether this rate is constitutional for periods from 2019 onwards has been referred by the Federal Fiscal Court to the Federal Constitutional Court (BFH, VIII R 9/23). You should therefore lodge an objection against an assessment of this interest and rely on that case; the objection proceedings are then stayed until the decision (§ 363(2) sentence 2 AO). We assess whether an application for suspension of enforcement has a realistic chance of success.',
          },
          {
            question: 'What is the difference between a correction and a voluntary disclosure?',
            answer:
              'A correction under § 153 AO concerns errors made unintentionally that you only discover later. A voluntary disclosure under § 371 AO, by contrast, concerns cases of tax evasion and can lead to exemption from criminal liability under strict conditions. The distinction is difficult to draw and should be assessed before any correction is filed.',
          },
        ],
      },
      cta: {
        title: 'Received an assessment or an audit notice?',
        subtitle:
          'Get in touch early: we usually reply within 24 hours. If a deadline is running, please mention it in your first message. The first assessment is free.',
        button: 'Get in touch now',
      },
    },
    zh: {
      meta: {
        title: '税务争议 – 税务稽查、异议程序与财政法院',
        description:
          '在税务稽查、异议程序、自愿披露（Selbstanzeige）、事后更正及财政法院诉讼中为您提供支持，专注于增值税、海关和消费税领域。',
      },
      hero: {
        title: '税务争议与税务稽查',
        subtitle: '在与税务局、海关的交涉以及财政法院诉讼中为您提供律师代理',
        intro:
          '无论是税务稽查、针对税务核定通知书提出异议、自愿披露（Selbstanzeige），还是向财政法院提起诉讼：我们代理企业和电商卖家处理与增值税、海关和消费税相关的争议。异议期限通常仅为一个月，请尽早联系我们。',
      },
      services: {
        title: '我们的税务争议服务',
        subtitle: '从税务稽查到财政法院——策略清晰，严守各项期限',
      },
      faq: {
        title: '税务争议常见问题',
        items: [
          {
            question: '对税务核定通知书提出异议的期限是多久？',
            answer:
              '异议期限通常为税务核定通知书送达后一个月（§ 355 AO）。自2025年1月1日起在德国境内邮寄的核定通知书，视为于交邮后第四日送达（§ 122 Abs. 2 Nr. 1 AO），但未送达或迟于该日送达的除外；此前为第三日。逾期未提出异议的，该核定通知书原则上即产生确定力，之后只能在有限范围内变更。因此，请在收到核定通知书后尽快与我们联系。',
          },
          {
            question: '提出异议后还需要缴纳已核定的税款吗？',
            answer:
              '原则上需要：仅提出异议并不能中止缴税义务。如果对核定通知书的合法性存在严重疑问，可以申请暂缓执行；获批后，在异议决定作出之前暂时无需缴纳有争议的金额。若异议最终未获支持，须就暂缓缴纳的金额按每满一个月{fact:suspensionInterestPerMonth}%的利率缴纳暂缓执行利息（§§ 237, 238 Abs. 1 AO）。该利率对于2019年以后的期间是否合宪，联邦财政法院已提请联邦宪法法院审查（BFH, VIII R 9/23）。因此，对于暂缓执行利息的核定通知，您应提出异议并援引该案；异议程序随即依法暂停，直至作出裁决（§ 363 Abs. 2 Satz 2 AO）。我们会评估暂缓执行申请是否有望获批。',
          },
          {
            question: '事后更正与自愿披露有什么区别？',
            answer:
              '依据§ 153 AO进行的事后更正，针对的是无意中出现、事后才发现的错误。依据§ 371 AO进行的自愿披露则针对逃税情形，在满足严格条件时可免除刑事处罚。两者的界限很难把握，在提交任何更正之前都应先行核查。',
          },
        ],
      },
      cta: {
        title: '收到核定通知书或稽查通知书？',
        subtitle: '请尽早与我们联系：我们通常在24小时内回复。如涉及尚未届满的期限，请在首次来信中注明。初步评估免费。',
        button: '立即联系我们',
      },
    },
  },
}
