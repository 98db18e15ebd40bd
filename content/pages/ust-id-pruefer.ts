import type { VatCheckerPage } from '../types'

export const ustIdPrueferPage: VatCheckerPage = {
  ctaHref: '/kontakt',
  text: {
    de: {
      meta: {
        title: 'USt-IdNr. prüfen – kostenlose VIES-Abfrage',
        description:
          'Prüfen Sie kostenlos die USt-IdNr. Ihrer Geschäftspartner aus allen 27 EU-Mitgliedstaaten über das VIES-System der EU. Das Ergebnis ist unverbindlich.',
      },
      hero: {
        title: 'USt-IdNr. prüfen',
        subtitle: 'Umsatzsteuer-Identifikationsnummern aus der EU kostenlos über VIES abfragen',
        intro:
          'Wählen Sie den EU-Mitgliedstaat, geben Sie die Nummer ein und erfahren Sie, ob die USt-IdNr. Ihres Geschäftspartners im VIES-System der EU als gültig geführt wird. Zur Auswahl stehen die 27 Mitgliedstaaten; Nummern aus Nordirland (XI), die VIES für den Warenverkehr ebenfalls prüft, fragen Sie bitte direkt im VIES-Portal der EU ab. Die Abfrage ist unverbindlich und ersetzt keine qualifizierte Bestätigung: Für Rechtssicherheit ist eine qualifizierte Bestätigungsanfrage beim Bundeszentralamt für Steuern erforderlich.',
      },
      checker: {
        countryLabel: 'EU-Mitgliedstaat',
        countryPlaceholder: 'Land auswählen',
        numberLabel: 'USt-IdNr.',
        numberPlaceholder: 'z. B. 123456789',
        submit: 'Gültigkeit prüfen',
        checking: 'Wird geprüft …',
        resultTitle: 'Ergebnis der VIES-Abfrage',
        valid: 'USt-IdNr. ist gültig',
        invalid: 'USt-IdNr. ist ungültig',
        errorTitle: 'Fehler',
        errorText: 'Die Abfrage konnte nicht durchgeführt werden. Bitte versuchen Sie es später erneut oder prüfen Sie die Verfügbarkeit des VIES-Systems.',
        hints: {
          unavailable: 'Die Datenbank des Mitgliedstaats ist vorübergehend nicht erreichbar – bitte versuchen Sie es in einigen Minuten erneut.',
          checkInput: 'Bitte prüfen Sie die Nummer und den gewählten Mitgliedstaat.',
        },
        queriedLabel: 'Abgefragte Nummer',
        nameLabel: 'Name',
        addressLabel: 'Anschrift',
        requestDateLabel: 'Abfragedatum',
        consultationLabel: 'Abfrage-Kennung (VIES)',
        notAvailable: 'Nicht verfügbar',
        print: 'Drucken / als PDF speichern',
      },
      qualified: {
        title: 'Qualifizierte Bestätigung: Nummer, Name und Ort',
        intro:
          'Für Rechtssicherheit, etwa bei einer steuerfreien innergemeinschaftlichen Lieferung, prüfen Sie neben der Nummer auch Name und Ort Ihres Kunden. Mit einer deutschen USt-IdNr. fragen Sie beim Bundeszentralamt für Steuern (BZSt) an, mit einer anderen EU-USt-IdNr. bei VIES. Für die Anfrage brauchen Sie eine eigene USt-IdNr.; angefragt wird mit dieser Nummer.',
        requesterLabel: 'Ihre eigene USt-IdNr.',
        requesterHint: 'Mit Länderkennzeichen, z. B. DE123456789. Mit einer deutschen Nummer geht die Anfrage an das BZSt, mit jeder anderen EU-Nummer an VIES.',
        companyNameLabel: 'Name des Unternehmens (mit Rechtsform)',
        streetLabel: 'Straße und Hausnummer',
        postcodeLabel: 'Postleitzahl',
        cityLabel: 'Ort',
        optional: 'optional',
        submit: 'Qualifiziert bestätigen lassen',
        checking: 'Wird angefragt …',
        services: { evatr: 'Bundeszentralamt für Steuern (eVatR)', vies: 'VIES der Europäischen Kommission' },
        outcomes: {
          valid: {
            title: 'USt-IdNr. ist gültig',
            meaning: 'Die Nummer war zum Zeitpunkt der Anfrage gültig. Ob Name und Anschrift mit den Daten des Mitgliedstaats übereinstimmen, sehen Sie unten für jede Angabe einzeln.',
            action: 'Bewahren Sie das Ergebnis mit Zeitpunkt und Kennung als Nachweis auf; bei einer Anfrage beim BZSt über die Schnittstelle ist der empfangene Datensatz der Nachweis (Abschn. 18e.1 Abs. 2 Satz 5 UStAE). Weichen Angaben ab, klären Sie sie vor der Lieferung.',
          },
          validNotQualified: {
            title: 'USt-IdNr. ist gültig, Name und Ort wurden nicht geprüft',
            meaning: 'Die Nummer war zum Zeitpunkt der Anfrage gültig. Für die qualifizierte Prüfung fehlte der Name oder der Ort.',
            action: 'Fragen Sie erneut mit Name und Ort an, wenn Sie die qualifizierte Bestätigung brauchen.',
          },
          validSpecialCase: {
            title: 'USt-IdNr. ist gültig, mit einer Besonderheit',
            meaning: 'Die Nummer war zum Zeitpunkt der Anfrage gültig. Für die qualifizierte Bestätigung meldet das BZSt eine Besonderheit.',
            action: 'Wenden Sie sich für Rückfragen an das BZSt, bevor Sie sich auf Name und Anschrift verlassen.',
          },
          notYetValid: {
            title: 'USt-IdNr. ist noch nicht gültig',
            meaning: 'Die Nummer war zum Zeitpunkt der Anfrage nicht gültig. Sie ist erst ab dem {validFrom} gültig.',
            action: 'Für Lieferungen vor diesem Tag kann Ihr Kunde die Nummer nicht verwenden. Klären Sie mit ihm, welche Nummer gilt, bevor Sie ohne Umsatzsteuer abrechnen.',
          },
          noLongerValid: {
            title: 'USt-IdNr. ist nicht mehr gültig',
            meaning: 'Die Nummer war zum Zeitpunkt der Anfrage nicht gültig. Sie war vom {validFrom} bis zum {validUntil} gültig.',
            action: 'Prüfen Sie, ob Ihre Lieferung in diesen Zeitraum fällt, und fragen Sie Ihren Kunden nach seiner aktuellen Nummer.',
          },
          notAssigned: {
            title: 'USt-IdNr. ist nicht vergeben',
            meaning: 'Die Nummer war zum Zeitpunkt der Anfrage nicht vergeben.',
            action: 'Prüfen Sie die Nummer auf Tippfehler und fragen Sie Ihren Kunden. Steuerfrei ist eine innergemeinschaftliche Lieferung nur, wenn Ihr Kunde eine gültige, von einem anderen Mitgliedstaat erteilte USt-IdNr. verwendet (§ 6a Abs. 1 Satz 1 Nr. 4 UStG).',
          },
          notValid: {
            title: 'USt-IdNr. ist ungültig',
            meaning: 'VIES führte die Nummer zum Zeitpunkt der Anfrage nicht als gültig.',
            action: 'Prüfen Sie die Nummer auf Tippfehler und fragen Sie Ihren Kunden. Steuerfrei ist eine innergemeinschaftliche Lieferung nur, wenn Ihr Kunde eine gültige, von einem anderen Mitgliedstaat erteilte USt-IdNr. verwendet (§ 6a Abs. 1 Satz 1 Nr. 4 UStG).',
          },
          malformed: {
            title: 'Nummer hat nicht den richtigen Aufbau',
            meaning: 'Die angefragte Nummer oder ihr Länderkennzeichen entspricht nicht dem Aufbau der Nummern, die der Mitgliedstaat vergibt.',
            action: 'Prüfen Sie Länderkennzeichen und Nummer Zeichen für Zeichen, etwa auf vertauschte oder fehlende Zeichen.',
          },
          requesterRefused: {
            title: 'Ihre eigene USt-IdNr. wurde nicht angenommen',
            meaning: 'Die Anfrage wurde abgelehnt. Mögliche Gründe: Ihre eigene Nummer ist falsch eingegeben, war zum Zeitpunkt der Anfrage nicht gültig oder ist für diese Anfrage nicht zugelassen (mit einer deutschen USt-IdNr. lassen sich beim BZSt keine deutschen Nummern bestätigen).',
            action: 'Prüfen Sie Ihre eigene Nummer.',
          },
          missingFields: {
            title: 'Angaben fehlen',
            meaning: 'Mindestens eine Pflichtangabe der Anfrage fehlte.',
            action: 'Füllen Sie alle Pflichtfelder aus und fragen Sie erneut an.',
          },
          sessionLimit: {
            title: 'Zu viele qualifizierte Anfragen',
            meaning: 'Die Höchstzahl qualifizierter Anfragen, die das BZSt je Sitzung zulässt, ist erreicht.',
            action: 'Versuchen Sie es später erneut.',
          },
          unavailable: {
            title: 'Anfrage zurzeit nicht möglich',
            meaning: '{service} oder der Mitgliedstaat der Nummer kann gerade nicht antworten. Über die Gültigkeit der Nummer sagt das nichts.',
            action: 'Versuchen Sie es später erneut, nicht sofort. Nach einer Zeitüberschreitung bittet das BZSt darum, eine Anfrage nicht unmittelbar zu wiederholen.',
          },
        },
        fields: { companyName: 'Name (Firmenname)', street: 'Straße', postcode: 'Postleitzahl (PLZ)', city: 'Ort' },
        matches: {
          match: { label: 'stimmt überein', text: 'Die Angabe stimmt mit den Daten des Mitgliedstaats überein.' },
          noMatch: { label: 'stimmt nicht überein', text: 'Die Angabe weicht von den Daten des Mitgliedstaats ab Prüfen Sie Schreibweise und Rechtsform und klären Sie die Abweichung mit Ihrem Kunden.' },
          notRequested: { label: 'nicht angefragt', text: 'Die Angabe wurde nicht angefragt.' },
          notSupplied: { label: 'vom Mitgliedstaat nicht mitgeteilt', text: 'Der Mitgliedstaat hat zu dieser Angabe nichts mitgeteilt.' },
        },
        referenceLabel: { evatr: 'Anfrage-Kennung (BZSt)', vies: 'Abfrage-Kennung (VIES)' },
        requestedAtLabel: 'Zeitpunkt der Anfrage',
        proofNote: 'Die Website speichert keine Kopie der Anfrage. Bewahren Sie das Ergebnis selbst auf.',
      },
      disclaimer:
        'Die Abfrage ist unverbindlich und ersetzt keine qualifizierte Bestätigung. Für Rechtssicherheit, etwa bei steuerfreien innergemeinschaftlichen Lieferungen, ist eine qualifizierte Bestätigungsanfrage über das Portal des Bundeszentralamts für Steuern erforderlich.',
      back: 'Zurück zu den Tools',
      cta: {
        title: 'Ungültige Nummer oder offene Fragen?',
        subtitle:
          'Wir klären mit Ihnen, was das Ergebnis für Ihre Rechnungen und Lieferungen bedeutet – das Erstgespräch ist kostenlos und unverbindlich.',
        button: 'Kontakt aufnehmen',
      },
    },
    en: {
      meta: {
        title: 'EU VAT ID validator – free VIES check',
        description:
          "Check your business partners’ VAT IDs from all 27 EU member states free of charge via the EU’s VIES system. The result is non-binding.",
      },
      hero: {
        title: 'VAT ID validator',
        subtitle: 'Check EU VAT identification numbers free of charge via VIES',
        intro:
          "Select the EU member state, enter the number and find out whether your business partner’s VAT ID is listed as valid in the EU’s VIES system. You can choose from the 27 member states; numbers from Northern Ireland (XI), which VIES also checks for trade in goods, can be checked directly on the EU’s VIES portal. The query is non-binding and does not replace a qualified confirmation: for legal certainty, you need a qualified confirmation request to the German Federal Central Tax Office (Bundeszentralamt für Steuern).",
      },
      checker: {
        countryLabel: 'EU member state',
        countryPlaceholder: 'Select country',
        numberLabel: 'VAT ID',
        numberPlaceholder: 'e.g. 123456789',
        submit: 'Check validity',
        checking: 'Checking…',
        resultTitle: 'VIES query result',
        valid: 'VAT ID is valid',
        invalid: 'VAT ID is invalid',
        errorTitle: 'Error',
        errorText: 'The query could not be performed. Please try again later or check whether the VIES system is available.',
        hints: {
          unavailable: "The member state’s database is temporarily unavailable – please try again in a few minutes.",
          checkInput: 'Please check the number and the selected member state.',
        },
        queriedLabel: 'Number checked',
        nameLabel: 'Name',
        addressLabel: 'Address',
        requestDateLabel: 'Request date',
        consultationLabel: 'Consultation number (VIES)',
        notAvailable: 'Not available',
        print: 'Print / save as PDF',
      },
      qualified: {
        title: 'Qualified confirmation: number, name and town',
        intro:
          'For legal certainty, for example for a VAT-exempt intra-Community supply, check your customer’s name and town as well as the number. With a German VAT ID you ask the Federal Central Tax Office (Bundeszentralamt für Steuern, BZSt); with another EU VAT ID you ask VIES. You need a VAT ID of your own; the request is made with it.',
        requesterLabel: 'Your own VAT ID',
        requesterHint: 'With the country code, e.g. DE123456789. With a German number the request goes to the BZSt; with any other EU number, to VIES.',
        companyNameLabel: 'Company name (with legal form)',
        streetLabel: 'Street and number',
        postcodeLabel: 'Postcode',
        cityLabel: 'Town or city',
        optional: 'optional',
        submit: 'Request qualified confirmation',
        checking: 'Sending request…',
        services: { evatr: 'the Federal Central Tax Office (eVatR)', vies: 'the European Commission’s VIES' },
        outcomes: {
          valid: {
            title: 'VAT ID is valid',
            meaning: 'The number was valid at the time of the request. Below you can see, for each detail, whether the name and address match the member state’s records.',
            action: 'Keep the result with its time and reference as evidence; for a request to the BZSt through its interface, the record received is the evidence (UStAE section 18e.1(2) sentence 5). If any detail differs, resolve it before you make the supply.',
          },
          validNotQualified: {
            title: 'VAT ID is valid; name and town were not checked',
            meaning: 'The number was valid at the time of the request. The name or the town was missing, so no qualified check was made.',
            action: 'Ask again with name and town if you need the qualified confirmation.',
          },
          validSpecialCase: {
            title: 'VAT ID is valid, with a special case',
            meaning: 'The number was valid at the time of the request. For the qualified confirmation, the BZSt reports a special case.',
            action: 'Contact the BZSt to clarify the special case before you rely on the name and address.',
          },
          notYetValid: {
            title: 'VAT ID is not valid yet',
            meaning: 'The number was not valid at the time of the request. It is valid only from {validFrom}.',
            action: 'Your customer cannot use the number for supplies before that day. Check with them which number applies before you invoice without VAT.',
          },
          noLongerValid: {
            title: 'VAT ID is no longer valid',
            meaning: 'The number was not valid at the time of the request. It was valid from {validFrom} to {validUntil}.',
            action: 'Check whether your supply falls within that period, and ask your customer for their current number.',
          },
          notAssigned: {
            title: 'VAT ID is not assigned',
            meaning: 'The number was not assigned at the time of the request.',
            action: 'Check the number for typos and ask your customer. An intra-Community supply is VAT-exempt only if your customer uses a valid VAT ID issued by another member state (§ 6a(1) sentence 1 no. 4 UStG).',
          },
          notValid: {
            title: 'VAT ID is not valid',
            meaning: 'VIES did not list the number as valid at the time of the request.',
            action: 'Check the number for typos and ask your customer. An intra-Community supply is VAT-exempt only if your customer uses a valid VAT ID issued by another member state (§ 6a(1) sentence 1 no. 4 UStG).',
          },
          malformed: {
            title: 'The number is not correctly structured',
            meaning: 'The number asked for, or its country code, does not follow the format of the numbers the member state issues.',
            action: 'Check the country code and the number character by character, for instance for swapped or missing ones.',
          },
          requesterRefused: {
            title: 'Your own VAT ID was not accepted',
            meaning: 'The request was refused. Possible reasons: your own number was mistyped, was not valid at the time of the request, or cannot be used for this request (a German VAT ID cannot have German numbers confirmed by the BZSt).',
            action: 'Check your own number.',
          },
          missingFields: {
            title: 'Details missing',
            meaning: 'At least one required detail of the request was missing.',
            action: 'Fill in all required fields and ask again.',
          },
          sessionLimit: {
            title: 'Too many qualified requests',
            meaning: 'The maximum number of qualified requests the BZSt allows per session has been reached.',
            action: 'Please try again later.',
          },
          unavailable: {
            title: 'Request not possible right now',
            meaning: 'Right now, {service} or the number’s member state cannot answer. This says nothing about whether the number is valid.',
            action: 'Please try again later, but not straight away: after a timeout, the BZSt asks callers not to repeat a request immediately.',
          },
        },
        fields: { companyName: 'Name (Firmenname)', street: 'Street (Straße)', postcode: 'Postcode (PLZ)', city: 'Town (Ort)' },
        matches: {
          match: { label: 'matches', text: 'The detail matches the member state’s records.' },
          noMatch: { label: 'does not match', text: 'The detail differs from the member state’s records Check the spelling and the legal form, and clear up the difference with your customer.' },
          notRequested: { label: 'not asked', text: 'The detail was not asked for.' },
          notSupplied: { label: 'not supplied by the member state', text: 'The member state supplied nothing for this detail.' },
        },
        referenceLabel: { evatr: 'Request ID (BZSt)', vies: 'Consultation number (VIES)' },
        requestedAtLabel: 'Time of the request',
        proofNote: 'The website keeps no copy of the request. Please keep the result yourself.',
      },
      disclaimer:
        "This query is non-binding and does not replace a qualified confirmation. For legal certainty, for example for VAT-exempt intra-Community supplies, a qualified confirmation request via the Federal Central Tax Office’s portal is required.",
      back: 'Back to tools',
      cta: {
        title: 'Invalid number or other questions?',
        subtitle:
          'We clarify with you what the result means for your invoices and supplies – the initial call is free of charge and without obligation.',
        button: 'Get in touch',
      },
    },
    zh: {
      meta: {
        title: '欧盟增值税识别号查询 – 免费VIES验证',
        description: '通过欧盟VIES系统免费查询27个欧盟成员国业务伙伴的增值税识别号（VAT税号）是否有效。查询结果仅供参考，不具法律效力。',
      },
      hero: {
        title: '增值税识别号查询',
        subtitle: '通过VIES免费验证欧盟增值税识别号（VAT税号）',
        intro:
          '选择欧盟成员国并输入号码，即可查询业务伙伴的增值税识别号在欧盟VIES系统中是否登记为有效。可选范围为27个成员国；北爱尔兰的号码（以XI开头）在货物贸易方面也可通过VIES验证，请直接在欧盟VIES门户网站上查询。查询结果仅供参考，不具法律效力，不能替代合格确认；如需法律上的确定性，须向德国联邦中央税务局（Bundeszentralamt für Steuern）提交合格确认查询。',
      },
      checker: {
        countryLabel: '欧盟成员国',
        countryPlaceholder: '选择国家',
        numberLabel: '增值税识别号',
        numberPlaceholder: '例如 123456789',
        submit: '检查有效性',
        checking: '正在检查…',
        resultTitle: 'VIES查询结果',
        valid: '增值税识别号有效',
        invalid: '增值税识别号无效',
        errorTitle: '错误',
        errorText: '无法完成查询。请稍后重试，或检查VIES系统是否可用。',
        hints: {
          unavailable: '该成员国的数据库暂时无法访问，请几分钟后重试。',
          checkInput: '请检查号码和所选成员国是否正确。',
        },
        queriedLabel: '所查号码',
        nameLabel: '名称',
        addressLabel: '地址',
        requestDateLabel: '查询日期',
        consultationLabel: 'VIES查询编号',
        notAvailable: '暂无信息',
        print: '打印 / 另存为PDF',
      },
      qualified: {
        title: '合格确认：号码、名称和所在地',
        intro:
          '为获得法律上的确定性（例如对欧盟内部免税供货），除号码外，还应核对客户的名称和所在地。持有德国增值税识别号的，向德国联邦中央税务局（Bundeszentralamt für Steuern，BZSt）查询；持有其他欧盟增值税识别号的，通过VIES查询。查询须使用您自己的增值税识别号。',
        requesterLabel: '您自己的增值税识别号',
        requesterHint: '须含国家代码，例如 DE123456789。使用德国号码时向BZSt查询，使用其他欧盟号码时通过VIES查询。',
        companyNameLabel: '企业名称（含法律形式）',
        streetLabel: '街道和门牌号',
        postcodeLabel: '邮政编码',
        cityLabel: '所在地',
        optional: '选填',
        submit: '申请合格确认',
        checking: '正在查询……',
        services: { evatr: '德国联邦中央税务局（eVatR）', vies: '欧盟委员会的VIES' },
        outcomes: {
          valid: {
            title: '增值税识别号有效',
            meaning: '该号码在查询时有效。名称和地址与成员国登记数据的比对结果见下方逐项列示。',
            action: '请将结果连同查询时间和编号作为证明妥善保存；通过接口向BZSt查询的，所收到的数据记录即为证明（《增值税适用令》第18e.1节第2款第5句）。如有不一致之处，请在供货前澄清。',
          },
          validNotQualified: {
            title: '增值税识别号有效，但未核对名称和所在地',
            meaning: '该号码在查询时有效。由于缺少名称或所在地，未进行合格核对。',
            action: '如需合格确认，请填写名称和所在地后重新查询。',
          },
          validSpecialCase: {
            title: '增值税识别号有效，但存在特殊情况',
            meaning: '该号码在查询时有效。对于合格确认，BZSt提示存在特殊情况。',
            action: '在依赖名称和地址之前，请就相关问题联系BZSt。',
          },
          notYetValid: {
            title: '增值税识别号尚未生效',
            meaning: '该号码在查询时无效，自{validFrom}起方才有效。',
            action: '您的客户不能将该号码用于该日之前的供货。在开具不含增值税的发票之前，请与客户确认适用的号码。',
          },
          noLongerValid: {
            title: '增值税识别号已失效',
            meaning: '该号码在查询时无效，其有效期为{validFrom}至{validUntil}。',
            action: '请核实您的供货是否在该期间内，并向客户索取其当前的号码。',
          },
          notAssigned: {
            title: '增值税识别号未被分配',
            meaning: '该号码在查询时未被分配。',
            action: '请核对号码是否输入正确，并向客户确认。只有客户使用由其他成员国签发的有效增值税识别号，欧盟内部供货才能免税（§ 6a Abs. 1 Satz 1 Nr. 4 UStG）。',
          },
          notValid: {
            title: '增值税识别号无效',
            meaning: 'VIES在查询时未将该号码列为有效。',
            action: '请核对号码是否输入正确，并向客户确认。只有客户使用由其他成员国签发的有效增值税识别号，欧盟内部供货才能免税（§ 6a Abs. 1 Satz 1 Nr. 4 UStG）。',
          },
          malformed: {
            title: '号码结构不正确',
            meaning: '所查询的号码或其国家代码不符合该成员国的编号结构。',
            action: '请逐一核对国家代码和号码的每个字符，例如是否有字符颠倒或遗漏。',
          },
          requesterRefused: {
            title: '您自己的增值税识别号未被接受',
            meaning: '查询被拒绝。可能的原因：您自己的号码输入有误、在查询时无效，或不能用于本次查询（持德国增值税识别号者不能通过BZSt确认德国号码）。',
            action: '请核对您自己的号码。',
          },
          missingFields: {
            title: '信息缺失',
            meaning: '查询中至少缺少一项必填信息。',
            action: '请填写所有必填项后重新查询。',
          },
          sessionLimit: {
            title: '合格查询次数过多',
            meaning: '本次会话的合格查询次数已达到BZSt规定的上限。',
            action: '请稍后再试。',
          },
          unavailable: {
            title: '目前无法查询',
            meaning: '{service}或该号码所属成员国目前无法答复。这并不说明号码是否有效。',
            action: '请稍后再试，不要立即重复查询：出现超时后，BZSt请用户不要立即重复同一查询。',
          },
        },
        fields: { companyName: '名称（Firmenname）', street: '街道（Straße）', postcode: '邮政编码（PLZ）', city: '所在地（Ort）' },
        matches: {
          match: { label: '一致', text: '该项与成员国登记数据一致。' },
          noMatch: { label: '不一致', text: '该项与成员国登记数据不一致。请核对拼写和法律形式，并与客户澄清差异。' },
          notRequested: { label: '未查询', text: '未查询该项。' },
          notSupplied: { label: '成员国未提供', text: '成员国未就该项提供信息。' },
        },
        referenceLabel: { evatr: '查询编号（BZSt）', vies: '查询编号（VIES）' },
        requestedAtLabel: '查询时间',
        proofNote: '本网站不保存查询的任何副本。请您自行保存结果。',
      },
      disclaimer:
        '本查询结果仅供参考，不具法律效力，不能替代合格确认。如需法律上的确定性（例如欧盟内部免税供货），须通过德国联邦中央税务局（Bundeszentralamt für Steuern）门户进行合格确认查询。',
      back: '返回工具页面',
      cta: {
        title: '增值税识别号无效或仍有疑问？',
        subtitle: '我们将与您一起分析查询结果对您的发票和交易意味着什么——初步沟通免费，您无需承担任何义务。',
        button: '联系我们',
      },
    },
  },
}
