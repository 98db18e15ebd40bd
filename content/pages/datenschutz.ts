import type { LegalPage } from '../types'

export const datenschutzPage: LegalPage = {
  ctaHref: '/kontakt',
  revised: '2026-12-02',
  text: {
    de: {
      meta: {
        title: 'Datenschutzerklärung nach DSGVO',
        description:
          'Datenschutzerklärung: Verantwortlicher, Rechtsgrundlagen, Speicherdauer, Ihre Rechte nach der DSGVO und Informationen zu Server-Logdaten dieser Website.',
      },
      hero: {
        title: 'Datenschutzerklärung',
        subtitle: 'Informationen zur Verarbeitung personenbezogener Daten nach der DSGVO',
        intro:
          'Hier erfahren Sie, wer für die Datenverarbeitung auf dieser Website verantwortlich ist, auf welchen Rechtsgrundlagen wir personenbezogene Daten verarbeiten, wie lange wir sie speichern, welche Rechte Ihnen nach der Datenschutz-Grundverordnung (DSGVO) zustehen und welche Daten beim Aufruf der Website in Server-Logdateien erfasst werden.',
      },
      sections: [
        [
          '## Verbindliche Sprachfassung',
          'Diese Datenschutzerklärung wird in deutscher, englischer und chinesischer Sprache bereitgestellt. Rechtlich verbindlich ist allein die deutsche Fassung.',
        ].join('\n\n'),
        [
          '## Verantwortliche',
          'Verantwortlich für die Verarbeitung personenbezogener Daten auf dieser Website im Sinne von Art. 4 Nr. 7 der Datenschutz-Grundverordnung (DSGVO) ist {attorneyName}, {firmName}, {street}, {postalCode} {city}, {country}, Telefon: {phone}, E-Mail: {email}.',
        ].join('\n\n'),
        [
          '## Überblick',
          'Diese Website ist so gestaltet, dass möglichst wenige personenbezogene Daten verarbeitet werden. Wir setzen keine Analyse- oder Tracking-Werkzeuge ein und verwenden keine Cookies zu Analyse- oder Werbezwecken. Schriftarten, Skripte und sonstige Inhalte werden ausschließlich von unserer eigenen Website geladen; Inhalte von Drittanbietern binden wir nicht ein.',
          'Links zu anderen Websites, etwa zu unserem Profil in einem beruflichen Netzwerk, werden erst aufgerufen, wenn Sie sie anklicken. Für die Verarbeitung auf diesen Websites ist der jeweilige Anbieter verantwortlich.',
        ].join('\n\n'),
        [
          '## Hosting und Auslieferung über Amazon Web Services',
          'Diese Website und ihre Serverfunktionen – für Kontaktformular, Terminbuchung, USt-IdNr.-Prüfer und qualifizierte Bestätigung – werden bei Amazon Web Services (AWS) betrieben. Die Seiten werden über das Content-Delivery-Netzwerk Amazon CloudFront ausgeliefert; dabei beantwortet in der Regel ein Server in Ihrer Nähe Ihre Anfrage, der je nach Ihrem Standort auch außerhalb der Europäischen Union liegen kann.',
          'AWS verarbeitet die Daten als Auftragsverarbeiter in unserem Auftrag und nach unseren Weisungen. Mit AWS besteht ein Vertrag über die Auftragsverarbeitung nach Art. 28 DSGVO (AWS GDPR Data Processing Addendum, Bestandteil der AWS Service Terms).',
          'Eine Übermittlung personenbezogener Daten in Drittländer, insbesondere in die USA, ist dabei nicht auszuschließen. Amazon Web Services, Inc. ist nach dem EU-US Data Privacy Framework zertifiziert (Angemessenheitsbeschluss der Europäischen Kommission vom 10. Juli 2023, Art. 45 DSGVO; die Liste der zertifizierten Unternehmen ist unter https://www.dataprivacyframework.gov abrufbar). Zusätzlich enthält der Auftragsverarbeitungsvertrag von AWS die Standardvertragsklauseln der Europäischen Kommission (Art. 46 Abs. 2 lit. c DSGVO).',
          'Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO. Unser berechtigtes Interesse liegt in einer sicheren, schnellen und zuverlässigen Bereitstellung der Website.',
        ].join('\n\n'),
        [
          '## Server-Logdaten',
          'Bei jedem Aufruf der Website werden technisch bedingt folgende Daten in Server-Logdateien erfasst:',
          [
            '- IP-Adresse des anfragenden Geräts',
            '- Datum und Uhrzeit des Zugriffs',
            '- aufgerufene Adresse (URL)',
            '- Kennung des verwendeten Browsers (User-Agent)',
          ].join('\n'),
          'Die Logdaten dienen der Sicherheit und dem Betrieb der Website, etwa der Abwehr von Angriffen und der Fehleranalyse. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt in einem sicheren und störungsfreien Betrieb. Die Logdaten werden nach {logRetentionDays} Tagen automatisch gelöscht. Sie werden nicht mit anderen Daten zusammengeführt und nicht zur Bildung von Nutzungsprofilen verwendet.',
        ].join('\n\n'),
        [
          '## Kontaktformular',
          'Wenn Sie uns über ein Kontaktformular schreiben, verarbeiten wir Ihren Namen, Ihre E-Mail-Adresse und Ihre Nachricht sowie die Angabe, über welches Formular die Nachricht gesendet wurde, um Ihre Anfrage zu bearbeiten. Die Angaben sind freiwillig; ohne Name, E-Mail-Adresse und Nachricht können wir Ihre Anfrage jedoch nicht beantworten. Bitte senden Sie über das Formular keine vertraulichen Unterlagen.',
          'Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, soweit Ihre Anfrage auf den Abschluss eines Mandatsvertrags oder auf vorvertragliche Maßnahmen gerichtet ist, im Übrigen Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt in der Beantwortung Ihrer Anfrage.',
          'Ihre Nachricht wird über Amazon Simple Email Service (SES) in einer AWS-Region innerhalb der Europäischen Union per E-Mail an uns zugestellt. Damit keine Anfrage verloren geht, falls die Zustellung scheitert, wird zusätzlich eine verschlüsselte Archivkopie gespeichert, die nach {inquiryArchiveDays} Tagen automatisch gelöscht wird.',
          'Die per E-Mail eingegangene Anfrage speichern wir, solange es für ihre Bearbeitung erforderlich ist. Kommt kein Mandat zustande, löschen wir sie, sobald sie erledigt ist. Kommt ein Mandat zustande, bewahren wir sie nur so lange auf, wie es die berufsrechtlichen und steuerrechtlichen Aufbewahrungspflichten vorschreiben.',
        ].join('\n\n'),
        [
          '## Terminbuchung für die erste Einschätzung',
          'Wenn Sie über unsere Terminbuchung einen Termin für die kostenlose erste Einschätzung buchen, verarbeiten wir Ihren Namen, Ihre E-Mail-Adresse, Ihre Telefonnummer (für ein Telefongespräch), die gewählte Gesprächsart, Ihre Zeitzone und Sprache, den Namen Ihres Unternehmens und, falls es eine gibt, der Gegenseite sowie Ihre freiwilligen Antworten auf die Vorbereitungsfragen, um den Termin zu vereinbaren, Ihnen und uns die Bestätigung mit Kalendereinladung zu senden, Sie am Vortag zu erinnern und Verschiebung oder Absage über die Links in Ihrer Bestätigung zu ermöglichen. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO (vorvertragliche Maßnahmen auf Ihre Anfrage).',
          'Die Namen Ihres Unternehmens und der Gegenseite nutzen wir außerdem, um vor dem Gespräch auszuschließen, dass wir widerstreitende Interessen vertreten würden; dazu sind wir berufsrechtlich verpflichtet. Rechtsgrundlage ist insoweit Art. 6 Abs. 1 lit. c DSGVO in Verbindung mit § 43a Abs. 4 BRAO.',
          'Die Buchung wird verschlüsselt in Amazon DynamoDB in einer AWS-Region innerhalb der Europäischen Union gespeichert, die E-Mails werden über Amazon SES versandt. Um Doppelbuchungen zu vermeiden, gleichen wir die freien Zeiten mit dem Kalender der Kanzlei ab; dabei werden keine Daten von Ihnen übermittelt. Ihre Angaben werden {bookingDaysAfterCall} Tage nach dem Termin automatisch gelöscht; sagen Sie den Termin ab, wird die Buchung sofort gelöscht. Aus den Sicherungskopien der Datenbank verschwinden die Daten spätestens nach {bookingBackupDays} Tagen. Die E-Mail an die Kanzlei und der Kalendereintrag werden wie eine Anfrage über das Kontaktformular behandelt.',
          'Um die Terminbuchung vor Missbrauch zu schützen, zählen wir die Anfragen je IP-Adresse (bei IPv6 je Adressblock /64). Die Datenbank hält dafür nur einen mit einem geheimen Schlüssel gebildeten, pseudonymisierten Hashwert (HMAC-SHA-256) der Adresse mit den Zeitpunkten der Anfragen der letzten Minute, nicht die Adresse selbst, und löscht ihn danach automatisch, in der Regel innerhalb weniger Tage. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt im Schutz des Dienstes vor Missbrauch.',
        ].join('\n\n'),
        [
          '## Videogespräche',
          'Findet die erste Einschätzung oder eine spätere Besprechung per Video statt, nutzen wir {meetingSoftware}. Betrieben wird der Dienst für uns von {meetingOperator}, {meetingOperatorAddress}; Standort der Server: {meetingServerLocation}. Jedes Gespräch hat einen eigenen Raum, dessen Adresse nur Sie und wir erhalten – Sie finden sie in der Bestätigung Ihrer Buchung.',
          'Verarbeitet werden die Daten, die für das Gespräch technisch erforderlich sind: Ihre IP-Adresse, Angaben zu Ihrem Gerät und Browser, der Name, den Sie beim Betreten des Raums angeben, sowie Ton und Bild, solange Mikrofon und Kamera eingeschaltet sind. Wir zeichnen Gespräche nicht auf.',
          '{meetingOperator} verarbeitet die Daten als Auftragsverarbeiter nach unseren Weisungen auf Grundlage eines Vertrags nach Art. 28 DSGVO. {meetingTransfer}',
          'Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO (vorvertragliche Maßnahmen auf Ihre Anfrage oder Durchführung des Mandats).',
        ].join('\n\n'),
        [
          '## USt-IdNr.-Prüfer',
          'Wenn Sie den USt-IdNr.-Prüfer nutzen, werden das ausgewählte Land und die eingegebene Umsatzsteuer-Identifikationsnummer über unsere Serverfunktion an den Dienst VIES (MwSt-Informationsaustauschsystem) der Europäischen Kommission übermittelt. VIES leitet die Abfrage an die Datenbank des betreffenden Mitgliedstaats weiter und meldet zurück, ob die Nummer gültig ist, sowie – soweit der Mitgliedstaat dies übermittelt – Name und Anschrift des Inhabers.',
          'Eingaben und Ergebnis werden Ihnen angezeigt und von uns über die Bearbeitung der Anfrage hinaus nicht gespeichert.',
          'Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO. Das berechtigte Interesse liegt darin, Ihnen die von Ihnen angeforderte Prüfung der Gültigkeit einer Umsatzsteuer-Identifikationsnummer zu ermöglichen, wie sie Art. 31 der Verordnung (EU) Nr. 904/2010 vorsieht. Für die Verarbeitung im VIES-System selbst sind die Steuerverwaltungen der Mitgliedstaaten verantwortlich; die Europäische Kommission betreibt das System. Näheres enthält die Datenschutzerklärung zu VIES auf der Website der Europäischen Kommission.',
        ].join('\n\n'),
        [
          '## Qualifizierte Bestätigung von USt-IdNrn.',
          'Auf der Seite zur qualifizierten Bestätigung können Sie die USt-IdNr. eines Kunden zusammen mit seinem Namen und seiner Anschrift bestätigen lassen, einzeln oder für eine ganze Kundenliste. Dafür übermittelt unsere Serverfunktion Ihre eigene USt-IdNr., die angefragte USt-IdNr. sowie Name, Ort und – soweit Sie sie angeben – Straße und Postleitzahl Ihres Kunden: mit einer deutschen eigenen USt-IdNr. an das Bundeszentralamt für Steuern (BZSt), mit jeder anderen an das VIES-System der Europäischen Kommission, das die Anfrage an die Steuerverwaltung des Mitgliedstaats der angefragten Nummer weiterleitet. Ist Ihr Kunde oder sind Sie selbst eine natürliche Person, etwa ein Einzelunternehmer, sind diese Angaben personenbezogene Daten.',
          'Zweck ist die von Ihnen angeforderte Bestätigung, die das BZSt nach § 18e UStG und die Mitgliedstaaten nach Art. 31 der Verordnung (EU) Nr. 904/2010 erteilen und die Ihnen etwa als Nachweis für eine steuerfreie innergemeinschaftliche Lieferung dient. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO: Unser berechtigtes Interesse und das Ihre liegen darin, die Angaben Ihres Kunden vor einer Lieferung zuverlässig prüfen zu können. Ohne diese Angaben ist keine Anfrage möglich.',
          'Empfänger sind das BZSt beziehungsweise die Europäische Kommission und die Steuerverwaltung des betreffenden Mitgliedstaats, die die Anfrage jeweils in eigener Verantwortung bearbeiten. Unser Hosting-Anbieter AWS verarbeitet die Daten als Auftragsverarbeiter (siehe oben).',
          'Das Ergebnis und, wenn Sie ihn anfordern, der Nachweis als PDF werden auf unserem Server erstellt und nur an Sie übermittelt. Wir speichern weder Ihre Anfrage noch das Ergebnis oder den Nachweis; unsere Protokolle halten nur fest, welcher Dienst angefragt wurde, welches Ergebnis er meldete und welche Länderkennzeichen beteiligt waren – keine Namen und keine Nummern. Bewahren Sie Ergebnis und Nachweis bitte selbst auf.',
          'Damit die Prüfung nicht missbraucht werden kann, zählen wir die Anfragen von einer IP-Adresse (bei IPv6 von einem Adressblock /64), mit einer eigenen USt-IdNr. (von einer IP-Adresse und insgesamt) und zu einer angefragten USt-IdNr. Dafür hält unsere Datenbank nur pseudonymisierte Hashwerte dieser Angaben, gebildet mit einem geheimen Schlüssel (HMAC-SHA-256), mit den Zeitpunkten der letzten Anfragen, nicht die Angaben selbst; auch diese gelten datenschutzrechtlich als personenbezogene Daten. Die Zeitpunkte werden nur für die Dauer der jeweiligen Grenze verwendet (eine Minute, bei der Grenze je eigener USt-IdNr. und Tag 24 Stunden); danach werden sie nicht mehr verwendet und von der Datenbank automatisch gelöscht, in der Regel innerhalb weniger Tage. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt im Schutz des Dienstes vor Missbrauch.',
          'Prüfen Sie eine Kundenliste, liest Ihr Browser die CSV-Datei auf Ihrem Gerät; die Datei wird nicht hochgeladen. Ihr Browser schickt jede Zeile einzeln als Anfrage an unseren Server, wie bei der Einzelprüfung, und schreibt die Ergebnisse in die Datei, die Sie herunterladen.',
          'Für die Übermittlung jeder Anfrage sind wir Verantwortliche: Wir legen fest, welche Angaben an welche Stelle gehen und dass nichts gespeichert wird. Das gilt auch für die Listenprüfung. Wir verarbeiten Ihre Kundenliste nicht in Ihrem Auftrag, sondern erhalten nur die einzelnen Anfragen, die Ihr Browser stellt, und behandeln sie wie jede Einzelprüfung; ein Vertrag über eine Auftragsverarbeitung nach Art. 28 DSGVO ist deshalb nicht erforderlich. Für Ihre Kundenliste und für die Entscheidung, die Angaben Ihrer Kunden bestätigen zu lassen, sind Sie selbst verantwortlich.',
        ].join('\n\n'),
        [
          '## E-Rechnungs-Prüfer',
          'Der E-Rechnungs-Prüfer liest und prüft die von Ihnen gewählten Dateien ausschließlich in Ihrem Browser. Weder die Dateien noch ihr Inhalt werden an uns oder an Dritte übermittelt oder von uns gespeichert. Beim Aufruf der Seite und beim Laden der Prüfprogramme entstehen nur die oben beschriebenen Server-Logdaten.',
        ].join('\n\n'),
        [
          '## Speicherung von Einstellungen im Browser',
          'Diese Website speichert im lokalen Speicher (Local Storage) Ihres Browsers ausschließlich die folgenden Einstellungen:',
          [
            '- cookieConsent: Ihre Auswahl im Hinweisbanner („accepted“ oder „declined“), damit der Hinweis nicht bei jedem Aufruf erneut erscheint',
            '- theme: die von Ihnen gewählte Darstellung (hell oder dunkel)',
            '- lang: die von Ihnen gewählte Sprache',
          ].join('\n'),
          'Diese Einträge verbleiben auf Ihrem Gerät und werden nicht an uns übermittelt. Ihre Speicherung ist unbedingt erforderlich, um Ihnen die von Ihnen ausdrücklich gewünschten Einstellungen bereitzustellen, und daher nach § 25 Abs. 2 Nr. 2 TDDDG ohne Einwilligung zulässig. Ein Tracking findet nicht statt. Sie können die Einträge jederzeit über die Einstellungen Ihres Browsers löschen.',
        ].join('\n\n'),
        [
          '## Ihre Rechte',
          'Sie haben nach der DSGVO folgende Rechte hinsichtlich der Sie betreffenden personenbezogenen Daten:',
          [
            '- Recht auf Auskunft (Art. 15 DSGVO)',
            '- Recht auf Berichtigung (Art. 16 DSGVO)',
            '- Recht auf Löschung (Art. 17 DSGVO)',
            '- Recht auf Einschränkung der Verarbeitung (Art. 18 DSGVO)',
            '- Recht auf Unterrichtung über die Empfänger, denen eine Berichtigung, Löschung oder Einschränkung mitgeteilt wurde (Art. 19 DSGVO)',
            '- Recht auf Datenübertragbarkeit (Art. 20 DSGVO)',
            '- Recht, eine erteilte Einwilligung jederzeit mit Wirkung für die Zukunft zu widerrufen (Art. 7 Abs. 3 DSGVO)',
          ].join('\n'),
          'Zur Ausübung Ihrer Rechte genügt eine formlose Nachricht an die oben genannten Kontaktdaten.',
        ].join('\n\n'),
        [
          '## Widerspruchsrecht',
          'Soweit wir Daten auf Grundlage von Art. 6 Abs. 1 lit. f DSGVO verarbeiten, haben Sie das Recht, aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit Widerspruch gegen diese Verarbeitung einzulegen (Art. 21 DSGVO). Wir verarbeiten die Daten dann nicht mehr, es sei denn, wir können zwingende schutzwürdige Gründe für die Verarbeitung nachweisen, die Ihre Interessen, Rechte und Freiheiten überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen.',
        ].join('\n\n'),
        [
          '## Beschwerderecht bei einer Aufsichtsbehörde',
          'Sie haben das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren (Art. 77 DSGVO). Für uns zuständig ist: {authorityName}, {authorityAddress}.',
        ].join('\n\n'),
        [
          '## Keine automatisierte Entscheidungsfindung',
          'Eine automatisierte Entscheidungsfindung einschließlich Profiling im Sinne von Art. 22 DSGVO findet nicht statt.',
        ].join('\n\n'),
        [
          '## Anwaltliche Verschwiegenheit',
          'Als Rechtsanwältin unterliegt {attorneyName} der gesetzlichen Verschwiegenheitspflicht (§ 43a Abs. 2 BRAO, § 2 BORA); ihre Verletzung ist nach § 203 StGB strafbar. Die Pflicht erstreckt sich auf alles, was in Ausübung des Berufs bekannt geworden ist, und damit auch auf Anfragen, die Sie über diese Website an uns richten.',
          'Soweit gesetzliche Geheimhaltungspflichten bestehen, insbesondere zugunsten von Mandantinnen und Mandanten, können Ihre Rechte als betroffene Person eingeschränkt sein.',
        ].join('\n\n'),
        [
          '## Änderungen dieser Datenschutzerklärung',
          'Wir passen diese Datenschutzerklärung an, wenn sich die Website oder die Rechtslage ändert. Es gilt die jeweils auf dieser Seite veröffentlichte Fassung.',
        ].join('\n\n'),
      ],
      meetingTransfer: {
        none: 'Eine Übermittlung personenbezogener Daten in Drittländer außerhalb der EU und des EWR findet nicht statt.',
        transfer: 'Personenbezogene Daten werden dabei in ein Drittland übermittelt. Empfängerland: {country}; Grundlage der Übermittlung: {basis}.',
      },
      cta: {
        title: 'Fragen zum Datenschutz? Schreiben Sie uns.',
        subtitle:
          'Ob Auskunft zu Ihren Daten oder die Ausübung Ihrer Rechte – wir kümmern uns persönlich um Ihr Anliegen.',
        button: 'Kontakt aufnehmen',
      },
    },
    en: {
      meta: {
        title: 'Privacy policy under the GDPR',
        description:
          'Privacy policy: controller, legal bases, retention periods, your rights under the GDPR and information on the server log data of this website.',
      },
      hero: {
        title: 'Privacy policy',
        subtitle: 'Information on the processing of personal data under the GDPR',
        intro:
          'This page explains who is responsible for data processing on this website, on which legal bases we process personal data, how long we keep it, which rights you have under the General Data Protection Regulation (GDPR) and which data is recorded in server log files when you visit the site. This English translation is provided for convenience only; the German version is legally binding.',
      },
      sections: [
        [
          '## Binding language version',
          'This privacy policy is provided in German, English and Chinese. This English version is a translation for your convenience; only the German version is legally binding.',
        ].join('\n\n'),
        [
          '## Controller',
          'The controller for the processing of personal data on this website within the meaning of Art. 4(7) of the General Data Protection Regulation (GDPR) is {attorneyName}, {firmName}, {street}, {postalCode} {city}, {country}, phone: {phone}, email: {email}.',
        ].join('\n\n'),
        [
          '## Overview',
          'This website is designed to process as little personal data as possible. We use no analytics or tracking tools and no cookies for analytics or advertising purposes. Fonts, scripts and all other content are loaded exclusively from our own website; we do not embed any third-party content.',
          'Links to other websites, such as our profile on a professional network, are only accessed when you click them. The respective provider is responsible for the processing on those websites.',
        ].join('\n\n'),
        [
          '## Hosting and delivery via Amazon Web Services',
          'This website and its server functions – for the contact form, booking, the VAT ID validator and the qualified confirmation – are operated on Amazon Web Services (AWS). The pages are delivered via the Amazon CloudFront content delivery network; your request is usually answered by a server near you, which, depending on your location, may also be outside the European Union.',
          'AWS processes the data as a processor on our behalf and on our instructions. A data processing agreement under Art. 28 GDPR is in place with AWS (the AWS GDPR Data Processing Addendum, part of the AWS Service Terms).',
          'A transfer of personal data to third countries, in particular to the USA, cannot be ruled out. Amazon Web Services, Inc. is certified under the EU-US Data Privacy Framework (adequacy decision of the European Commission of 10 July 2023, Art. 45 GDPR; the list of certified organisations is available at https://www.dataprivacyframework.gov). In addition, the AWS data processing agreement incorporates the European Commission’s standard contractual clauses (Art. 46(2)(c) GDPR).',
          'The legal basis is Art. 6(1)(f) GDPR. Our legitimate interest lies in providing the website securely, quickly and reliably.',
        ].join('\n\n'),
        [
          '## Server log data',
          'Each time the website is accessed, the following data is recorded in server log files for technical reasons:',
          [
            '- IP address of the requesting device',
            '- date and time of access',
            '- address requested (URL)',
            '- identifier of the browser used (user agent)',
          ].join('\n'),
          'The log data serves the security and operation of the website, for example to fend off attacks and to analyse errors. The legal basis is Art. 6(1)(f) GDPR; our legitimate interest lies in secure and uninterrupted operation. The log data is deleted automatically after {logRetentionDays} days. It is not combined with other data and not used to create usage profiles.',
        ].join('\n\n'),
        [
          '## Contact form',
          'When you write to us via a contact form, we process your name, your email address and your message, together with an indication of the form used to send it, in order to handle your enquiry. Providing this information is voluntary; without your name, email address and message, however, we cannot answer your enquiry. Please do not send confidential documents via the form.',
          'The legal basis is Art. 6(1)(b) GDPR where your enquiry is aimed at concluding an engagement agreement or at pre-contractual measures, and otherwise Art. 6(1)(f) GDPR; our legitimate interest lies in answering your enquiry.',
          'Your message is delivered to us by email via Amazon Simple Email Service (SES) in an AWS region within the European Union. So that no enquiry is lost if delivery fails, an encrypted archive copy is also stored; it is deleted automatically after {inquiryArchiveDays} days.',
          'We keep the enquiry received by email for as long as is necessary to handle it. If we are not engaged, we delete it once the matter is settled. If we are engaged, we keep it only for as long as professional and tax-law retention obligations require.',
        ].join('\n\n'),
        [
          '## Booking the first assessment',
          'When you book a time for the free first assessment through our booking page, we process your name, your email address, your phone number (for a phone call), the kind of call you chose, your time zone and language, the name of your company and, where there is one, of the opposing party, and your voluntary answers to the preparation questions, in order to arrange the call, send you and us the confirmation with a calendar invitation, remind you the day before, and let you reschedule or cancel through the links in your confirmation. The legal basis is Art. 6(1)(b) GDPR (pre-contractual measures at your request).',
          'We also use the names of your company and of the opposing party to rule out, before the call, that we would act for conflicting interests; professional rules oblige us to do so. To that extent the legal basis is Art. 6(1)(c) GDPR in conjunction with Section 43a(4) BRAO.',
          'The booking is stored encrypted in Amazon DynamoDB in an AWS region within the European Union; the emails are sent via Amazon SES. To avoid double bookings, we compare the available times with the firm’s calendar; none of your data is transmitted for this. Your details are deleted automatically {bookingDaysAfterCall} days after the call; if you cancel, the booking is deleted immediately. They disappear from the database’s backups after {bookingBackupDays} days at the latest. The email to the firm and the calendar entry are treated like an enquiry sent through the contact form.',
          'To protect the booking from misuse, we count the requests per IP address (for IPv6, per /64 address block). For this the database holds only a pseudonymised hash value of the address, formed with a secret key (HMAC-SHA-256), with the times of the requests of the last minute, never the address itself, and deletes it automatically afterwards, usually within a few days. The legal basis is Art. 6(1)(f) GDPR; our legitimate interest lies in protecting the service from misuse.',
        ].join('\n\n'),
        [
          '## Video calls',
          'If the first assessment or a later meeting takes place by video, we use {meetingSoftware}. The service is operated for us by {meetingOperator}, {meetingOperatorAddress}; server location: {meetingServerLocation}. Each call has its own room, whose address only you and we receive – you will find it in the confirmation of your booking.',
          'The data technically required for the call is processed: your IP address, information about your device and browser, the name you enter when joining the room, and sound and image while your microphone and camera are switched on. We do not record calls.',
          '{meetingOperator} processes the data as a processor on our instructions under an agreement pursuant to Art. 28 GDPR. {meetingTransfer}',
          'The legal basis is Art. 6(1)(b) GDPR (pre-contractual measures at your request, or performance of the engagement).',
        ].join('\n\n'),
        [
          '## VAT ID validator',
          'When you use the VAT ID validator, the selected country and the VAT identification number you enter are transmitted via our server function to the European Commission’s VIES service (VAT Information Exchange System). VIES forwards the query to the database of the member state concerned and reports back whether the number is valid and, where the member state provides them, the holder’s name and address.',
          'Your input and the result are displayed to you and are not stored by us beyond the handling of the request.',
          'The legal basis is Art. 6(1)(f) GDPR. The legitimate interest lies in enabling you to check, at your request, the validity of a VAT identification number, as provided for in Article 31 of Regulation (EU) No 904/2010. The tax administrations of the member states are responsible for the processing within the VIES system itself; the European Commission operates the system. Further details are given in the VIES privacy statement on the European Commission’s website.',
        ].join('\n\n'),
        [
          '## Qualified confirmation of VAT IDs',
          'On the page for the qualified confirmation you can have a customer’s VAT ID confirmed together with its name and address, one at a time or for a whole customer list. For this our server function transmits your own VAT ID, the VAT ID requested and your customer’s name, town and – where you enter them – street and postcode: with a German VAT ID of your own to the Federal Central Tax Office (Bundeszentralamt für Steuern, BZSt), with any other to the European Commission’s VIES system, which forwards the request to the tax administration of the member state that issued the number requested. Where your customer or you yourself are a natural person, such as a sole trader, these details are personal data.',
          'The purpose is the confirmation you request, which the BZSt gives under § 18e UStG and the member states under Article 31 of Regulation (EU) No 904/2010, and which serves you, for example, as evidence for a VAT-exempt intra-Community supply. The legal basis is Art. 6(1)(f) GDPR: our legitimate interest and yours lie in being able to check your customer’s details reliably before a supply. Without these details no request can be made.',
          'The recipients are the BZSt or the European Commission and the tax administration of the member state concerned, each handling the request under its own responsibility. Our hosting provider AWS processes the data as a processor (see above).',
          'The result and, if you ask for it, the evidence as a PDF are created on our server and sent only to you. We store neither your request nor the result or the evidence; our logs record only which service was asked, which result it reported and which country codes were involved – no names and no numbers. Please keep the result and the evidence yourself.',
          'To keep the check from being misused, we count the requests from one IP address (for IPv6, from one /64 address block), with one requesting VAT ID (from one IP address and in total) and about one requested VAT ID. For this our database holds only pseudonymised hash values of these details, formed with a secret key (HMAC-SHA-256), with the times of the latest requests, never the details themselves; in data protection law these still count as personal data. The times are used only for as long as the limit concerned lasts (one minute; 24 hours for the daily limit per requesting VAT ID); after that they are no longer used and the database deletes them automatically, usually within a few days. The legal basis is Art. 6(1)(f) GDPR; our legitimate interest lies in protecting the service from misuse.',
          'When you check a customer list, your browser reads the CSV file on your device; the file is not uploaded. Your browser sends each row to our server as a separate request, just like a single check, and writes the results into the file you download.',
          'We are the controller for transmitting each request: we determine which details go to which body and that nothing is stored. This also applies to the list check. We do not process your customer list on your behalf; we receive only the individual requests your browser makes and treat them like any single check, so no data processing agreement under Art. 28 GDPR is required. You yourself are responsible for your customer list and for the decision to have your customers’ details confirmed.',
        ].join('\n\n'),
        [
          '## E-invoice checker',
          'The e-invoice checker reads and checks the files you choose only in your browser. Neither the files nor their content are sent to us or to third parties or stored by us. Opening the page and loading the checking programs produce only the server log data described above.',
        ].join('\n\n'),
        [
          '## Settings stored in your browser',
          'This website stores only the following settings in your browser’s local storage:',
          [
            '- cookieConsent: your choice in the notice banner (“accepted” or “declined”), so that the notice does not reappear on every visit',
            '- theme: the display mode you chose (light or dark)',
            '- lang: the language you chose',
          ].join('\n'),
          'These entries remain on your device and are not transmitted to us. Storing them is strictly necessary to provide the settings you have expressly requested and is therefore permitted without consent under Section 25(2) no. 2 TDDDG (German Telecommunications Digital Services Data Protection Act). No tracking takes place. You can delete the entries at any time in your browser settings.',
        ].join('\n\n'),
        [
          '## Your rights',
          'Under the GDPR you have the following rights with regard to the personal data concerning you:',
          [
            '- right of access (Art. 15 GDPR)',
            '- right to rectification (Art. 16 GDPR)',
            '- right to erasure (Art. 17 GDPR)',
            '- right to restriction of processing (Art. 18 GDPR)',
            '- right to be informed about the recipients to whom a rectification, erasure or restriction has been communicated (Art. 19 GDPR)',
            '- right to data portability (Art. 20 GDPR)',
            '- right to withdraw any consent given at any time with effect for the future (Art. 7(3) GDPR)',
          ].join('\n'),
          'An informal message to the contact details above is sufficient to exercise your rights.',
        ].join('\n\n'),
        [
          '## Right to object',
          'Where we process data on the basis of Art. 6(1)(f) GDPR, you have the right to object to this processing at any time on grounds relating to your particular situation (Art. 21 GDPR). We will then no longer process the data unless we can demonstrate compelling legitimate grounds for the processing which override your interests, rights and freedoms, or the processing serves the establishment, exercise or defence of legal claims.',
        ].join('\n\n'),
        [
          '## Right to lodge a complaint with a supervisory authority',
          'You have the right to lodge a complaint with a data protection supervisory authority (Art. 77 GDPR). The authority competent for us is: {authorityName}, {authorityAddress}.',
        ].join('\n\n'),
        [
          '## No automated decision-making',
          'No automated decision-making, including profiling, within the meaning of Art. 22 GDPR takes place.',
        ].join('\n\n'),
        [
          '## Lawyer’s duty of confidentiality',
          'As a Rechtsanwältin (German lawyer), {attorneyName} is subject to the statutory duty of confidentiality (Section 43a(2) BRAO, Section 2 BORA); breaching it is a criminal offence under Section 203 of the German Criminal Code (StGB). The duty covers everything that has become known in the exercise of the profession and thus also enquiries you send us via this website.',
          'Where statutory confidentiality obligations apply, in particular in favour of clients, your rights as a data subject may be restricted.',
        ].join('\n\n'),
        [
          '## Changes to this privacy policy',
          'We will update this privacy policy if the website or the legal position changes. The version published on this page applies.',
        ].join('\n\n'),
      ],
      meetingTransfer: {
        none: 'No personal data is transferred to third countries outside the EU and the EEA.',
        transfer: 'Personal data is transferred to a third country in the process. Country of destination: {country}; basis of the transfer: {basis}.',
      },
      cta: {
        title: 'Questions about data protection? Write to us.',
        subtitle:
          'Whether you want information about your data or wish to exercise your rights – we handle your request personally.',
        button: 'Get in touch',
      },
    },
    zh: {
      meta: {
        title: '隐私政策（依据GDPR）',
        description: '隐私政策：数据控制者、法律依据、保存期限、您依据GDPR享有的权利，以及本网站服务器日志数据的相关说明。',
      },
      hero: {
        title: '隐私政策',
        subtitle: '依据欧盟《通用数据保护条例》（GDPR）说明个人数据的处理情况',
        intro:
          '本页说明本网站数据处理的控制者、我们处理个人数据的法律依据、数据的保存期限、您依据《通用数据保护条例》（GDPR）享有的权利，以及访问本网站时服务器日志文件所记录的数据。本页中文译文仅供参考，以德文版本为准。',
      },
      sections: [
        [
          '## 具有约束力的语言版本',
          '本隐私政策以德文、英文和中文提供。本中文文本为便于阅读而提供的译文，仅德文版本具有法律约束力。',
        ].join('\n\n'),
        [
          '## 数据控制者',
          '依据《通用数据保护条例》（GDPR）第4条第7项，本网站个人数据处理的控制者为：{attorneyName}，{firmName}，{street}，{postalCode} {city}，{country}，电话：{phone}，电子邮件：{email}。',
        ].join('\n\n'),
        [
          '## 概述',
          '本网站的设计旨在尽可能少地处理个人数据。我们不使用任何分析或追踪工具，亦不使用用于分析或广告目的的Cookie。字体、脚本及其他所有内容均仅从本网站自身加载；我们不嵌入任何第三方内容。',
          '指向其他网站的链接（例如我们在职业社交网络上的主页）仅在您点击时才会被访问。相关网站上的数据处理由相应网站的提供者负责。',
        ].join('\n\n'),
        [
          '## 通过亚马逊云服务（Amazon Web Services）托管及分发',
          '本网站及其服务器功能（用于联系表单、预约、增值税识别号查询工具和合格确认）均在亚马逊云服务（Amazon Web Services，AWS）上运行。网页通过内容分发网络Amazon CloudFront分发；您的请求通常由距您较近的服务器响应，视您所在位置而定，该服务器亦可能位于欧盟境外。',
          'AWS作为数据处理者，受我们委托并依照我们的指示处理数据。我们已与AWS订立符合《通用数据保护条例》（GDPR）第28条的数据处理协议（AWS GDPR Data Processing Addendum，属于AWS服务条款的组成部分）。',
          '在此过程中，不排除个人数据被传输至第三国，尤其是美国。Amazon Web Services, Inc.已通过欧盟—美国数据隐私框架（EU-US Data Privacy Framework）认证（欧盟委员会2023年7月10日充分性决定，《通用数据保护条例》（GDPR）第45条；已认证企业名单可在 https://www.dataprivacyframework.gov 查阅）。此外，AWS的数据处理协议还纳入了欧盟委员会的标准合同条款（《通用数据保护条例》（GDPR）第46条第2款c项）。',
          '法律依据为《通用数据保护条例》（GDPR）第6条第1款f项。我们的正当利益在于安全、快速、可靠地提供本网站。',
        ].join('\n\n'),
        [
          '## 服务器日志数据',
          '每次访问本网站时，出于技术原因，以下数据会被记录在服务器日志文件中：',
          [
            '- 发出请求的设备的IP地址',
            '- 访问日期和时间',
            '- 所访问的地址（URL）',
            '- 所用浏览器的标识（User-Agent）',
          ].join('\n'),
          '日志数据用于保障本网站的安全和运行，例如抵御攻击和分析故障。法律依据为《通用数据保护条例》（GDPR）第6条第1款f项；我们的正当利益在于网站的安全和无故障运行。日志数据在{logRetentionDays}天后自动删除，不与其他数据合并，亦不用于建立用户画像。',
        ].join('\n\n'),
        [
          '## 联系表单',
          '您通过联系表单与我们联系时，为答复您的咨询，我们会处理您的姓名、电子邮件地址和留言内容，以及该留言是通过哪个表单发送的信息。提供上述信息系出于自愿；但若无姓名、电子邮件地址和留言内容，我们将无法回复您的咨询。请勿通过表单发送保密文件。',
          '如您的咨询旨在订立委托合同或采取合同订立前的措施，法律依据为《通用数据保护条例》（GDPR）第6条第1款b项；其他情形下，法律依据为该条第1款f项，我们的正当利益在于答复您的咨询。',
          '您的留言通过位于欧盟境内AWS区域的Amazon Simple Email Service（SES）以电子邮件形式发送给我们。为避免因发送失败而遗失咨询，系统另存储一份加密存档副本，该副本在{inquiryArchiveDays}天后自动删除。',
          '以电子邮件形式收到的咨询，我们在处理所需期间内予以保存。如未形成委托关系，我们将在事项办结后予以删除；如形成委托关系，我们仅在职业法和税法规定的保存义务所要求的期限内予以保存。',
        ].join('\n\n'),
        [
          '## 预约初步评估',
          '您通过我们的预约页面预约免费初步评估时，为安排沟通、向您和我们发送附有日历邀请的确认邮件、在沟通前一天提醒您，以及使您能够通过确认邮件中的链接改期或取消，我们会处理您的姓名、电子邮件地址、电话号码（选择电话沟通时）、所选沟通方式、您所在的时区和语言、贵公司名称及对方当事人（如有）的名称，以及您对准备问题的自愿回答。法律依据为《通用数据保护条例》（GDPR）第6条第1款b项（应您的请求采取合同订立前的措施）。',
          '我们还会在沟通前利用贵公司及对方当事人的名称，排除我们代理相互冲突利益的可能；这是我们的职业法义务。就此而言，法律依据为《通用数据保护条例》（GDPR）第6条第1款c项结合《联邦律师条例》（BRAO）第43a条第4款。',
          '预约信息以加密方式存储于位于欧盟境内AWS区域的Amazon DynamoDB，邮件通过Amazon SES发送。为避免重复预约，我们会将空闲时段与律所日历进行比对，此过程不传输您的任何数据。您的信息将在沟通结束{bookingDaysAfterCall}天后自动删除；如您取消预约，预约信息将立即删除。数据库备份中的相应数据最迟在{bookingBackupDays}天后清除。发给律所的邮件和日历条目按照与通过联系表单发送的咨询相同的方式处理。',
          '为防止预约功能被滥用，我们按IP地址（IPv6按/64地址段）统计请求。为此，数据库仅保存以密钥生成的、经假名化处理的地址哈希值（HMAC-SHA-256）及最近一分钟内的请求时间，而非地址本身，此后自动删除，通常在数日内完成。法律依据为《通用数据保护条例》（GDPR）第6条第1款f项；我们的正当利益在于保护本服务免遭滥用。',
        ].join('\n\n'),
        [
          '## 视频通话',
          '如初步评估或后续会谈通过视频进行，我们使用{meetingSoftware}。该服务由{meetingOperator}（{meetingOperatorAddress}）为我们运营；服务器所在地：{meetingServerLocation}。每次通话均有独立的会议室，其地址仅您和我们知晓——您可在预约确认中找到。',
          '处理的数据仅限于通话在技术上所需的数据：您的IP地址、设备和浏览器信息、您进入会议室时填写的名字，以及您开启麦克风和摄像头期间的声音和图像。我们不对通话进行录音或录像。',
          '{meetingOperator}作为数据处理者，依照我们的指示，并基于符合《通用数据保护条例》（GDPR）第28条的协议处理上述数据。{meetingTransfer}',
          '法律依据为《通用数据保护条例》（GDPR）第6条第1款b项（应您的请求采取合同订立前的措施或履行委托）。',
        ].join('\n\n'),
        [
          '## 增值税识别号查询工具',
          '您使用增值税识别号查询工具时，所选国家及您输入的增值税识别号将经由我们的服务器功能传送至欧盟委员会的VIES服务（增值税信息交换系统）。VIES将查询转至相关成员国的数据库，并返回该号码是否有效，以及在该成员国提供的情况下，号码持有人的名称和地址。',
          '您的输入内容和查询结果会显示给您；除处理该次查询所需外，我们不予存储。',
          '法律依据为《通用数据保护条例》（GDPR）第6条第1款f项。正当利益在于使您能够按照欧盟第904/2010号条例第31条的规定，对增值税识别号的有效性进行您所请求的查验。VIES系统内的数据处理由各成员国税务机关负责；欧盟委员会负责运营该系统。详情请参阅欧盟委员会网站上有关VIES的隐私声明。',
        ].join('\n\n'),
        [
          '## 增值税识别号合格确认',
          '在合格确认页面，您可以申请确认客户的增值税识别号及其名称和地址，既可逐个查询，也可对整份客户名单进行查询。为此，我们的服务器功能会传送您本人的增值税识别号、被查询的增值税识别号，以及客户的名称、所在地和您填写的街道与邮政编码：如您本人使用德国增值税识别号，则传送至联邦中央税务局（Bundeszentralamt für Steuern，BZSt）；如使用其他增值税识别号，则传送至欧盟委员会的VIES系统，由其转至签发被查询号码的成员国的税务机关。如您的客户或您本人为自然人（例如个体经营者），上述信息即属于个人数据。',
          '目的是提供您所申请的确认：联邦中央税务局依据§ 18e UStG、各成员国依据欧盟第904/2010号条例第31条出具此类确认，例如可作为欧盟内部供货免税的证明。法律依据为《通用数据保护条例》（GDPR）第6条第1款f项：我们和您的正当利益在于能够在供货前可靠地核实客户信息。未提供上述信息则无法进行查询。',
          '接收方为联邦中央税务局，或欧盟委员会及相关成员国的税务机关，各自在其职责范围内自行处理该查询。我们的托管服务提供商AWS作为数据处理者处理相关数据（见上文）。',
          '查询结果以及您所要求的PDF证明均在我们的服务器上生成，并仅发送给您。我们既不存储您的查询，也不存储查询结果或证明；我们的日志仅记录所查询的服务、其返回的结果以及涉及的国家代码，不记录任何名称或号码。请您自行保存查询结果和证明。',
          '为防止本查询功能被滥用，我们统计来自同一IP地址（IPv6按同一/64地址段）、使用同一自身增值税识别号（按同一IP地址及合计）以及针对同一被查询增值税识别号的查询。为此，我们的数据库仅保存以密钥生成的、经假名化处理的上述信息哈希值（HMAC-SHA-256）及最近几次查询的时间，而非信息本身；在数据保护法上，这些哈希值仍属于个人数据。这些时间仅在相应限额的时段内使用（一分钟；按自身增值税识别号计算的每日限额为24小时），此后不再使用，并由数据库自动删除，通常在数日内完成。法律依据为《通用数据保护条例》（GDPR）第6条第1款f项；我们的正当利益在于保护本服务免遭滥用。',
          '如您查询客户名单，您的浏览器会在您的设备上读取CSV文件，文件本身不会上传。您的浏览器将每一行作为单独的查询发送至我们的服务器，与单项查询相同，并将结果写入您下载的文件。',
          '对于每项查询的传送，我们是控制者：我们决定哪些信息传送至哪一机构，并确保不存储任何数据。名单查询同样如此。我们并非受您委托处理您的客户名单，而仅接收您的浏览器逐项发出的查询，并按单项查询处理；因此无需依据《通用数据保护条例》（GDPR）第28条订立数据处理协议。您本人对您的客户名单以及申请确认客户信息的决定负责。',
        ].join('\n\n'),
        [
          '## 电子发票校验工具',
          '电子发票校验工具仅在您的浏览器中读取和校验您所选择的文件。文件及其内容既不会传送给我们或任何第三方，也不会被我们保存。打开本页面及加载校验程序时，仅产生上文所述的服务器日志数据。',
        ].join('\n\n'),
        [
          '## 在浏览器中存储设置',
          '本网站仅在您浏览器的本地存储（Local Storage）中保存以下设置：',
          [
            '- cookieConsent：您在提示横幅中所作的选择（“accepted”或“declined”），以免每次访问时重复显示该提示',
            '- theme：您所选择的显示模式（浅色或深色）',
            '- lang：您所选择的语言',
          ].join('\n'),
          '上述条目保留在您的设备上，不会传送给我们。存储这些条目是提供您明确要求的设置所绝对必需的，因此依据《电信与数字服务数据保护法》（TDDDG）第25条第2款第2项，无需征得您的同意。本网站不进行任何追踪。您可随时通过浏览器设置删除上述条目。',
        ].join('\n\n'),
        [
          '## 您的权利',
          '依据《通用数据保护条例》（GDPR），您就与您相关的个人数据享有以下权利：',
          [
            '- 访问权（GDPR第15条）',
            '- 更正权（GDPR第16条）',
            '- 删除权（GDPR第17条）',
            '- 限制处理权（GDPR第18条）',
            '- 就已获告知更正、删除或限制处理的接收方获得通知的权利（GDPR第19条）',
            '- 数据可携带权（GDPR第20条）',
            '- 随时撤回已作出的同意的权利，撤回对将来生效（GDPR第7条第3款）',
          ].join('\n'),
          '如需行使上述权利，向上述联系方式发送一封无格式要求的通知即可。',
        ].join('\n\n'),
        [
          '## 反对权',
          '对于我们依据《通用数据保护条例》（GDPR）第6条第1款f项进行的数据处理，您有权基于与您特殊情况相关的理由，随时对该处理提出反对（GDPR第21条）。此后我们将不再处理相关数据，除非我们能够证明存在优先于您的利益、权利和自由的、令人信服的正当处理理由，或该处理是为了提出、行使或抗辩法律主张。',
        ].join('\n\n'),
        [
          '## 向监管机构投诉的权利',
          '您有权向数据保护监管机构投诉（GDPR第77条）。对我们具有管辖权的监管机构为：{authorityName}，{authorityAddress}。',
        ].join('\n\n'),
        [
          '## 无自动化决策',
          '本网站不进行《通用数据保护条例》（GDPR）第22条所指的自动化决策，包括用户画像。',
        ].join('\n\n'),
        [
          '## 律师保密义务',
          '作为德国执业律师（Rechtsanwältin），{attorneyName}负有法定保密义务（《联邦律师条例》（BRAO）第43a条第2款、《律师职业规范》（BORA）第2条）；违反该义务依《德国刑法典》（StGB）第203条构成犯罪。保密义务涵盖其在执业过程中知悉的一切事项，因此亦涵盖您通过本网站向我们提出的咨询。',
          '在存在法定保密义务（尤其是为委托人利益而设的保密义务）的范围内，您作为数据主体的权利可能受到限制。',
        ].join('\n\n'),
        [
          '## 本隐私政策的变更',
          '如本网站或法律状况发生变化，我们将相应修订本隐私政策。以本页面所公布的版本为准。',
        ].join('\n\n'),
      ],
      meetingTransfer: {
        none: '个人数据不会传输至欧盟和欧洲经济区以外的第三国。',
        transfer: '在此过程中，个人数据将传输至第三国。接收国：{country}；传输依据：{basis}。',
      },
      cta: {
        title: '对数据保护有疑问？欢迎来信。',
        subtitle: '无论是查询您的个人数据，还是行使您的相关权利，我们都将亲自跟进处理。',
        button: '联系我们',
      },
    },
  },
}
