import type { LegalPage } from '../types'

export const agbPage: LegalPage = {
  ctaHref: '/kontakt',
  revised: '2026-12-02',
  text: {
    de: {
      meta: {
        title: 'Mandatsbedingungen & Widerrufsbelehrung',
        description:
          'Allgemeine Mandatsbedingungen zu Geltungsbereich, Mandatserteilung, Vergütung und Haftung sowie Widerrufsbelehrung für Verbraucher, auch für digitale Inhalte.',
      },
      hero: {
        title: 'AGB & Widerrufsbelehrung',
        subtitle: 'Allgemeine Mandatsbedingungen und Widerrufsbelehrung für Verbraucher',
        intro:
          'Hier finden Sie die Allgemeinen Mandatsbedingungen, die für die Zusammenarbeit mit uns gelten – zu Geltungsbereich, Zustandekommen des Mandats, Vergütung und Haftung. Außerdem informieren wir Verbraucher über ihr Widerrufsrecht, einschließlich der Besonderheiten bei digitalen Inhalten.',
      },
      sections: [
        [
          '## Verbindliche Sprachfassung',
          'Diese Mandatsbedingungen und die Widerrufsbelehrung werden in deutscher, englischer und chinesischer Sprache bereitgestellt. Rechtlich verbindlich ist allein die deutsche Fassung.',
        ].join('\n\n'),
        [
          '## § 1 Geltungsbereich',
          '(1) Diese Allgemeinen Mandatsbedingungen gelten für alle Verträge, die {attorneyName} ({firmName}, im Folgenden „wir“) mit ihren Auftraggeberinnen und Auftraggebern (im Folgenden „Mandanten“) über anwaltliche Beratung und Vertretung schließt.',
          '(2) Individuelle Vereinbarungen im Mandatsvertrag gehen diesen Bedingungen vor. Allgemeine Geschäftsbedingungen der Mandanten gelten nur, wenn wir ihnen ausdrücklich in Textform zustimmen.',
        ].join('\n\n'),
        [
          '## § 2 Zustandekommen des Mandats',
          '(1) Ein Mandatsvertrag kommt nur durch eine ausdrückliche Mandatsvereinbarung in Textform (§ 126b BGB) zustande. Die Mandatsvereinbarung legt Gegenstand und Umfang des Mandats fest.',
          '(2) Die Inhalte dieser Website, insbesondere Lexikon, Beiträge, Fristenkalender, VAT Quick Scan, USt-IdNr.-Prüfer, E-Rechnungs-Prüfer und die qualifizierte Bestätigung von USt-IdNrn., dienen der allgemeinen Information. Sie sind keine Rechtsberatung und begründen kein Mandat.',
          '(3) Die kostenlose erste Einschätzung ist ein kurzes Gespräch per Telefon oder Video. Wir nehmen Ihr Anliegen auf, geben Ihnen auf Grundlage Ihrer Schilderung eine erste, vorläufige Einschätzung und klären, ob und zu welchen Bedingungen ein Mandat in Betracht kommt. Sie ist unverbindlich und begründet kein Mandat; eine umfassende Prüfung des Sachverhalts und eine abschließende Beratung erfolgen erst auf Grundlage eines Mandatsvertrags.',
          '(4) Vor der ersten Einschätzung und vor Annahme eines Mandats prüfen wir, ob berufsrechtliche Hindernisse, insbesondere widerstreitende Interessen (§ 43a Abs. 4 BRAO), entgegenstehen. Dafür fragen wir nach Ihrem Unternehmen und gegebenenfalls nach der Gegenseite. Vertrauliche Einzelheiten teilen Sie uns bitte erst nach dieser Prüfung mit. Eine Pflicht zur Annahme eines Mandats besteht nicht.',
        ].join('\n\n'),
        [
          '## § 3 Vergütung',
          '(1) Soweit keine Vergütungsvereinbarung getroffen wird, richtet sich die Vergütung nach den gesetzlichen Vorschriften, insbesondere nach dem Rechtsanwaltsvergütungsgesetz (RVG).',
          '(2) Eine von der gesetzlichen Vergütung abweichende Vergütung, etwa nach Zeitaufwand oder als Pauschale, wird in einer Vergütungsvereinbarung in Textform nach § 3a RVG getroffen. Unser allgemeiner Stundensatz beträgt {price:hourlyRate}. Für unsere Beratungspakete gelten die auf der Seite „Preise“ veröffentlichten Preise; dort steht jeweils der Gesamtpreis einschließlich der gesetzlichen Umsatzsteuer und daneben der Nettobetrag. Ist unsere Leistung nicht in Deutschland steuerbar (§ 3a UStG), berechnen wir den Nettobetrag.',
          '(3) In gerichtlichen Verfahren darf die gesetzliche Vergütung nicht unterschritten werden (§ 49b Abs. 1 BRAO, § 4 Abs. 1 RVG); dort ist mindestens die gesetzliche Vergütung geschuldet. Im Fall der Kostenerstattung müssen die Gegenseite, ein Verfahrensbeteiligter oder die Staatskasse regelmäßig nicht mehr als die gesetzliche Vergütung erstatten.',
          '(4) Wir können für entstandene und voraussichtlich entstehende Gebühren und Auslagen einen angemessenen Vorschuss verlangen (§ 9 RVG).',
        ].join('\n\n'),
        [
          '## § 4 Haftung',
          '(1) Wir haften unbeschränkt für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit sowie für vorsätzlich oder grob fahrlässig verursachte Schäden.',
          '(2) Im Übrigen ist der Anspruch der Mandanten aus dem Mandatsverhältnis auf Ersatz eines durch einfache Fahrlässigkeit verursachten Schadens nach § 52 Abs. 1 Satz 1 Nr. 2 BRAO auf den vierfachen Betrag der Mindestversicherungssumme beschränkt, soweit insoweit Versicherungsschutz besteht. Die Mindestversicherungssumme beträgt nach § 51 Abs. 4 BRAO {fact:lawyerIndemnityMinimum} Euro für jeden Versicherungsfall; die Haftung ist danach auf {fact:liabilityCapStandardTerms} Euro begrenzt.',
          '(3) Erscheint Mandanten diese Haftungshöchstsumme für ein Mandat nicht ausreichend, kann für dieses Mandat eine höhere Haftungssumme mit entsprechendem Versicherungsschutz gesondert vereinbart werden.',
          '(4) Die Absätze 1 bis 3 gelten auch für die kostenlose erste Einschätzung.',
        ].join('\n\n'),
        [
          '## Widerrufsbelehrung',
          'Verbraucherinnen und Verbrauchern (§ 13 BGB) steht bei Verträgen, die außerhalb von Geschäftsräumen oder im Fernabsatz, etwa per E-Mail, Telefon oder Videokonferenz, geschlossen werden, ein Widerrufsrecht nach Maßgabe der folgenden Belehrung zu.',
        ].join('\n\n'),
        [
          '## Widerrufsrecht',
          'Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.',
          'Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag des Vertragsabschlusses.',
          'Um Ihr Widerrufsrecht auszuüben, müssen Sie uns ({firmName}, {attorneyName}, {street}, {postalCode} {city}, {country}, Telefon: {phone}, E-Mail: {email}) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das beigefügte Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist.',
          'Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.',
        ].join('\n\n'),
        [
          '## Folgen des Widerrufs',
          'Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben, dass Sie eine andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung gewählt haben), unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet.',
          'Haben Sie verlangt, dass die Dienstleistungen während der Widerrufsfrist beginnen soll, so haben Sie uns einen angemessenen Betrag zu zahlen, der dem Anteil der bis zu dem Zeitpunkt, zu dem Sie uns von der Ausübung des Widerrufsrechts hinsichtlich dieses Vertrags unterrichten, bereits erbrachten Dienstleistungen im Vergleich zum Gesamtumfang der im Vertrag vorgesehenen Dienstleistungen entspricht.',
        ].join('\n\n'),
        [
          '## Vorzeitiges Erlöschen des Widerrufsrechts',
          'Bei einem Vertrag über Dienstleistungen, der Sie zur Zahlung eines Preises verpflichtet, erlischt das Widerrufsrecht nach § 356 BGB, wenn wir die Dienstleistung vollständig erbracht haben und mit ihrer Ausführung erst begonnen haben, nachdem Sie dazu Ihre ausdrückliche Zustimmung gegeben und Ihre Kenntnis davon bestätigt haben, dass Ihr Widerrufsrecht mit vollständiger Vertragserfüllung durch uns erlischt. Bei einem außerhalb von Geschäftsräumen geschlossenen Vertrag muss Ihre Zustimmung auf einem dauerhaften Datenträger übermittelt werden.',
          'Bei einem Vertrag über die Bereitstellung von nicht auf einem körperlichen Datenträger befindlichen digitalen Inhalten (etwa Checklisten oder Aufzeichnungen zum Abruf), der Sie zur Zahlung eines Preises verpflichtet, erlischt das Widerrufsrecht nach § 356 BGB, wenn wir mit der Vertragserfüllung begonnen haben, Sie ausdrücklich zugestimmt haben, dass wir mit der Vertragserfüllung vor Ablauf der Widerrufsfrist beginnen, Sie Ihre Kenntnis davon bestätigt haben, dass durch Ihre Zustimmung mit Beginn der Vertragserfüllung Ihr Widerrufsrecht erlischt, und wir Ihnen eine Bestätigung des Vertrags nach § 312f BGB zur Verfügung gestellt haben.',
        ].join('\n\n'),
        [
          '## Muster-Widerrufsformular',
          '(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)',
          [
            '- An {firmName}, {attorneyName}, {street}, {postalCode} {city}, {country}, E-Mail: {email}:',
            '- Hiermit widerrufe(n) ich/wir (\\*) den von mir/uns (\\*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (\\*)/die Erbringung der folgenden Dienstleistung (\\*)',
            '- Bestellt am (\\*)/erhalten am (\\*)',
            '- Name des/der Verbraucher(s)',
            '- Anschrift des/der Verbraucher(s)',
            '- Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)',
            '- Datum',
          ].join('\n'),
          '(\\*) Unzutreffendes streichen.',
        ].join('\n\n'),
      ],
      cta: {
        title: 'Fragen zu unseren Mandatsbedingungen? Schreiben Sie uns.',
        subtitle:
          'Wir erläutern Ihnen gern Ablauf, Vergütung und Bedingungen einer Zusammenarbeit – unverbindlich und vor der Mandatserteilung.',
        button: 'Kontakt aufnehmen',
      },
    },
    en: {
      meta: {
        title: 'Terms of engagement & withdrawal policy',
        description:
          'General terms of engagement on scope, formation of the engagement, remuneration and liability, plus the withdrawal policy for consumers, incl. digital content.',
      },
      hero: {
        title: 'Terms of engagement & withdrawal',
        subtitle: 'General terms of engagement and withdrawal policy for consumers',
        intro:
          'This page sets out the general terms of engagement that apply when you work with us – covering scope, formation of the engagement, remuneration and liability. It also informs consumers about their right of withdrawal, including the special rules for digital content. This English translation is provided for convenience only; the German version is legally binding.',
      },
      sections: [
        [
          '## Binding language version',
          'These terms of engagement and the withdrawal policy are provided in German, English and Chinese. This English version is a translation for your convenience; only the German version is legally binding.',
        ].join('\n\n'),
        [
          '## § 1 Scope',
          '(1) These general terms of engagement apply to all contracts for legal advice and representation that {attorneyName} ({firmName}, hereinafter “we”) concludes with her clients (hereinafter “clients”).',
          '(2) Individual terms in the engagement agreement take precedence over these terms. Clients’ own general terms and conditions apply only if we expressly accept them in text form.',
        ].join('\n\n'),
        [
          '## § 2 Formation of the engagement',
          '(1) An engagement is formed only by an express engagement agreement in text form (Section 126b of the German Civil Code, BGB). The engagement agreement defines the subject matter and scope of the engagement.',
          '(2) The content of this website, in particular the glossary, articles, deadline calendar, VAT Quick Scan, VAT ID validator, e-invoice checker and the qualified confirmation of VAT IDs, is for general information only. It is not legal advice and does not create an engagement.',
          '(3) The free first assessment is a short call by phone or video. We take note of your matter, give you a first, provisional assessment based on what you tell us and clarify whether, and on what terms, an engagement may be possible. It is without obligation and does not create an engagement; a full review of the facts and conclusive advice are provided only on the basis of an engagement agreement.',
          '(4) Before the first assessment and before accepting an engagement, we check whether any professional rules, in particular on conflicts of interest (Section 43a(4) BRAO), prevent us from acting. For this we ask for the name of your company and, where there is one, the opposing party. Please share confidential details with us only after this check. There is no obligation to accept an engagement.',
        ].join('\n\n'),
        [
          '## § 3 Remuneration',
          '(1) Unless a fee agreement is concluded, remuneration is governed by the statutory provisions, in particular the Lawyers’ Remuneration Act (Rechtsanwaltsvergütungsgesetz, RVG).',
          '(2) Remuneration that differs from the statutory remuneration, for example based on time spent or as a flat fee, is agreed in a fee agreement in text form pursuant to Section 3a RVG. Our general hourly rate is {price:hourlyRate}. Our advisory packages are charged at the prices published on the “Pricing” page, each shown there as the total price including statutory VAT with the net amount beside it. Where our service is not taxable in Germany (Section 3a UStG), we charge the net amount.',
          '(3) In court proceedings, fees may not be lower than the statutory remuneration (Section 49b(1) BRAO, Section 4(1) RVG); at least the statutory remuneration is owed there. Where costs are reimbursed, the opposing party, another party to the proceedings or the public purse generally does not have to reimburse more than the statutory remuneration.',
          '(4) We may request a reasonable advance for fees and expenses incurred and expected to be incurred (Section 9 RVG).',
        ].join('\n\n'),
        [
          '## § 4 Liability',
          '(1) We are liable without limitation for damage arising from injury to life, body or health and for damage caused intentionally or through gross negligence.',
          '(2) Otherwise, the client’s claim arising from the engagement for compensation of damage caused by simple negligence is limited, pursuant to Section 52(1) sentence 1 no. 2 BRAO, to four times the minimum insured sum, to the extent that insurance cover exists. Under Section 51(4) BRAO the minimum insured sum is EUR {fact:lawyerIndemnityMinimum} per insured event; liability is accordingly limited to EUR {fact:liabilityCapStandardTerms}.',
          '(3) If a client considers this maximum liability insufficient for a particular engagement, a higher liability amount with corresponding insurance cover can be agreed separately for that engagement.',
          '(4) Paragraphs 1 to 3 also apply to the free first assessment.',
        ].join('\n\n'),
        [
          '## Withdrawal policy',
          'Consumers (Section 13 BGB) have a right of withdrawal, as set out in the following policy, for contracts concluded off-premises or at a distance, for example by email, telephone or video conference.',
        ].join('\n\n'),
        [
          '## Right of withdrawal',
          'You have the right to withdraw from this contract within fourteen days without giving any reason.',
          'The withdrawal period will expire after fourteen days from the day of the conclusion of the contract.',
          'To exercise the right of withdrawal, you must inform us ({firmName}, {attorneyName}, {street}, {postalCode} {city}, {country}, phone: {phone}, email: {email}) of your decision to withdraw from this contract by an unequivocal statement (e.g. a letter sent by post or an email). You may use the attached model withdrawal form, but it is not obligatory.',
          'To meet the withdrawal deadline, it is sufficient for you to send your communication concerning your exercise of the right of withdrawal before the withdrawal period has expired.',
        ].join('\n\n'),
        [
          '## Effects of withdrawal',
          'If you withdraw from this contract, we shall reimburse to you all payments received from you, including the costs of delivery (with the exception of the supplementary costs resulting from your choice of a type of delivery other than the least expensive type of standard delivery offered by us), without undue delay and in any event not later than fourteen days from the day on which we are informed about your decision to withdraw from this contract. We will carry out such reimbursement using the same means of payment as you used for the initial transaction, unless you have expressly agreed otherwise; in any event, you will not incur any fees as a result of such reimbursement.',
          'If you requested to begin the performance of services during the withdrawal period, you shall pay us an amount which is in proportion to what has been provided until you have communicated to us your withdrawal from this contract, in comparison with the full coverage of the contract.',
        ].join('\n\n'),
        [
          '## Early expiry of the right of withdrawal',
          'In the case of a contract for services that obliges you to pay a price, the right of withdrawal expires under Section 356 BGB when we have fully performed the service, having begun performance only after you gave your express consent and confirmed your acknowledgement that your right of withdrawal expires once we have fully performed the contract. In the case of a contract concluded off-premises, your consent must be transmitted on a durable medium.',
          'In the case of a contract for the supply of digital content not supplied on a tangible medium (such as checklists or recordings for retrieval) that obliges you to pay a price, the right of withdrawal expires under Section 356 BGB when we have begun performance of the contract, you have expressly consented to our beginning performance before the end of the withdrawal period, you have confirmed your acknowledgement that your consent causes your right of withdrawal to expire when performance begins, and we have provided you with a confirmation of the contract pursuant to Section 312f BGB.',
        ].join('\n\n'),
        [
          '## Model withdrawal form',
          '(Complete and return this form only if you wish to withdraw from the contract.)',
          [
            '- To {firmName}, {attorneyName}, {street}, {postalCode} {city}, {country}, email: {email}:',
            '- I/We (\\*) hereby give notice that I/We (\\*) withdraw from my/our (\\*) contract of sale of the following goods (\\*)/for the provision of the following service (\\*)',
            '- Ordered on (\\*)/received on (\\*)',
            '- Name of consumer(s)',
            '- Address of consumer(s)',
            '- Signature of consumer(s) (only if this form is notified on paper)',
            '- Date',
          ].join('\n'),
          '(\\*) Delete as appropriate.',
        ].join('\n\n'),
      ],
      cta: {
        title: 'Questions about our terms? Write to us.',
        subtitle:
          "We’re happy to explain how an engagement works, how fees are calculated and which terms apply – without obligation and before you instruct us.",
        button: 'Get in touch',
      },
    },
    zh: {
      meta: {
        title: '委托条款与撤回须知',
        description: '一般委托条款：适用范围、委托关系的成立、报酬及责任；以及面向消费者的撤回权告知，包括数字内容相关规定。',
      },
      hero: {
        title: '委托条款与撤回须知',
        subtitle: '一般委托条款及消费者撤回权告知',
        intro:
          '本页载明与我们合作时适用的一般委托条款，涵盖适用范围、委托关系的成立、报酬及责任，并向消费者说明其依法享有的撤回权，包括涉及数字内容时的特别规定。本页中文译文仅供参考，以德文版本为准。',
      },
      sections: [
        [
          '## 具有约束力的语言版本',
          '本委托条款及撤回须知以德文、英文和中文提供。本中文文本为便于阅读而提供的译文，仅德文版本具有法律约束力。',
        ].join('\n\n'),
        [
          '## 第1条　适用范围',
          '（1）本一般委托条款适用于{attorneyName}（{firmName}，以下称“我们”）与其客户（以下称“委托人”）就律师咨询及代理事务订立的所有合同。',
          '（2）委托合同中的个别约定优先于本条款。委托人自身的一般交易条款仅在我们以文本形式明确同意时方适用。',
        ].join('\n\n'),
        [
          '## 第2条　委托关系的成立',
          '（1）委托合同仅通过以文本形式（《德国民法典》（BGB）第126b条）作出的明确委托约定而成立。委托约定确定委托的事项和范围。',
          '（2）本网站的内容，尤其是税务词典、文章、申报期限日历、VAT快速检查、增值税识别号查询工具、电子发票校验工具及增值税识别号合格确认，仅供一般参考，不构成法律咨询，亦不产生委托关系。',
          '（3）免费初步评估是通过电话或视频进行的简短沟通。我们了解您的问题，根据您的陈述给出初步的、暂时性的评估，并厘清是否以及在何种条件下可考虑建立委托关系。初步评估不具约束力，亦不产生委托关系；对事实的全面审查和最终的咨询意见仅在签订委托合同后提供。',
          '（4）在进行初步评估及接受委托之前，我们将审查是否存在职业法上的障碍，尤其是利益冲突（《联邦律师条例》（BRAO）第43a条第4款）。为此，我们会询问贵公司名称及对方当事人（如有）的名称。请在审查完成后再向我们提供保密细节。我们并无接受委托的义务。',
        ].join('\n\n'),
        [
          '## 第3条　报酬',
          '（1）未订立报酬约定的，报酬依照法律规定确定，尤其是《律师收费法》（Rechtsanwaltsvergütungsgesetz，RVG）。',
          '（2）与法定报酬不同的报酬（例如按工作时间或按固定费用计费），须依《律师收费法》（RVG）第3a条以文本形式订立报酬约定。我们的一般小时费率为{price:hourlyRate}。咨询套餐按“价格”页面公布的价格收费；该页面列明含法定增值税的总价，并同时列明不含税金额。如我们的服务在德国不征税（§ 3a UStG），我们按不含税金额收费。',
          '（3）在诉讼程序中，报酬不得低于法定报酬（《联邦律师条例》（BRAO）第49b条第1款、《律师收费法》（RVG）第4条第1款），即至少应支付法定报酬。在费用补偿的情形下，对方当事人、其他程序参与人或国库通常仅须补偿不超过法定报酬的金额。',
          '（4）对于已发生及预计将发生的律师费和垫付费用，我们可要求支付合理的预付款（《律师收费法》（RVG）第9条）。',
        ].join('\n\n'),
        [
          '## 第4条　责任',
          '（1）对于因侵害生命、身体或健康而造成的损害，以及因故意或重大过失造成的损害，我们承担无限责任。',
          '（2）除此之外，委托人基于委托关系就一般过失所致损害提出的赔偿请求，依《联邦律师条例》（BRAO）第52条第1款第1句第2项，以最低保险金额的四倍为限，但以存在相应保险保障为前提。依《联邦律师条例》（BRAO）第51条第4款，最低保险金额为每一保险事故{fact:lawyerIndemnityMinimum}欧元；据此，责任上限为{fact:liabilityCapStandardTerms}欧元。',
          '（3）委托人如认为上述责任上限对某项委托不足，可就该项委托另行约定更高的责任金额及相应的保险保障。',
          '（4）第1至3款同样适用于免费初步评估。',
        ].join('\n\n'),
        [
          '## 撤回须知',
          '消费者（《德国民法典》（BGB）第13条）对于在营业场所以外或以远程方式（例如通过电子邮件、电话或视频会议）订立的合同，依下列须知享有撤回权。',
        ].join('\n\n'),
        [
          '## 撤回权',
          '您有权在十四日内撤回本合同，且无需说明理由。',
          '撤回期限为自合同订立之日起十四日。',
          '如需行使撤回权，您须以明确的声明（例如以邮寄信件或电子邮件方式）将您撤回本合同的决定告知我们（{firmName}，{attorneyName}，{street}，{postalCode} {city}，{country}，电话：{phone}，电子邮件：{email}）。您可使用所附的撤回表格范本，但并非必须使用。',
          '为遵守撤回期限，您只需在撤回期限届满前发出行使撤回权的通知即可。',
        ].join('\n\n'),
        [
          '## 撤回的后果',
          '如您撤回本合同，我们应毫不迟延地、最迟自收到您撤回本合同的通知之日起十四日内，退还我们从您处收取的全部款项，包括交付费用（但因您选择了我们所提供的最经济标准交付方式以外的交付方式而产生的额外费用除外）。退款将使用您在原交易中所用的同一支付方式，除非与您另有明确约定；在任何情况下，您均无须因该退款支付任何费用。',
          '如您曾要求在撤回期限内开始提供服务，您须向我们支付一笔合理金额，该金额应与截至您通知我们行使本合同撤回权之时已提供的服务占合同约定服务总量的比例相当。',
        ].join('\n\n'),
        [
          '## 撤回权的提前消灭',
          '对于使您负有支付价款义务的服务合同，如我们已完全提供服务，且系在您明确同意并确认知悉撤回权将于我们完全履行合同时消灭之后方开始提供服务，则依《德国民法典》（BGB）第356条，撤回权消灭。对于在营业场所以外订立的合同，您的同意须以持久性数据载体传送。',
          '对于使您负有支付价款义务、且提供不存储于有形数据载体上的数字内容（例如可供调取的清单或录制内容）的合同，如我们已开始履行合同，您已明确同意我们在撤回期限届满前开始履行，您已确认知悉因您的同意撤回权将于履行开始时消灭，且我们已依《德国民法典》（BGB）第312f条向您提供合同确认，则依《德国民法典》（BGB）第356条，撤回权消灭。',
        ].join('\n\n'),
        [
          '## 撤回表格范本',
          '（如您希望撤回合同，请填写本表格并寄回。）',
          [
            '- 致：{firmName}，{attorneyName}，{street}，{postalCode} {city}，{country}，电子邮件：{email}',
            '- 本人／我们（\\*）特此撤回本人／我们（\\*）所订立的关于购买以下商品（\\*）／提供以下服务（\\*）的合同',
            '- 订购日期（\\*）／收货日期（\\*）',
            '- 消费者姓名',
            '- 消费者地址',
            '- 消费者签名（仅限以纸质形式通知时）',
            '- 日期',
          ].join('\n'),
          '（\\*）请删除不适用的内容。',
        ].join('\n\n'),
      ],
      cta: {
        title: '对委托条款有疑问？欢迎来信。',
        subtitle: '在正式委托之前，我们乐意为您说明合作流程、收费方式及相关条款，您无需为此承担任何义务。',
        button: '联系我们',
      },
    },
  },
}
