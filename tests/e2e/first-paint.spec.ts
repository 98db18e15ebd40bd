import { expect, test, type Page } from '@playwright/test'
import { cumulativeLayoutShift } from './helpers'

// The first paint needs only the document: its stylesheet is inline (scripts/inline-stylesheet.ts),
// allowed by its hash in the CSP the server sends. Chromium enforces that policy, so a page
// whose inline style the policy does not allow reports a violation here and renders unstyled.

const pages = ['/', '/de', '/zh', '/kontakt', '/de/lexikon', '/zh/vat-quick-scan', '/fristenkalender']

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const violations: string[] = []
    Object.assign(window, { cspViolations: violations })
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`))
  })
})

for (const path of pages) {
  test(`${path}: styled from the document alone, no stylesheet request, no CSP violation, no layout shift`, async ({ page }) => {
    const stylesheets: string[] = []
    page.on('request', (request) => request.resourceType() === 'stylesheet' && stylesheets.push(request.url()))
    // Even with every stylesheet file unreachable the page is fully styled.
    await page.route('**/*.css', (route) => route.abort())
    await page.goto(path)
    await page.waitForLoadState('load')
    expect(stylesheets).toEqual([])
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([])
    await expect(page.locator('header').first()).toHaveCSS('position', 'sticky')
    await expect(page.locator('.skip-link')).not.toBeInViewport()
    expect(await cumulativeLayoutShift(page, 500)).toBe(0)
  })
}

test('dark mode: the stored theme is painted from the first frame, with the inline stylesheet', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'))
  await page.goto('/de', { waitUntil: 'commit' })
  await page.waitForSelector('body')
  const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)
  const light = await page.evaluate(() => {
    document.documentElement.classList.remove('dark')
    return getComputedStyle(document.documentElement).backgroundColor
  })
  expect(background).not.toBe(light)
})

/**
 * The scripts a page fetches until its load event, each with what started the fetch as Chromium's
 * network log tells it: "parser" for a script the document names, "script" for a module import.
 */
async function scriptsUntilLoad(page: Page, url: string): Promise<Map<string, string>> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Page.enable')
  const requests: { path: string; initiator: string; at: number }[] = []
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type === 'Script') requests.push({ path: new URL(event.request.url).pathname, initiator: event.initiator.type, at: event.timestamp })
  })
  // The load event on the same clock as the requests: the islands' code, preloaded at idle after it, is not counted.
  const loaded = new Promise<number>((resolve) => cdp.once('Page.loadEventFired', (event) => resolve(event.timestamp)))
  await page.goto(url, { waitUntil: 'load' })
  const loadAt = await loaded
  await cdp.detach()
  return new Map(requests.filter((request) => request.at < loadAt).map((request) => [request.path, request.initiator]))
}

// scripts/entry-preloads.ts: the modules a page's entry imports statically are named by the document
// itself, so they are fetched beside the entry rather than one import level after another.
for (const path of ['/', '/fristenkalender', '/termin', '/zh/ust-id-bestaetigung']) {
  test(`${path}: every module the entry imports is preloaded by the document, and nothing else`, async ({ page }) => {
    const withPreloads = await scriptsUntilLoad(page, path)
    // What the document itself names, read by the browser's own parser from the HTML as served (the
    // live page has more preloads by then: the islands' code, added at idle after load).
    const named = await page.evaluate(async () => {
      const served = new DOMParser().parseFromString(await (await fetch(location.href)).text(), 'text/html')
      const paths = (selector: string, attribute: string) => [...served.querySelectorAll(selector)].map((element) => new URL(element.getAttribute(attribute)!, location.href).pathname)
      return { entry: paths('script[type=module][src]', 'src'), preloaded: paths('link[rel=modulepreload]', 'href') }
    })
    const { entry, preloaded } = named
    expect(entry).toHaveLength(1)
    expect(preloaded.length).toBeGreaterThan(0)
    // A Web Worker's script (the booking page's arrival worker) is logged as started by "other"; it is no module of the page.
    const modules = (scripts: Map<string, string>) => [...scripts].filter(([, initiator]) => initiator !== 'other').map(([script, initiator]) => `${script} ${initiator}`).sort()
    // Every module the page fetched before load was started by the document itself, none by an import.
    expect(modules(withPreloads)).toEqual([...entry, ...preloaded].map((script) => `${script} parser`).sort())

    // The same page with the preloads taken out: the modules Chromium then finds by following the
    // imports (each started by a script) are exactly the ones the document preloads.
    await page.route((url) => url.pathname === path && url.search === '?without-preloads', async (route) => {
      const response = await route.fetch()
      await route.fulfill({ response, body: (await response.text()).replace(/<link rel="modulepreload"[^>]*>/g, '') })
    })
    const followed = await scriptsUntilLoad(page, `${path}?without-preloads`)
    followed.delete(entry[0]!)
    expect(modules(followed)).toEqual(preloaded.map((script) => `${script} script`).sort())
  })
}

/** The fonts Chromium drew a node's text with (the platform's faces, after every fallback). */
async function fontsDrawing(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument')
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
  await cdp.detach()
  return fonts.map((font) => font.familyName)
}

// renderer/styles.css: Chinese pages name the Chinese faces first, so the first layout finds the face
// for Chinese text at once and punctuation shared with Latin text takes its Chinese form; the other
// languages keep the Latin faces first.
test('Chinese pages are set in a Chinese face, their Latin letters too; German pages in a Latin face', async ({ page }) => {
  // The subtitle mixes Chinese and Latin letters ("通过BZSt或VIES确认…").
  await page.goto('/zh/ust-id-bestaetigung')
  const chinese = await fontsDrawing(page, 'h1 + p')
  expect(chinese.length).toBeGreaterThan(0)
  expect(chinese.filter((family) => !/CJK|PingFang|YaHei|Hiragino/.test(family)), `"${await page.locator('h1 + p').textContent()}" is drawn in ${chinese.join(', ')}`).toEqual([])
  await page.goto('/de/ust-id-bestaetigung')
  const german = await fontsDrawing(page, 'h1 + p')
  expect(german.length).toBeGreaterThan(0)
  expect(german.filter((family) => /CJK|PingFang|YaHei|Hiragino/.test(family))).toEqual([])
})
