import { expect, test, type Page } from '@playwright/test'
import { articles } from '../../content/articles'
import { glossary } from '../../content/glossary'
import { ui } from '../../content/ui'
import { localize } from '../../core/i18n'
import { formatLongDate } from '../../core/format'
import { expectNoAxeViolations, languages, localizePath } from './helpers'

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'))
})

/** Slides whose box lies (almost) entirely inside the carousel viewport. */
async function slidesInView(page: Page): Promise<number> {
  return page.locator('[data-carousel-viewport]').evaluate((viewport) => {
    const box = viewport.getBoundingClientRect()
    return [...viewport.querySelectorAll('.carousel-slide > article')].filter((card) => {
      const r = card.getBoundingClientRect()
      return r.left >= box.left - 2 && r.right <= box.right + 2
    }).length
  })
}

async function firstSlideInView(page: Page): Promise<string | null> {
  return page.locator('[data-carousel-viewport]').evaluate((viewport) => {
    const box = viewport.getBoundingClientRect()
    const card = [...viewport.querySelectorAll('.carousel-slide > article')].find((c) => Math.abs(c.getBoundingClientRect().left - box.left) < 8)
    return card?.querySelector('h3')?.textContent ?? null
  })
}

for (const [width, perView, arrows] of [
  [390, 1, false],
  [800, 2, true],
  [1280, 3, true],
] as const) {
  test(`carousel shows ${perView} article(s) per view at ${width} px, arrows ${arrows ? 'shown' : 'hidden'}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/lexikon')
    await expect(page.locator('[data-carousel][data-ready="true"]')).toBeVisible()
    await expect.poll(() => slidesInView(page)).toBe(perView)
    const next = page.getByRole('button', { name: localize(ui.text, 'en').news.next })
    if (arrows) await expect(next).toBeVisible()
    else await expect(next).toBeHidden()
  })
}

test('carousel loops with the arrows and the keyboard, and swipes', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/lexikon')
  const t = localize(ui.text, 'en').news
  const titles = articles.map((a) => a.text.en.title)
  await expect(page.locator('[data-carousel][data-ready="true"]')).toBeVisible()
  expect(await firstSlideInView(page)).toBe(titles[0])
  const next = page.getByRole('button', { name: t.next })
  const prev = page.getByRole('button', { name: t.previous })
  await expect(prev).toBeEnabled()
  await expect(next).toBeEnabled()
  for (let i = 1; i <= titles.length; i++) {
    await next.click()
    await expect.poll(() => firstSlideInView(page)).toBe(titles[i % titles.length])
  }
  await prev.click()
  await expect.poll(() => firstSlideInView(page)).toBe(titles[titles.length - 1])
  await page.locator('[data-carousel-viewport]').focus()
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => firstSlideInView(page)).toBe(titles[0])

  const box = (await page.locator('[data-carousel-viewport]').boundingBox())!
  await page.mouse.move(box.x + box.width * 0.8, box.y + 60)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width * 0.5, box.y + 60, { steps: 8 })
  await page.mouse.move(box.x + box.width * 0.2, box.y + 60, { steps: 8 })
  await page.mouse.up()
  await expect.poll(() => firstSlideInView(page)).not.toBe(titles[0])
})

test('without JavaScript the article cards stay readable and scrollable', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } })
  const page = await context.newPage()
  await page.goto('/de/lexikon')
  const viewport = page.locator('[data-carousel-viewport]')
  await expect(page.getByRole('link', { name: new RegExp(articles[0]!.text.de.title.slice(0, 20).replace(/[()]/g, '\\$&')) })).toHaveCount(1)
  expect(await viewport.evaluate((el) => el.scrollWidth > el.clientWidth && getComputedStyle(el).overflowX === 'auto')).toBe(true)
  await viewport.evaluate((el) => el.scrollBy({ left: el.clientWidth }))
  await expect.poll(() => viewport.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
  await context.close()
})

test('glossary grid: every term with an explain button to its page', async ({ page }) => {
  await page.goto('/zh/lexikon')
  const t = localize(ui.text, 'zh').glossary
  const buttons = page.getByRole('link', { name: new RegExp(`^${t.explainTerm} – `) })
  await expect(buttons).toHaveCount(glossary.length)
  // The button names its term ("查看释义 – <title>"); the term's page is found by that title.
  const name = (await buttons.nth(5).textContent()) ?? ''
  const term = glossary.find((g) => name.endsWith(` – ${g.text.zh.title}`))!
  expect(term, name).toBeDefined()
  await buttons.nth(5).click()
  await expect(page).toHaveURL(new RegExp(`/zh/lexikon/${term.id}$`))
  await expect(page.locator('h1')).toHaveText(term.text.zh.title)
})

test('glossary cards enter 0.1 s apart, and all have entered after 1.4 s', async ({ page }) => {
  await page.goto('/lexikon')
  const delays = await page.locator('section[aria-labelledby="terms-title"] li').evaluateAll((cards) => cards.map((card) => getComputedStyle(card).animationDelay))
  expect(delays.slice(0, 11)).toEqual(['0s', '0.1s', '0.2s', '0.3s', '0.4s', '0.5s', '0.6s', '0.7s', '0.8s', '0.9s', '1s'])
  expect(new Set(delays.slice(10))).toEqual(new Set(['1s']))
  expect(await page.locator('section[aria-labelledby="terms-title"] li').last().evaluate((card) => getComputedStyle(card).animationDuration)).toBe('0.4s')
})

for (const lang of languages) {
  test(`a term page and an article page in ${lang}`, async ({ page }) => {
    const term = glossary.find((t) => t.id === 'reverse-charge')!
    await page.goto(localizePath(`/lexikon/${term.id}`, lang))
    await expect(page.locator('h1')).toHaveText(term.text[lang].title)
    await expect(page.getByText(term.text[lang].definition)).toBeVisible()
    const t = localize(ui.text, lang)
    await expect(page).toHaveTitle(new RegExp(`^${term.text[lang].title.replace(/[()]/g, '\\$&')} – ${t.glossary.termTitleSuffix} \\|`))
    await page.getByRole('link', { name: t.glossary.backToGlossary }).click()
    await expect(page).toHaveURL(new RegExp(`${localizePath('/lexikon', lang)}$`))

    const article = articles[0]!
    await page.goto(localizePath(`/artikel/${article.id}`, lang))
    await expect(page.locator('h1')).toHaveText(article.text[lang].title)
    await expect(page.locator('time')).toHaveText(formatLongDate(article.date, lang))
    await expect(page.locator('.article-body h2').first()).toBeVisible()
    await expect(page).toHaveTitle(new RegExp(` – ${t.news.articleTitleSuffix} \\|`))
    await expectNoAxeViolations(page, `article ${lang}`)
  })

  test(`unknown term and article ids answer 404 with their not-found view in ${lang}`, async ({ page }) => {
    const t = localize(ui.text, lang)
    for (const [path, text] of [
      ['/lexikon/no-such-term', t.glossary.notFound],
      ['/artikel/no-such-article', t.news.notFound],
    ] as const) {
      const response = await page.goto(localizePath(path, lang))
      expect(response?.status()).toBe(404)
      await expect(page.locator('h1')).toHaveText(text.title)
      await expect(page.getByText(text.text)).toBeVisible()
      await expect(page.getByRole('link', { name: text.button })).toHaveAttribute('href', localizePath('/lexikon', lang))
      await expectNoAxeViolations(page, `${path} ${lang}`)
    }
  })
}

test('the news feed of each language is linked from the head and lists the articles', async ({ page, request }) => {
  await page.goto('/de/lexikon')
  const href = await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('href')
  expect(href).toBe('/de/feed.xml')
  const feed = await (await request.get(href!)).text()
  expect(feed.match(/<item>/g)).toHaveLength(articles.length)
  expect(feed).toContain(articles[0]!.text.de.title.replace(/&/g, '&amp;'))
})
