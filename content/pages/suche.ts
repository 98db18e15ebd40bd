import type { SearchPage } from '../types'

export const suchePage: SearchPage = {
  ctaHref: '/kontakt',
  text: {
    de: {
      meta: {
        title: 'Suche',
        description: 'Durchsuchen Sie Leistungen, Lexikon und Beiträge der Kanzlei zu Umsatzsteuer, Zoll und Verbrauchsteuern.',
      },
      hero: {
        title: 'Suche',
        subtitle: 'Leistungen, Lexikon und Beiträge durchsuchen',
      },
      noScript: {
        title: 'Die Suche benötigt JavaScript',
        text: 'Ihr Browser führt kein JavaScript aus, daher kann die Suche hier nicht starten. Alle Inhalte erreichen Sie auch über diese Übersichten:',
        glossary: 'Lexikon: alle Begriffe von A bis Z',
        news: 'Aktuelle Beiträge',
        sitemap: 'Sitemap: alle Seiten der Website',
      },
      cta: {
        title: 'Nicht gefunden, was Sie suchen?',
        subtitle: 'Schildern Sie uns Ihr Anliegen – in einer kostenlosen ersten Einschätzung sagen wir Ihnen, wie wir helfen können.',
        button: 'Kontakt aufnehmen',
      },
    },
    en: {
      meta: {
        title: 'Search',
        description: 'Search the firm’s services, glossary and articles on VAT, customs and excise duties.',
      },
      hero: {
        title: 'Search',
        subtitle: 'Search services, glossary and articles',
      },
      noScript: {
        title: 'Search needs JavaScript',
        text: 'Your browser does not run JavaScript, so search cannot start here. You can reach all content through these overviews:',
        glossary: 'Glossary: every term from A to Z',
        news: 'Latest articles',
        sitemap: 'Sitemap: every page of the site',
      },
      cta: {
        title: 'Didn’t find what you are looking for?',
        subtitle: 'Tell us about your matter – in a free first assessment we tell you how we can help.',
        button: 'Get in touch',
      },
    },
    zh: {
      meta: {
        title: '搜索',
        description: '搜索本所关于增值税、关税和消费税的服务、税务词典和文章。',
      },
      hero: {
        title: '搜索',
        subtitle: '搜索服务、税务词典和文章',
      },
      noScript: {
        title: '搜索功能需要JavaScript',
        text: '您的浏览器未运行JavaScript，因此无法在此使用搜索。您也可以通过以下目录访问全部内容：',
        glossary: '税务词典：全部术语',
        news: '最新文章',
        sitemap: '网站地图：本站全部页面',
      },
      cta: {
        title: '没有找到您需要的内容？',
        subtitle: '请告诉我们您的问题——我们将在免费初步评估中说明能如何为您提供帮助。',
        button: '联系我们',
      },
    },
  },
}
