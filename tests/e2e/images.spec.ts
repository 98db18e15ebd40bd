// The About page's responsive portrait in Chromium: which file the browser picks for a phone and a
// desktop, that the page keeps its layout while the image loads, and how the local server serves
// the files. (The files themselves are decoded in tests/validators/images.test.ts.)
import { expect, test, type Page } from '@playwright/test'
import { cumulativeLayoutShift, languages, localizePath } from './helpers'

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'))
})

const portrait = 'main picture > img'
const loaded = (page: Page) => page.locator(portrait).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)

/** The widths a <source> of this type offers. */
async function offered(page: Page, type: string): Promise<number[]> {
  const srcset = await page.locator(`main picture source[type="${type}"]`).getAttribute('srcset')
  return (srcset ?? '').split(',').map((candidate) => Number(/(\d+)w\s*$/.exec(candidate)?.[1]))
}

const screens = [
  { name: 'phone, 390 px at 3×', use: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true } },
  { name: 'phone, 390 px at 1×', use: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true } },
  { name: 'desktop, 1280 px', use: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 } },
]

for (const screen of screens) {
  test.describe(screen.name, () => {
    test.use(screen.use)

    test('the browser picks an AVIF as wide as the layout needs, in every language', async ({ page }) => {
      const density = screen.use.deviceScaleFactor
      for (const lang of languages) {
        await page.goto(localizePath('/ueber-mich', lang))
        await expect.poll(() => loaded(page)).toBe(true)
        const picked = await page.locator(portrait).evaluate((img: HTMLImageElement) => ({ src: img.currentSrc, shown: img.getBoundingClientRect().width }))
        const match = /^\/assets\/images\/attorney-portrait-(\d+)w\.[0-9a-f]{12}\.avif$/.exec(new URL(picked.src).pathname)
        expect(match, `${lang}: ${picked.src}`).not.toBeNull()
        const width = Number(match![1])
        // Sharp on this screen (or the widest there is), and not a needlessly large file: the
        // next narrower one would have been too small (so `sizes` states the layout's width).
        const widths = await offered(page, 'image/avif')
        const needed = picked.shown * density
        expect(width >= needed || width === Math.max(...widths), `${lang}: ${width} w for ${needed} px`).toBe(true)
        const narrower = widths.filter((w) => w < width).at(-1)
        if (narrower) expect(narrower, `${lang}: ${narrower} w would have done for ${needed} px`).toBeLessThan(needed * 1.05)
      }
    })

    test('the portrait holds its place before it loads: nothing moves, cumulative layout shift 0', async ({ page }) => {
      // Hold back every image file until the page has been measured without it.
      let release!: () => void
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/assets/images/**', async (route) => {
        await held
        await route.continue()
      })
      await page.goto('/ueber-mich', { waitUntil: 'domcontentloaded' })
      // Laid out with the stylesheet (rounded corners are the portrait's own class).
      await page.waitForFunction((selector) => getComputedStyle(document.querySelector(selector)!).borderTopLeftRadius !== '0px', portrait)
      const measure = () =>
        page.evaluate((selector) => {
          const img = document.querySelector<HTMLImageElement>(selector)!
          const box = img.getBoundingClientRect()
          const next = document.querySelector('#profile-name')!.getBoundingClientRect()
          return { loaded: img.complete && img.naturalWidth > 0, box: [box.x, box.y, box.width, box.height], heading: [next.x, next.y], ratio: img.width / img.height, attributes: Number(img.getAttribute('width')) / Number(img.getAttribute('height')) }
        }, portrait)
      const before = await measure()
      expect(before.loaded).toBe(false)
      expect(before.box[3], 'the unloaded portrait already has its height').toBeGreaterThan(100)
      expect(before.ratio).toBeCloseTo(before.attributes, 2)
      release()
      await expect.poll(() => loaded(page)).toBe(true)
      const after = await measure()
      expect(after.box).toEqual(before.box)
      expect(after.heading).toEqual(before.heading)
      expect(await cumulativeLayoutShift(page, 300)).toBe(0)
    })
  })
}

test('the local server serves each file with its type; the hashed ones cached for a year, immutable', async ({ page, request }) => {
  await page.goto('/zh/ueber-mich')
  const sources = await page.locator('main picture source').evaluateAll((elements) => elements.map((e) => ({ type: e.getAttribute('type')!, srcset: e.getAttribute('srcset')! })))
  expect(sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp'])
  const magic: Record<string, (body: Buffer) => boolean> = {
    'image/avif': (body) => body.subarray(4, 12).toString('latin1') === 'ftypavif',
    'image/webp': (body) => body.subarray(0, 4).toString('latin1') === 'RIFF' && body.subarray(8, 12).toString('latin1') === 'WEBP',
  }
  for (const { type, srcset } of sources) {
    for (const candidate of srcset.split(',')) {
      const url = candidate.trim().split(/\s+/)[0]!
      const response = await request.get(url)
      expect(response.status(), url).toBe(200)
      expect(response.headers()['content-type'], url).toBe(type)
      expect(response.headers()['cache-control'], url).toBe('public, max-age=31536000, immutable')
      expect(magic[type]!(await response.body()), `${url} is ${type}`).toBe(true)
    }
  }
  // The fallback keeps its URL when the photo changes, so it is cached like the pages, not forever.
  const fallback = await page.locator(portrait).getAttribute('src')
  const response = await request.get(fallback!)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('image/jpeg')
  expect(response.headers()['cache-control']).toBe('public, max-age=300, must-revalidate')
  expect([...(await response.body()).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff])
})
