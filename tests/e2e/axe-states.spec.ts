import { expect, test } from '@playwright/test'
import { ui } from '../../content/ui'
import { localize } from '../../core/i18n'
import { colourRules, expectNoAxeViolations, languages, localizePath } from './helpers'

// axe on what a visitor opens, not only on pages as loaded: the desktop menus and the language
// menu, the mobile menu, the FAQ answers. (Toasts: contact.spec; search dialog: search.spec;
// result cards: vies.spec and tools.spec.)
for (const lang of languages) {
  const t = localize(ui.text, lang)

  test(`desktop menus open (${lang}): no axe violation`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(localizePath('/', lang))
    const menus = page.locator('header details[data-hover-dropdown]')
    const count = await menus.count()
    expect(count).toBeGreaterThan(1)
    await page.mouse.move(5, 800)
    for (let i = 0; i < count; i++) {
      // By keyboard, as a keyboard or screen-reader user opens them.
      await menus.nth(i).locator('summary').focus()
      await page.keyboard.press('Enter')
      await expect(menus.nth(i)).toHaveAttribute('open', '')
      await expect(menus.nth(i).locator('a').first()).toBeVisible()
      await expectNoAxeViolations(page, `${lang} desktop menu ${i + 1} open`)
      await page.keyboard.press('Escape')
      await expect(menus.nth(i)).not.toHaveAttribute('open', '')
    }
  })

  test(`mobile menu open (${lang}): no axe violation`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(localizePath('/', lang))
    await page.getByRole('button', { name: t.header.openMenu }).click()
    const menu = page.locator('dialog#mobile-menu')
    await expect(menu).toBeVisible()
    for (const group of await menu.locator('details > summary').all()) await group.click()
    await expect(menu.locator('details:not([open])')).toHaveCount(0)
    await expectNoAxeViolations(page, `${lang} mobile menu open`)
  })

  test(`an FAQ answer open (${lang}): no axe violation`, async ({ page }) => {
    await page.goto(localizePath('/', lang))
    const questions = page.locator('main details > summary')
    expect(await questions.count()).toBeGreaterThan(2)
    await questions.last().click()
    await expect(page.locator('main details[open]')).toHaveCount(1)
    await expectNoAxeViolations(page, `${lang} FAQ open`)
  })
}

test('the axe check can fail: two landmarks of one name, text without contrast, in one run; the dark scheme’s colour rules alone', async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>t</title></head><body>
    <nav aria-label="News"><a href="#a">a</a></nav><nav aria-label="News"><a href="#b">b</a></nav>
    <main><h1>t</h1><p style="color:#777;background:#888">faint</p></main></body></html>`)
  const failure = await expectNoAxeViolations(page, 'a careless page').then(() => '', (error: Error) => error.message)
  expect(failure).toContain('landmark-unique')
  expect(failure).toContain('color-contrast')
  const colours = await expectNoAxeViolations(page, 'a careless page', { only: colourRules }).then(() => '', (error: Error) => error.message)
  expect(colours).toContain('color-contrast')
  expect(colours).not.toContain('landmark-unique')
})
