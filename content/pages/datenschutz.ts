import type { Page } from '../types'

export const datenschutzPage: Page = {
  ctaHref: '/kontakt',
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
        description: '隐私政策：数据处理责任方、法律依据、保存期限、您依据GDPR享有的权利，以及本网站服务器日志数据的相关说明。',
      },
      hero: {
        title: '隐私政策',
        subtitle: '依据欧盟《通用数据保护条例》（GDPR）说明个人数据的处理情况',
        intro:
          '本页说明本网站数据处理的责任方、我们处理个人数据的法律依据、数据的保存期限、您依据《通用数据保护条例》（GDPR）享有的权利，以及访问本网站时服务器日志文件所记录的数据。本页中文译文仅供参考，以德文版本为准。',
      },
      cta: {
        title: '对数据保护有疑问？欢迎来信。',
        subtitle: '无论是查询您的个人数据，还是行使您的相关权利，我们都将亲自跟进处理。',
        button: '联系我们',
      },
    },
  },
}
