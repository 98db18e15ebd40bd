// The non-HTML files of the build, each read by a parser nobody here wrote: robots.txt
// (robots-parser), sitemap.xml (sitemap), the RSS feeds (fast-xml-parser's validator and
// @rowanmanning/feed-parser), the calendar files (ical.js and the RFC 5545 line rules).
import { spawnSync } from 'node:child_process'
import { createReadStream, readFileSync } from 'node:fs'
import { parseFeed } from '@rowanmanning/feed-parser'
import { XMLValidator } from 'fast-xml-parser'
import ICAL from 'ical.js'
import robotsParser from 'robots-parser'
import { parseSitemap } from 'sitemap'
import { describe, expect, it } from 'vitest'
import { articles } from '../../content/articles'
import { firm } from '../../content/firm'
import { htmlLang, languages } from '../../content/languages'
import { calendarYears } from '../../core/deadlines'
import { localizePath, resolveRequest } from '../../core/url-rules'
import { readSiteManifest, siteRoot } from '../../scripts/site-manifest'

const manifest = readSiteManifest()
const read = (path: string) => readFileSync(`${siteRoot}${path.slice(1)}`, 'utf8')
const sitePath = (url: string) => {
  const parsed = new URL(url)
  expect(parsed.origin).toBe(firm.siteUrl)
  return parsed.pathname
}
const isServedPage = (path: string) => {
  const result = resolveRequest(path, {}, manifest)
  return result.kind === 'found' && result.key.endsWith('/index.html')
}

describe('robots.txt (robots-parser, Python’s urllib.robotparser)', () => {
  const robots = robotsParser(`${firm.siteUrl}/robots.txt`, read('/robots.txt'))

  it('keeps every crawler off the API and lets it read every page', () => {
    for (const agent of ['Googlebot', 'Bingbot', 'SomeBot/1.0']) {
      expect(robots.isDisallowed(`${firm.siteUrl}/api/send-contact-email`, agent)).toBe(true)
      expect(robots.isDisallowed(`${firm.siteUrl}/api/vies-vat-check`, agent)).toBe(true)
      for (const page of manifest.pages) expect(robots.isAllowed(`${firm.siteUrl}${localizePath(page, 'de')}`, agent), page).toBe(true)
    }
  })

  it('keeps crawlers off the API for a first-match parser too (CPython’s urllib.robotparser)', () => {
    const urls = ['/api/send-contact-email', '/api/vies-vat-check', '/', '/de/kontakt'].map((p) => `${firm.siteUrl}${p}`)
    const script = [
      'import json, sys, urllib.robotparser',
      'parser = urllib.robotparser.RobotFileParser()',
      'parser.parse(sys.stdin.read().splitlines())',
      `print(json.dumps([parser.can_fetch("SomeBot", url) for url in ${JSON.stringify(urls)}]))`,
    ].join('\n')
    const run = spawnSync('python3', ['-c', script], { input: read('/robots.txt'), encoding: 'utf8' })
    expect(run.stderr).toBe('')
    expect(JSON.parse(run.stdout)).toEqual([false, false, true, true])
  })

  it('names the sitemap', () => {
    expect(robots.getSitemaps()).toEqual([`${firm.siteUrl}/sitemap.xml`])
  })
})

describe('sitemap.xml (sitemap)', () => {
  it('lists every indexable page once per language, each with its alternates, and nothing else', async () => {
    const items = await parseSitemap(createReadStream(`${siteRoot}sitemap.xml`))
    const locs = items.map((item) => sitePath(item.url))
    expect(new Set(locs).size).toBe(locs.length)
    for (const loc of locs) expect(isServedPage(loc), loc).toBe(true)
    // Indexable: a page whose HTML names itself as canonical (not the form results, which are
    // noindex, nor the default calendar year's own page, which names /fristenkalender).
    const canonicalOf = (page: string) => /<link rel="canonical" href="([^"]+)"/.exec(read(`${localizePath(page, 'de')}/index.html`.replace(/^\/\//, '/')))?.[1]
    const indexable = manifest.pages.filter((p) => canonicalOf(p) === `${firm.siteUrl}${localizePath(p, 'de')}`)
    expect(indexable.length, "pages that name themselves canonical").toBeGreaterThan(50)
    expect(locs.sort()).toEqual(indexable.flatMap((p) => languages.map((l) => localizePath(p, l))).sort())
    for (const item of items) {
      expect(item.links.map((link) => link.lang).sort()).toEqual(['de', 'en', 'x-default', 'zh-Hans'])
      for (const link of item.links) expect(isServedPage(sitePath(link.url)), link.url).toBe(true)
    }
  })
})

describe('news feeds (fast-xml-parser, @rowanmanning/feed-parser)', () => {
  it.each(languages.map((lang) => [lang, localizePath('/feed.xml', lang)]))('%s: %s is well-formed RSS with every article in the language', (lang, path) => {
    const xml = read(path)
    expect(XMLValidator.validate(xml)).toBe(true)
    const feed = parseFeed(xml)
    expect(feed.meta.type).toBe('rss')
    expect(feed.language).toBe(htmlLang[lang as 'de'])
    expect(feed.items).toHaveLength(articles.length)
    for (const item of feed.items) {
      const path = sitePath(item.url!)
      expect(path.startsWith(localizePath('/artikel/', lang as 'de'))).toBe(true)
      expect(isServedPage(path), path).toBe(true)
      expect(item.title?.trim()).toBeTruthy()
      expect(item.description?.trim()).toBeTruthy()
      expect(item.published?.getTime()).toBe(Date.parse(articles.find((a) => path.endsWith(`/${a.id}`))!.date))
    }
  })
})

describe('deadline calendar files (ical.js, RFC 5545 §3.1)', () => {
  const icsFiles = manifest.files.filter((f) => f.endsWith('.ics'))

  it('are all there: every calendar year, every language, with and without the permanent extension', () => {
    expect(icsFiles).toHaveLength(calendarYears.length * languages.length * 2)
  })

  it.each(icsFiles)('%s: CRLF lines of at most 75 octets, parsed into 24 all-day events', (path) => {
    const text = read(path)
    const lines = text.split('\r\n')
    expect(lines.at(-1)).toBe('')
    for (const line of lines) {
      expect(line).not.toMatch(/[\r\n]/)
      expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75)
    }
    const calendar = new ICAL.Component(ICAL.parse(text))
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component))
    expect(events).toHaveLength(24)
    const uids = new Set(events.map((e) => e.uid))
    expect(uids.size).toBe(24)
    for (const event of events) {
      expect(event.summary.trim()).toBeTruthy()
      expect(event.startDate.isDate).toBe(true)
      expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(24 * 3600 * 1000)
    }
    // A fold inside a multi-octet character would decode as U+FFFD.
    expect(text).not.toContain('\ufffd')
  })
})
