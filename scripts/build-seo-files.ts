// Writes sitemap.xml and robots.txt into dist/client from the same route list the pages use.
import { writeFileSync } from 'node:fs'
import { staticRoutes } from '../content/routes'
import { buildRobotsTxt, buildSitemap } from './seo/sitemap'

writeFileSync('dist/client/sitemap.xml', buildSitemap(staticRoutes))
writeFileSync('dist/client/robots.txt', buildRobotsTxt())
console.log(`seo: sitemap.xml with ${staticRoutes.length * 3} URLs, robots.txt`)
