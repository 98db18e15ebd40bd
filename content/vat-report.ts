import type { Localized, Text } from './types'

/**
 * Why a report file or a profile could not be analysed (core/vat-report/analyse.ts, inputs.ts), as
 * the CLI and the analyser page say it. {missing} and {field} are filled in.
 */
export const vatReportErrors: Record<'unreadable' | 'empty' | 'not_a_report' | 'missing_columns' | 'profile_unreadable' | 'profile_invalid' | 'rates_invalid' | 'ecb_invalid', Localized<Text>> = {
  unreadable: {
    de: 'Die Datei ließ sich nicht lesen.',
    en: 'The file could not be read.',
    zh: '无法读取该文件。',
  },
  empty: {
    de: 'Die Datei ist leer.',
    en: 'The file is empty.',
    zh: '该文件为空。',
  },
  not_a_report: {
    de: 'Die Datei ist kein Amazon-Umsatzsteuer-Transaktionsbericht (VAT Transactions Report): Die erste Zeile enthält nicht die Spaltennamen des Berichts.',
    en: 'The file is not an Amazon VAT Transactions Report: its first line does not hold the report’s column names.',
    zh: '该文件不是亚马逊增值税交易报告（VAT Transactions Report）：第一行不含该报告的列名。',
  },
  missing_columns: {
    de: 'Dem Bericht fehlen Spalten, die die Auswertung braucht: {missing}.',
    en: 'The report lacks columns the analysis needs: {missing}.',
    zh: '报告缺少分析所需的列：{missing}。',
  },
  profile_unreadable: {
    de: 'Die Profildatei ist kein gültiges JSON.',
    en: 'The profile file is not valid JSON.',
    zh: '配置文件不是有效的JSON。',
  },
  profile_invalid: {
    de: 'Im Profil ist „{field}“ ungültig: Ländercodes der EU-Mitgliedstaaten (oder XI), null, eine Liste davon bzw. ein Betrag ab 0.',
    en: 'In the profile, “{field}” is invalid: EU member state codes (or XI), null, a list of them, or an amount of 0 or more.',
    zh: '配置中的“{field}”无效：应为欧盟成员国代码（或XI）、null、代码列表，或不小于0的金额。',
  },
  rates_invalid: {
    de: 'Die Steuersatz-Datei hat nicht die erwartete Form ({"DE": [{"from": "2021-07-01", "to": null, "rates": ["19", "7"]}]}).',
    en: 'The rates file does not have the expected shape ({"DE": [{"from": "2021-07-01", "to": null, "rates": ["19", "7"]}]}).',
    zh: '税率文件格式不符（应为{"DE": [{"from": "2021-07-01", "to": null, "rates": ["19", "7"]}]}）。',
  },
  ecb_invalid: {
    de: 'Die EZB-Kursdatei hat nicht die erwartete Form ({"PLN": {"2024-03-28": "4.3009"}}).',
    en: 'The ECB rates file does not have the expected shape ({"PLN": {"2024-03-28": "4.3009"}}).',
    zh: '欧洲央行汇率文件格式不符（应为{"PLN": {"2024-03-28": "4.3009"}}）。',
  },
}
