import type { LegalPage } from '../types'

export const impressumPage: LegalPage = {
  ctaHref: '/kontakt',
  revised: '2026-11-01',
  text: {
    de: {
      meta: {
        title: 'Impressum – Anbieterkennzeichnung nach § 5 DDG',
        description:
          'Impressum: gesetzlich vorgeschriebene Angaben zum Anbieter dieser Website nach § 5 DDG sowie berufsrechtliche Angaben zur anwaltlichen Tätigkeit.',
      },
      hero: {
        title: 'Impressum',
        subtitle: 'Anbieterkennzeichnung gemäß § 5 DDG',
        intro:
          'Auf dieser Seite finden Sie die gesetzlich vorgeschriebenen Angaben zum Anbieter dieser Website nach § 5 Digitale-Dienste-Gesetz (DDG) sowie die berufsrechtlichen Angaben, die für die anwaltliche Tätigkeit gelten.',
      },
      sections: [
        [
          '## Verbindliche Sprachfassung',
          'Dieses Impressum wird in deutscher, englischer und chinesischer Sprache bereitgestellt. Rechtlich verbindlich ist allein die deutsche Fassung.',
        ].join('\n\n'),
        [
          '## Anbieterin',
          'Anbieterin dieser Website ({siteUrl}) im Sinne von § 5 DDG ist {attorneyName}, {professionalTitle}, die ihre Kanzlei unter der Bezeichnung „{firmName}“ führt.',
          'Kanzleianschrift: {street}, {postalCode} {city}, {country}',
        ].join('\n\n'),
        [
          '## Kontakt',
          [
            '- Telefon: {phone}',
            '- E-Mail: {email}',
          ].join('\n'),
        ].join('\n\n'),
        [
          '## Berufsbezeichnung und zuständige Kammer',
          [
            '- Gesetzliche Berufsbezeichnung: {professionalTitle}',
            '- Staat, in dem die Berufsbezeichnung verliehen wurde: {titleConferredIn}',
            '- Zuständige Rechtsanwaltskammer (zugleich Zulassungs- und Aufsichtsbehörde): {chamber}, {chamberAddress}',
          ].join('\n'),
        ].join('\n\n'),
        [
          '## Berufsrechtliche Regelungen',
          'Für die anwaltliche Tätigkeit gelten insbesondere die folgenden berufsrechtlichen Regelungen:',
          [
            '- Bundesrechtsanwaltsordnung (BRAO)',
            '- Berufsordnung für Rechtsanwälte (BORA)',
            '- Fachanwaltsordnung (FAO)',
            '- Rechtsanwaltsvergütungsgesetz (RVG)',
            '- Berufsregeln der Rechtsanwälte der Europäischen Union (CCBE)',
          ].join('\n'),
          'Die Regelungen können auf der Website der Bundesrechtsanwaltskammer unter https://www.brak.de eingesehen und abgerufen werden.',
        ].join('\n\n'),
        [
          '## Berufshaftpflichtversicherung',
          'Die nach § 51 BRAO vorgeschriebene Berufshaftpflichtversicherung besteht bei:',
          [
            '- {insurer}',
            '- {insurerAddress}',
            '- Räumlicher Geltungsbereich: {insuranceScope}',
          ].join('\n'),
        ].join('\n\n'),
        [
          '## Umsatzsteuer-Identifikationsnummer',
          'Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz (UStG): {vatId}',
        ].join('\n\n'),
        [
          '## Verantwortlich für den Inhalt',
          'Inhaltlich verantwortlich gemäß § 18 Abs. 2 Medienstaatsvertrag (MStV): {attorneyName}, {street}, {postalCode} {city}, {country}',
        ].join('\n\n'),
        [
          '## Außergerichtliche Streitschlichtung',
          'Bei Streitigkeiten zwischen Rechtsanwältinnen oder Rechtsanwälten und ihren Auftraggebern besteht auf Antrag die Möglichkeit einer Vermittlung durch die zuständige Rechtsanwaltskammer ({chamber}, {chamberAddress}; § 73 Abs. 2 Nr. 3 BRAO) sowie einer außergerichtlichen Streitschlichtung bei der Schlichtungsstelle der Rechtsanwaltschaft (§ 191f BRAO).',
          'Die Schlichtungsstelle der Rechtsanwaltschaft ist eine unabhängige, bei der Bundesrechtsanwaltskammer eingerichtete Stelle und zugleich anerkannte Verbraucherschlichtungsstelle nach dem Verbraucherstreitbeilegungsgesetz (VSBG). Anschrift: Rauchstraße 26, 10787 Berlin; Website: https://www.schlichtungsstelle-der-rechtsanwaltschaft.de',
          'Information nach § 36 VSBG: Wir sind bereit, an Streitbeilegungsverfahren vor der Schlichtungsstelle der Rechtsanwaltschaft teilzunehmen. An Streitbeilegungsverfahren vor anderen Verbraucherschlichtungsstellen nehmen wir nicht teil; dazu sind wir auch nicht verpflichtet.',
        ].join('\n\n'),
      ],
      cta: {
        title: 'Fragen zum Impressum? Schreiben Sie uns.',
        subtitle:
          'Wir helfen Ihnen gern weiter – und geben Ihnen auf Wunsch eine kostenlose erste Einschätzung Ihres steuerlichen Anliegens.',
        button: 'Kontakt aufnehmen',
      },
    },
    en: {
      meta: {
        title: 'Legal notice – provider information (Section 5 DDG)',
        description:
          'Legal notice: the information required by law about the provider of this website under Section 5 DDG, plus information on the professional rules for lawyers.',
      },
      hero: {
        title: 'Legal notice',
        subtitle: 'Provider information pursuant to Section 5 DDG (German Digital Services Act)',
        intro:
          'This page contains the information required by law about the provider of this website under Section 5 of the German Digital Services Act (Digitale-Dienste-Gesetz, DDG), together with the information on the professional rules that apply to lawyers. This English translation is provided for convenience only; the German version is legally binding.',
      },
      sections: [
        [
          '## Binding language version',
          'This legal notice is provided in German, English and Chinese. This English version is a translation for your convenience; only the German version is legally binding.',
        ].join('\n\n'),
        [
          '## Provider',
          'The provider of this website ({siteUrl}) within the meaning of Section 5 DDG is {attorneyName}, {professionalTitle}, who runs her law practice under the name “{firmName}”.',
          'Office address: {street}, {postalCode} {city}, {country}',
        ].join('\n\n'),
        [
          '## Contact',
          [
            '- Phone: {phone}',
            '- Email: {email}',
          ].join('\n'),
        ].join('\n\n'),
        [
          '## Professional title and competent chamber',
          [
            '- Statutory professional title: {professionalTitle}',
            '- State in which the professional title was conferred: {titleConferredIn}',
            '- Competent bar association (also the admitting and supervisory authority): {chamber}, {chamberAddress}',
          ].join('\n'),
        ].join('\n\n'),
        [
          '## Professional rules',
          'The practice of law is governed in particular by the following professional rules:',
          [
            '- Federal Lawyers’ Act (Bundesrechtsanwaltsordnung, BRAO)',
            '- Professional Code for Lawyers (Berufsordnung für Rechtsanwälte, BORA)',
            '- Specialist Lawyers’ Regulations (Fachanwaltsordnung, FAO)',
            '- Lawyers’ Remuneration Act (Rechtsanwaltsvergütungsgesetz, RVG)',
            '- Code of Conduct for European Lawyers (CCBE)',
          ].join('\n'),
          'These rules can be viewed and retrieved on the website of the German Federal Bar (Bundesrechtsanwaltskammer) at https://www.brak.de.',
        ].join('\n\n'),
        [
          '## Professional liability insurance',
          'The professional liability insurance required by Section 51 BRAO is held with:',
          [
            '- {insurer}',
            '- {insurerAddress}',
            '- Territorial scope: {insuranceScope}',
          ].join('\n'),
        ].join('\n\n'),
        [
          '## VAT identification number',
          'VAT identification number pursuant to Section 27a of the German VAT Act (UStG): {vatId}',
        ].join('\n\n'),
        [
          '## Responsible for the content',
          'Responsible for the content pursuant to Section 18(2) of the Interstate Media Treaty (Medienstaatsvertrag, MStV): {attorneyName}, {street}, {postalCode} {city}, {country}',
        ].join('\n\n'),
        [
          '## Out-of-court dispute resolution',
          'In disputes between lawyers and their clients, mediation by the competent bar association ({chamber}, {chamberAddress}; Section 73(2) no. 3 BRAO) and out-of-court dispute resolution by the Conciliation Board of the Legal Profession (Schlichtungsstelle der Rechtsanwaltschaft, Section 191f BRAO) are available on application.',
          'The Conciliation Board of the Legal Profession is an independent body established at the German Federal Bar and is also a recognised consumer conciliation body under the Consumer Dispute Resolution Act (Verbraucherstreitbeilegungsgesetz, VSBG). Address: Rauchstraße 26, 10787 Berlin, Germany; website: https://www.schlichtungsstelle-der-rechtsanwaltschaft.de',
          'Information pursuant to Section 36 VSBG: we are willing to take part in dispute resolution proceedings before the Conciliation Board of the Legal Profession. We do not take part in dispute resolution proceedings before other consumer conciliation bodies, nor are we obliged to do so.',
        ].join('\n\n'),
      ],
      cta: {
        title: 'Questions about the legal notice? Write to us.',
        subtitle: "We’re happy to help – and, if you wish, to give you a free first assessment of your tax matter.",
        button: 'Get in touch',
      },
    },
    zh: {
      meta: {
        title: '法律声明 – 网站提供者信息（DDG第5条）',
        description: '法律声明：依据德国《数字服务法》（DDG）第5条披露的本网站提供者信息，以及律师职业法规要求公开的事项。',
      },
      hero: {
        title: '法律声明（Impressum）',
        subtitle: '依据德国《数字服务法》（Digitale-Dienste-Gesetz，DDG）第5条披露的提供者信息',
        intro:
          '本页载明德国法律要求披露的本网站提供者信息，以及律师职业法规要求公开的相关事项。本页中文译文仅供参考，以德文版本为准。',
      },
      sections: [
        [
          '## 具有约束力的语言版本',
          '本法律声明以德文、英文和中文提供。本中文文本为便于阅读而提供的译文，仅德文版本具有法律约束力。',
        ].join('\n\n'),
        [
          '## 网站提供者',
          '依据《数字服务法》（DDG）第5条，本网站（{siteUrl}）的提供者为{attorneyName}，{professionalTitle}，其以“{firmName}”之名称执业。',
          '事务所地址：{street}，{postalCode} {city}，{country}',
        ].join('\n\n'),
        [
          '## 联系方式',
          [
            '- 电话：{phone}',
            '- 电子邮件：{email}',
          ].join('\n'),
        ].join('\n\n'),
        [
          '## 职业名称及主管律师协会',
          [
            '- 法定职业名称：{professionalTitle}',
            '- 授予该职业名称的国家：{titleConferredIn}',
            '- 主管律师协会（同时为执业许可及监管机构）：{chamber}，{chamberAddress}',
          ].join('\n'),
        ].join('\n\n'),
        [
          '## 职业法规',
          '律师执业尤其适用以下职业法规：',
          [
            '- 《联邦律师条例》（Bundesrechtsanwaltsordnung，BRAO）',
            '- 《律师职业规范》（Berufsordnung für Rechtsanwälte，BORA）',
            '- 《专业律师条例》（Fachanwaltsordnung，FAO）',
            '- 《律师收费法》（Rechtsanwaltsvergütungsgesetz，RVG）',
            '- 《欧洲律师职业行为准则》（CCBE）',
          ].join('\n'),
          '上述法规可在联邦律师协会（Bundesrechtsanwaltskammer）网站 https://www.brak.de 查阅和下载。',
        ].join('\n\n'),
        [
          '## 职业责任保险',
          '依据《联邦律师条例》（BRAO）第51条规定须投保的职业责任保险，承保机构为：',
          [
            '- {insurer}',
            '- {insurerAddress}',
            '- 地域适用范围：{insuranceScope}',
          ].join('\n'),
        ].join('\n\n'),
        [
          '## 增值税识别号',
          '依据§ 27a UStG取得的增值税识别号：{vatId}',
        ].join('\n\n'),
        [
          '## 内容负责人',
          '依据《媒体国家条约》（Medienstaatsvertrag，MStV）第18条第2款的内容负责人：{attorneyName}，{street}，{postalCode} {city}，{country}',
        ].join('\n\n'),
        [
          '## 诉讼外争议解决',
          '律师与其委托人之间发生争议时，可依申请由主管律师协会依《联邦律师条例》（BRAO）第73条第2款第3项进行调解（{chamber}，{chamberAddress}），亦可由律师行业调解处（Schlichtungsstelle der Rechtsanwaltschaft）依该条例第191f条进行诉讼外争议解决。',
          '律师行业调解处是设于联邦律师协会的独立机构，同时为依据《消费者争议解决法》（Verbraucherstreitbeilegungsgesetz，VSBG）认可的消费者调解机构。地址：Rauchstraße 26, 10787 Berlin（德国柏林）；网站：https://www.schlichtungsstelle-der-rechtsanwaltschaft.de',
          '依据《消费者争议解决法》（VSBG）第36条的说明：我们愿意参加在律师行业调解处进行的争议解决程序。我们不参加在其他消费者调解机构进行的争议解决程序，亦无此项义务。',
        ].join('\n\n'),
      ],
      cta: {
        title: '对法律声明有疑问？欢迎来信。',
        subtitle: '我们乐意为您解答；如有需要，也可为您的税务问题提供免费初步评估。',
        button: '联系我们',
      },
    },
  },
}
