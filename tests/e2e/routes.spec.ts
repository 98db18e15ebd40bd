import { expect, test } from '@playwright/test'
import { ui } from '../../content/ui'
import { localize } from '../../core/i18n'
import { siteRoutes, type SiteRoute } from '../../core/site'
import {
  collectConsoleErrors,
  colourRules,
  expectNoAxeViolations,
  firm,
  forbidForeignRequests,
  htmlLang,
  languages,
  localizePath,
} from './helpers'

// Every route of SPEC.md §2 in every language: status, language, title, description, canonical
// and alternates, the share image served, no foreign request, no console error, and no axe
// violation in light. The dark scheme changes colours only, and the same in every language (the
// stylesheet has no rule per language): its colour rules run once per route, in one language,
// taking the languages in turn, so each language is seen dark on a third of the routes.
// Every static page, every article and a sample of the glossary terms (core/site.ts); every
// term is checked in the built HTML by tests/unit/page-facts.test.ts.
const ofKind = (kind: SiteRoute['kind']) => siteRoutes.filter((route) => route.kind === kind)
const browserRoutes = [...ofKind('page'), ...ofKind('article'), ...ofKind('term').filter((_, i) => i % 10 === 0)]

for (const [index, { path, meta: metaIn, indexable }] of browserRoutes.entries()) {
  const darkIn = languages[index % languages.length]
  for (const lang of languages) {
    const url = localizePath(path, lang)
    const dark = lang === darkIn
    test(`${url} renders in ${lang} and passes axe${dark ? ' in light and dark mode' : ''}`, async ({ page, baseURL }) => {
      const foreign = forbidForeignRequests(page, baseURL!)
      const errors = collectConsoleErrors(page)
      await page.emulateMedia({ colorScheme: 'light' })
      const response = await page.goto(url)
      expect(response?.status()).toBe(200)
      const meta = metaIn(lang)
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[lang])
      await expect(page).toHaveTitle(`${meta.title} | ${firm.shortName}`)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', meta.description)
      expect(meta.description.length).toBeLessThanOrEqual(160)
      if (indexable) {
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL(url, firm.siteUrl).href)
        await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(4)
        // The share image the head names is served by the site as a PNG.
        const image = await page.locator('meta[property="og:image"]').getAttribute('content')
        expect(new URL(image!).origin).toBe(firm.siteUrl)
        const imageResponse = await page.request.get(new URL(image!).pathname)
        expect(imageResponse.status(), image!).toBe(200)
        expect(imageResponse.headers()['content-type']).toBe('image/png')
      } else {
        // Pages search engines should not list (/suche): noindex, no canonical, no share image.
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
        await expect(page.locator('meta[property="og:image"]')).toHaveCount(0)
      }
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page.locator('main a[href]').last()).toBeVisible()
      await expectNoAxeViolations(page, `${url} (light)`)

      if (dark) {
        await page.emulateMedia({ colorScheme: 'dark' })
        await page.reload()
        await expect(page.locator('html')).toHaveClass(/\bdark\b/)
        await expectNoAxeViolations(page, `${url} (dark)`, { only: colourRules })
      }

      expect(foreign, 'requests to other origins').toEqual([])
      expect(errors, 'console errors').toEqual([])
    })
  }
}

for (const lang of languages) {
  const url = localizePath('/no-such-page', lang)
  test(`${url} answers 404 with the not-found page in ${lang}`, async ({ page }) => {
    const response = await page.goto(url)
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[lang])
    await expect(page.locator('h1')).toHaveText(localize(ui.text, lang).notFound.hero.title)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expect(page.locator('meta[property="og:image"]')).toHaveCount(0)
    await expectNoAxeViolations(page, `${url} (light)`)
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.reload()
    await expectNoAxeViolations(page, `${url} (dark)`, { only: colourRules })
  })
}

test('/home serves the home page (redirect to its canonical URL)', async ({ page }) => {
  const response = await page.goto('/home')
  expect(response?.status()).toBe(200)
  expect(new URL(page.url()).pathname).toBe('/')
  await page.goto('/de/home')
  expect(new URL(page.url()).pathname).toBe('/de')
})
