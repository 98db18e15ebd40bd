// Writes sitemap.xml, robots.txt and the news feeds into dist/client, from the same route list
// and content the pages are built from.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { languages } from '../content/languages'
import { articlePaths, termPaths } from '../content/routes-dynamic'
import { staticRoutes } from '../content/routes'
import { feedPath } from '../renderer/urls'
import { buildFeed } from './seo/feed'
import { buildRobotsTxt, buildSitemap } from './seo/sitemap'

function write(path: string, content: string): void {
  const file = `dist/client${path}`
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, content)
}

const paths = [...staticRoutes, ...termPaths, ...articlePaths]
write('/sitemap.xml', buildSitemap(paths))
write('/robots.txt', buildRobotsTxt())
for (const lang of languages) write(feedPath(lang), buildFeed(lang))
console.log(`seo: sitemap.xml with ${paths.length * languages.length} URLs, robots.txt, ${languages.length} feeds`)
