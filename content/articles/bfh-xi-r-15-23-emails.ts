import type { Article } from '../types'

// Dated by publication, as every article: BFH decision of 30 April 2025, XI R 15/23, published
// 18 September 2025; lower court FG Hamburg, judgment of 23 March 2023, 2 K 172/19.
export const bfhXiR1523Emails: Article = {
  id: 'bfh-xi-r-15-23-emails',
  date: '2025-09-18',
  text: {
    de: {
      title: 'BFH XI R 15/23: Prüfer dürfen steuerlich relevante E-Mails anfordern – aber kein Gesamtjournal',
      teaser:
        'E-Mails können aufbewahrungspflichtige Handels- und Geschäftsbriefe sein und sind in der Außenprüfung vorzulegen. Ein Verzeichnis des gesamten E-Mail-Verkehrs darf das Finanzamt nach dem Bundesfinanzhof aber nicht verlangen.',
      body: [
        '## Der Fall',
        'Eine GmbH, die zu einer international tätigen Unternehmensgruppe gehört, erbrachte aufgrund einer konzerninternen Vereinbarung Serviceleistungen für eine andere Konzerngesellschaft mit Sitz im Ausland. In der Außenprüfung für die Jahre 2012 bis 2014 forderte das Finanzamt die Vorlage empfangener und abgesandter Handels- und Geschäftsbriefe sowie sonstiger steuerlich bedeutsamer Unterlagen, darunter sämtliche E-Mails zur Vorbereitung, zum Abschluss und zur Durchführung der Vereinbarung einschließlich der Verrechnungspreisdokumentation. Privater Schriftverkehr der Mitarbeitenden und rein firmeninterne Kommunikation waren ausgenommen. Zusätzlich verlangte der Prüfer ein elektronisches Gesamtjournal mit Absender, Empfängern einschließlich cc und bcc, Betreff und Anlagen jeder E-Mail.',
        'Das Finanzgericht Hamburg (Urteil vom 23. März 2023, 2 K 172/19) hielt die Anforderung der Unterlagen für rechtmäßig, das Verlangen nach dem Gesamtjournal dagegen nicht. Beide Seiten legten Revision ein.',
        '## Die Entscheidung',
        'Der Bundesfinanzhof hat beide Revisionen mit Beschluss vom 30. April 2025 (XI R 15/23), veröffentlicht am 18. September 2025, zurückgewiesen. Seine Leitsätze:',
        [
          '- Handels- und Geschäftsbriefe im Sinne von § 147 Abs. 1 Nr. 2 und 3 AO können auch E-Mails sein.',
          '- Digitale Unterlagen über Konzernverrechnungspreise fallen unter § 147 Abs. 1 Nr. 5 AO.',
          '- Das Finanzamt darf in der Außenprüfung grundsätzlich sämtliche E-Mails mit steuerlichem Bezug anfordern.',
          '- Ein Gesamtjournal, das erst erstellt werden müsste und auch E-Mails ohne steuerlichen Bezug erfasst, darf es mangels Rechtsgrundlage nicht verlangen.',
        ].join('\n'),
        'Die Vorlagepflicht folgt aus der Aufbewahrungspflicht: Nur was nach § 147 Abs. 1 AO aufzubewahren ist, kann nach § 147 Abs. 6 AO angefordert werden. Eine Anforderung „en bloc“ ist hinreichend bestimmt; das Unternehmen darf die einschlägigen E-Mails selbst heraussuchen (Erstqualifikationsrecht).',
        '## Was bedeutet das für Unternehmen?',
        'Die Entscheidung betrifft die allgemeinen Aufbewahrungs- und Vorlagepflichten der Abgabenordnung und ist daher nicht auf Verrechnungspreisfälle beschränkt. Für Online-Händler, Konzerngesellschaften und Unternehmen mit ausländischen Partnern heißt das:',
        [
          '- Geschäftliche E-Mails zu Angebot, Vertrag, Lieferung und Abrechnung sind wie Geschäftsbriefe zu behandeln und revisionssicher zu archivieren.',
          '- Steht die relevante Information nur im Anhang, etwa in einer Rechnung, ist jedenfalls der Anhang aufzubewahren.',
          '- Postfächer sollten so organisiert sein, dass sich steuerlich relevante Nachrichten von privaten und rein internen trennen lassen.',
          '- Verlangt der Prüfer ein Gesamtjournal oder Zugriff auf das komplette Postfach, lohnt sich eine Prüfung, ob das Verlangen zu weit geht.',
        ].join('\n'),
        'Sie erwarten eine Betriebsprüfung oder möchten Ihre E-Mail-Archivierung überprüfen lassen? Sprechen Sie uns an – wir unterstützen Sie gern.',
      ].join('\n\n'),
    },
    en: {
      title: 'BFH XI R 15/23: tax auditors may request tax-relevant emails – but not a complete email log',
      teaser:
        'Emails can be commercial and business letters that must be retained and presented in a tax audit. According to the Federal Fiscal Court, however, the tax office may not demand a log of the entire email traffic.',
      body: [
        '## The case',
        'A limited liability company (GmbH) belonging to an internationally active group provided services to another group company based abroad under an intra-group agreement. In the tax audit for the years 2012 to 2014, the tax office requested the submission of received and sent commercial and business letters and other documents relevant to taxation, including all emails concerning the preparation, conclusion and performance of the agreement, together with the transfer pricing documentation. Employees’ private correspondence and purely internal company communication were excluded. In addition, the auditor demanded a complete electronic log of all emails (Gesamtjournal) listing the sender, recipients including cc and bcc, subject and attachments of each email.',
        'The Hamburg Fiscal Court (judgment of 23 March 2023, 2 K 172/19) held the request for documents lawful, but not the demand for the complete log. Both sides appealed.',
        '## The decision',
        'By decision of 30 April 2025 (XI R 15/23), published on 18 September 2025, the Federal Fiscal Court (Bundesfinanzhof) dismissed both appeals. Its headnotes:',
        [
          '- Commercial and business letters within the meaning of § 147(1) nos. 2 and 3 AO can also be emails.',
          '- Digital documents on intra-group transfer prices fall under § 147(1) no. 5 AO.',
          '- In a tax audit, the tax office is in principle entitled to request all emails with tax relevance.',
          '- For lack of a legal basis, it may not demand a complete log that would first have to be created and that also covers emails without tax relevance.',
        ].join('\n'),
        'The duty to present follows from the duty to retain: only what must be retained under § 147(1) AO can be requested under § 147(6) AO. A request “en bloc” is sufficiently specific; the company may itself select the relevant emails (the right to make the initial selection, Erstqualifikationsrecht).',
        '## What does this mean for businesses?',
        'The decision concerns the general retention and presentation duties under the German Fiscal Code and is therefore not limited to transfer pricing cases. For online retailers, group companies and businesses with foreign partners this means:',
        [
          '- Business emails on offers, contracts, deliveries and invoicing should be treated like business letters and archived in a tamper-proof, audit-compliant manner.',
          '- If the relevant information is contained only in an attachment, such as an invoice, at least the attachment must be retained.',
          '- Mailboxes should be organised so that tax-relevant messages can be separated from private and purely internal ones.',
          '- If the auditor demands a complete log or access to the entire mailbox, it is worth checking whether the request goes too far.',
        ].join('\n'),
        'Are you expecting a tax audit or would you like your email archiving reviewed? Get in touch – we will be happy to help.',
      ].join('\n\n'),
    },
    zh: {
      title: '联邦财政法院XI R 15/23：稽查人员可调取与税务相关的电子邮件，但不得要求提供邮件总目录',
      teaser:
        '电子邮件可以构成须保存的商业信函，并须在税务稽查中提交。但联邦财政法院认为，税务局不得要求企业提供全部电子邮件往来的目录。',
      body: [
        '## 案件经过',
        '一家隶属于跨国企业集团的有限责任公司（GmbH）根据集团内部协议，为一家位于境外的集团公司提供服务。在针对2012年至2014年的税务稽查中，税务局要求其提交收到和发出的商业信函以及其他与征税相关的资料，包括与该协议的准备、订立和履行有关的全部电子邮件及转让定价文档。员工的私人通信和纯粹的公司内部沟通不在此列。此外，稽查人员还要求提供一份电子版“总目录”（Gesamtjournal），列明每封邮件的发件人、收件人（包括抄送和密送）、主题及附件。',
        '汉堡财政法院（2023年3月23日判决，2 K 172/19）认定调取资料的要求合法，但要求提供总目录不合法。双方均提起了法律审上诉（Revision）。',
        '## 法院裁决',
        '联邦财政法院于2025年4月30日作出裁定（XI R 15/23，2025年9月18日公布），驳回了双方的法律审上诉。裁判要旨如下：',
        [
          '- 《德国税收通则》（AO）第147条第1款第2项和第3项意义上的商业信函也可以是电子邮件。',
          '- 有关集团内部转让定价的电子资料属于第147条第1款第5项的适用范围。',
          '- 在税务稽查中，税务局原则上有权调取所有与税务相关的电子邮件。',
          '- 由于缺乏法律依据，税务局不得要求提供一份须专门制作、且包含与税务无关邮件信息的总目录。',
        ].join('\n'),
        '提交义务源于保存义务：只有依据第147条第1款须保存的资料，才能依据第147条第6款被调取。以“一揽子”（en bloc）方式提出的调取要求具有足够的明确性；企业可自行筛选相关邮件（即“首次定性权”：由企业先行判断哪些邮件与税务相关）。',
        '## 对企业意味着什么？',
        '该裁定涉及《德国税收通则》中一般性的保存和提交义务，因此并不限于转让定价案件。对电商卖家、集团公司以及与境外伙伴合作的企业而言，这意味着：',
        [
          '- 有关报价、合同、交货和结算的业务邮件应视同商业信函，并以符合审计要求的方式归档。',
          '- 如相关信息仅载于附件（例如发票）中，则至少须保存该附件。',
          '- 邮箱的组织方式应便于将与税务相关的邮件同私人邮件和纯内部邮件区分开来。',
          '- 如稽查人员要求提供总目录或访问整个邮箱，值得核查该要求是否过于宽泛。',
        ].join('\n'),
        '您即将接受税务稽查，或希望检查企业的电子邮件归档？欢迎与我们联系——我们乐意为您提供支持。',
      ].join('\n\n'),
    },
  },
}
