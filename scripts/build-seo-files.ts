// Writes sitemap.xml, robots.txt, the news feeds and the deadline calendar files into dist/client,
// from the same route list and content the pages are built from.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { languages } from '../content/languages'
import { articlePaths, calendarYearPaths, termPaths } from '../content/routes-dynamic'
import { calendarYears } from '../renderer/tools/deadlines'
import { deadlineIcs, icsPath } from '../renderer/tools/deadline-files'
import { staticRoutes } from '../content/routes'
import { feedPath } from '../renderer/urls'
import { buildFeed } from './seo/feed'
import { buildRobotsTxt, buildSitemap } from './seo/sitemap'

function write(path: string, content: string): void {
  const file = `dist/client${path}`
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, content)
}

const paths = [...staticRoutes, ...calendarYearPaths, ...termPaths, ...articlePaths]
write('/sitemap.xml', buildSitemap(paths))
write('/robots.txt', buildRobotsTxt())
for (const lang of languages) write(feedPath(lang), buildFeed(lang))
for (const year of calendarYears) {
  for (const lang of languages) {
    for (const extended of [false, true]) write(icsPath(year, lang, extended), deadlineIcs(year, lang, extended))
  }
}
console.log(`static files: sitemap.xml with ${paths.length * languages.length} URLs, robots.txt, ${languages.length} feeds, ${calendarYears.length * languages.length * 2} calendar files`)
