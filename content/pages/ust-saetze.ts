import type { VatRatesPage } from '../types'

export const ustSaetzePage: VatRatesPage = {
  ctaHref: '/termin',
  text: {
    de: {
      meta: {
        title: 'Umsatzsteuersätze in der EU – aktuell und mit Änderungen',
        description:
          'Regelsatz, ermäßigte, stark ermäßigte Sätze und Zwischensätze der 27 EU-Mitgliedstaaten und Nordirlands: heute gültig, Änderungen, Download als JSON.',
      },
      hero: {
        title: 'Umsatzsteuersätze in der EU',
        subtitle: 'Alle 27 Mitgliedstaaten und Nordirland – mit den Änderungen der letzten und der nächsten zwölf Monate',
        intro:
          'Die Sätze stammen aus der Steuerdatenbank der Europäischen Kommission (Taxes in Europe Database, TEDB) und sind mit einer zweiten Quelle abgeglichen. Wer Waren oder Dienstleistungen an Verbraucher in anderen Mitgliedstaaten verkauft, etwa über das OSS-Verfahren, braucht den Satz des Verbrauchsstaats am Tag der Leistung.',
      },
      todayTitle: 'Gültig am {date}',
      todayCaption: 'Umsatzsteuersätze der EU-Mitgliedstaaten und Nordirlands am {date} in Prozent',
      columns: { country: 'Land', standard: 'Regelsatz', reduced: 'Ermäßigte Sätze', superReduced: 'Stark ermäßigter Satz', parking: 'Zwischensatz (Parking Rate)', validFrom: 'Gültig seit' },
      none: 'keiner',
      changesTitle: 'Änderungen vom {from} bis {to}',
      pastCaption: 'Änderungen der letzten zwölf Monate',
      upcomingCaption: 'Bekannte Änderungen der nächsten zwölf Monate',
      noChanges: 'In diesem Zeitraum ändert sich kein Satz.',
      changeColumns: { date: 'Ab', country: 'Land', before: 'Bisher', after: 'Neu' },
      rateKinds: { standard: 'Regelsatz', reduced: 'ermäßigt', superReduced: 'stark ermäßigt', parking: 'Zwischensatz' },
      downloadTitle: 'Alle Sätze als Datei',
      downloadText:
        'Die Datei enthält alle Sätze seit dem 1. Juli 2021 mit ihren Gültigkeitszeiträumen und Quellen, maschinenlesbar als JSON; Griechenland steht darin, wie in der EU üblich, unter EL.',
      download: 'Umsatzsteuersätze als JSON herunterladen',
      sourcesTitle: 'Quellen und Stand',
      sourcesText:
        'Grundlage ist die TEDB der Europäischen Kommission; die Angaben darin stammen von den Mitgliedstaaten. Jede Änderung ist mit einer zweiten Quelle abgeglichen; wo die Quellen voneinander abweichen, steht das in der Datei beim jeweiligen Zeitraum.',
      updated: 'Zuletzt aus der TEDB aktualisiert am {date}.',
      notUpdated: 'Von Hand aus den genannten Quellen erfasst; eine wöchentliche Abfrage der TEDB schlägt jede Änderung zur Prüfung vor.',
      northernIreland: 'Nordirland (XI, für Waren)',
      disclaimer:
        'Welche Leistung unter welchen Satz fällt, zeigt diese Übersicht nicht. Nicht aufgeführt sind Nullsätze, regionale Sätze (etwa Kanarische Inseln, Azoren, Madeira, Korsika, französische Überseedepartements, griechische Inseln) und befristete Sätze, die sich nicht verlässlich belegen ließen, etwa die spanischen 5-%-Sätze der Jahre 2021 bis 2024. Die Angaben sind sorgfältig geprüft, ersetzen aber keine Beratung im Einzelfall.',
      back: 'Zurück zu den Tools',
      cta: {
        title: 'Welcher Satz gilt für Ihre Umsätze?',
        subtitle: 'Wir prüfen, in welchem Staat Ihre Umsätze steuerbar sind und welcher Satz für Ihre Waren gilt – in einer kostenlosen ersten Einschätzung.',
        button: 'Erste Einschätzung vereinbaren',
      },
    },
    en: {
      meta: {
        title: 'VAT rates in the EU – current rates and changes',
        description:
          'Standard rates, reduced, super-reduced and parking rates of the 27 EU member states and Northern Ireland: in force today, changes, JSON download.',
      },
      hero: {
        title: 'VAT rates in the EU',
        subtitle: 'All 27 member states and Northern Ireland – with the changes of the last and the next twelve months',
        intro:
          'The rates come from the European Commission’s Taxes in Europe Database (TEDB) and are checked against a second source. Anyone selling goods or services to consumers in other member states, for example through the OSS scheme, needs the rate of the member state of consumption on the day of the supply.',
      },
      todayTitle: 'In force on {date}',
      todayCaption: 'VAT rates of the EU member states and Northern Ireland on {date}, in per cent',
      columns: { country: 'Country', standard: 'Standard rate', reduced: 'Reduced rates', superReduced: 'Super-reduced rate', parking: 'Parking rate', validFrom: 'In force since' },
      none: 'none',
      changesTitle: 'Changes from {from} to {to}',
      pastCaption: 'Changes of the last twelve months',
      upcomingCaption: 'Known changes of the next twelve months',
      noChanges: 'No rate changes in this period.',
      changeColumns: { date: 'From', country: 'Country', before: 'Before', after: 'New' },
      rateKinds: { standard: 'standard rate', reduced: 'reduced', superReduced: 'super-reduced', parking: 'parking' },
      downloadTitle: 'All rates as a file',
      downloadText:
        'The file holds every rate since 1 July 2021 with its period of validity and its sources, machine-readable as JSON; Greece is listed as EL, as usual in the EU.',
      download: 'Download the VAT rates as JSON',
      sourcesTitle: 'Sources and status',
      sourcesText:
        'The basis is the European Commission’s TEDB, whose data the member states supply. Every change is checked against a second source; where the sources differ, the file says so for the period concerned.',
      updated: 'Last updated from TEDB on {date}.',
      notUpdated: 'Entered by hand from the sources named; a weekly query of TEDB proposes every change for review.',
      northernIreland: 'Northern Ireland (XI, goods)',
      disclaimer:
        'This overview does not show which supply falls under which rate. It leaves out zero rates, regional rates (such as the Canary Islands, the Azores, Madeira, Corsica, the French overseas departments and the Greek islands) and temporary rates that could not be reliably verified, such as Spain’s 5 % rates of 2021 to 2024. The data is carefully checked but does not replace advice on an individual case.',
      back: 'Back to the tools',
      cta: {
        title: 'Which rate applies to your sales?',
        subtitle: 'We check in which country your sales are taxable and which rate applies to your goods – in a free first assessment.',
        button: 'Book a free first assessment',
      },
    },
    zh: {
      meta: {
        title: '欧盟增值税税率 – 现行税率与变动',
        description: '欧盟27个成员国及北爱尔兰的标准税率、优惠税率、超优惠税率和过渡税率：今日适用税率、税率变动，并可下载JSON文件。',
      },
      hero: {
        title: '欧盟增值税税率',
        subtitle: '全部27个成员国及北爱尔兰——含过去和未来十二个月的税率变动',
        intro:
          '税率数据来自欧盟委员会的欧洲税收数据库（Taxes in Europe Database，TEDB），并已与第二个来源核对。向其他成员国的消费者销售商品或提供服务（例如通过OSS申报）时，须适用消费地成员国在交易发生当日的税率。',
      },
      todayTitle: '{date}适用的税率',
      todayCaption: '欧盟成员国及北爱尔兰于{date}适用的增值税税率（百分比）',
      columns: { country: '国家', standard: '标准税率', reduced: '优惠税率', superReduced: '超优惠税率', parking: '过渡税率（Parking Rate）', validFrom: '生效日期' },
      none: '无',
      changesTitle: '{from}至{to}的税率变动',
      pastCaption: '过去十二个月的税率变动',
      upcomingCaption: '未来十二个月已知的税率变动',
      noChanges: '此期间内无税率变动。',
      changeColumns: { date: '生效日', country: '国家', before: '原税率', after: '新税率' },
      rateKinds: { standard: '标准税率', reduced: '优惠税率', superReduced: '超优惠税率', parking: '过渡税率' },
      downloadTitle: '下载全部税率',
      downloadText: '文件包含自2021年7月1日以来的全部税率及其有效期间和来源，为机器可读的JSON格式；按照欧盟惯例，希腊以EL表示。',
      download: '下载增值税税率（JSON）',
      sourcesTitle: '来源与更新状态',
      sourcesText: '数据以欧盟委员会的TEDB为基础，其内容由各成员国提供。每项变动均已与第二个来源核对；如来源之间存在差异，文件中会在相应期间注明。',
      updated: '最近一次根据TEDB更新于{date}。',
      notUpdated: '根据所列来源手工录入；每周对TEDB的查询会将每项变动提交审核。',
      northernIreland: '北爱尔兰（XI，商品）',
      disclaimer:
        '本概览不说明哪项交易适用哪一税率。未列出的有：零税率、地区税率（例如加那利群岛、亚速尔群岛、马德拉群岛、科西嘉岛、法国海外省和希腊诸岛），以及无法可靠核实的临时税率，例如西班牙2021年至2024年的5%税率。数据经过仔细核对，但不能替代针对具体情况的咨询。',
      back: '返回工具页面',
      cta: {
        title: '您的销售适用哪一税率？',
        subtitle: '我们在免费的初步评估中为您确认您的销售在哪个国家应税，以及您的商品适用哪一税率。',
        button: '预约免费初步评估',
      },
    },
  },
}
