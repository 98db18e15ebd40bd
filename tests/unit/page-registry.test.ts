// The page list (content/pages/index.ts) is the one place a page is added: each entry needs its
// content file and its layout (a Vike page), and no Vike page may exist without an entry.
import { existsSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { pageFile, sitePages } from '../../content/pages'

const root = new URL('../../', import.meta.url)
const routes = sitePages.map((page) => page.route)

/** Vike's static page folders: pages/<slug>/+Page.tsx or pages/<slug>/index/+Page.tsx; pages/index is "/". */
function vikeStaticRoutes(): string[] {
  return readdirSync(new URL('pages/', root), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_') && !entry.name.startsWith('@'))
    .filter((entry) => existsSync(new URL(`pages/${entry.name}/+Page.tsx`, root)) || existsSync(new URL(`pages/${entry.name}/index/+Page.tsx`, root)))
    .map((entry) => (entry.name === 'index' ? '/' : `/${entry.name}`))
}

describe('page list', () => {
  it('has a content file for every page, of the type its entry names', () => {
    for (const page of sitePages) expect(existsSync(new URL(pageFile(page.route), root)), pageFile(page.route)).toBe(true)
    expect(new Set(routes).size).toBe(routes.length)
  })

  it('has a Vike page for every entry and an entry for every Vike page', () => {
    expect(vikeStaticRoutes().sort()).toEqual([...routes].sort())
  })
})
