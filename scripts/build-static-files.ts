// The last build step: writes sitemap.xml, robots.txt, the news feeds, the deadline calendar
// files and the share images (og/) into dist/client, from the same route list and content the
// pages are built from, and then the manifest of every page and file (dist/site-manifest.json)
// that the URL rules read.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { languages } from '../content/languages'
import { calendarYears } from '../core/deadlines'
import { listedRoutes, siteRoutes } from '../core/site'
import { buildSearchIndex } from './build-search-index'
import { inlineStylesheet } from './inline-stylesheet'
import { listIslandCode } from './island-code'
import { preloadEntryImports } from './entry-preloads'
import { searchModulePath } from '../renderer/components/Search/search-module'
import { deadlineIcs, icsPath } from '../core/deadline-files'
import { buildDate } from '../core/build-date'
import { isoDayInBerlin, vatRatesDownload, vatRatesDownloadPath } from '../core/vat-rates'
import { vatRates } from '../content/vat-rates'
import { feedPath } from '../core/urls'
import { buildShareCards, describeReport } from './build-share-cards'
import { contentDate } from './source-date'
import { buildFeed } from './seo/feed'
import { buildRobotsTxt, buildSitemap } from './seo/sitemap'
import { manifestFromBuild, siteRoot, writeSiteManifest } from './site-manifest'

function write(path: string, content: string): void {
  const file = `dist/client${path}`
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, content)
}

// Every page search engines should list, under its canonical URL (core/site.ts).
const paths = listedRoutes.map((route) => route.path)
write('/sitemap.xml', buildSitemap(paths))
write('/robots.txt', buildRobotsTxt())
for (const lang of languages) write(feedPath(lang), buildFeed(lang))
const stamp = contentDate()
for (const year of calendarYears) {
  for (const lang of languages) {
    for (const extended of [false, true]) write(icsPath(year, lang, extended), deadlineIcs(year, lang, extended, stamp))
  }
}
write(vatRatesDownloadPath, vatRatesDownload(vatRates, isoDayInBerlin(buildDate)))
console.log(`static files: sitemap.xml with ${paths.length * languages.length} URLs, robots.txt, ${languages.length} feeds, ${calendarYears.length * languages.length * 2} calendar files, the VAT rates as JSON`)
const preloads = preloadEntryImports(siteRoot)
console.log(`entry imports: preloaded beside the entry script in ${preloads.pages} pages (at most ${preloads.scripts} modules)`)
const islandCode = listIslandCode(siteRoot)
console.log(`island code: listed in ${islandCode.pages} pages (at most ${islandCode.scripts} modules), preloaded at idle`)
const search = await buildSearchIndex(siteRoot)
console.log(`search index: ${search.pages} pages in ${search.languages.join(', ')}`)
// After the search index: every page can open the search, whose UI that step bundles.
const inlined = inlineStylesheet(siteRoot, [searchModulePath])
console.log(`stylesheet: ${(inlined.bytes / 1024).toFixed(1)} KB, inlined into ${inlined.pages} documents as the part each of ${inlined.stylesheets} groups of pages uses (at most ${(inlined.largest / 1024).toFixed(1)} KB before compression)`)
// A share image for every indexable page the build rendered (the pages the manifest will list).
console.log(describeReport(await buildShareCards(manifestFromBuild(siteRoot).pages)))
const manifest = writeSiteManifest()
console.log(`site manifest: ${manifest.pages.length} pages, ${manifest.files.length} files`)
// The build rendered exactly the registry's pages: a route without its Vike page, or a page no
// route knows, fails here rather than as a broken link or an unlisted page.
const registered = siteRoutes.filter((route) => route.kind !== 'not-found').map((route) => route.path)
const missing = registered.filter((path) => !manifest.pages.includes(path))
const unregistered = manifest.pages.filter((path) => !registered.includes(path))
if (missing.length > 0 || unregistered.length > 0) {
  throw new Error(`core/site.ts and the build disagree: not built ${JSON.stringify(missing)}, not registered ${JSON.stringify(unregistered)}`)
}
