/**
 * Site search with Pagefind, loaded only when a visitor opens it: the index of the page's
 * language (Pagefind picks it by <html lang>), ten results with their kind and a highlighted
 * excerpt, and a status line that screen readers announce.
 */
import type { SearchLabels } from './SearchPanel'

interface PagefindResult {
  url: string
  excerpt: string
  meta: { title?: string; kind?: string }
}
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>
  search(query: string): Promise<{ results: { data(): Promise<PagefindResult> }[] } | null>
}

let pagefind: Promise<Pagefind> | undefined

/** Pagefind's own module, from /pagefind/ (built with the site, never bundled into the page). */
function loadPagefind(): Promise<Pagefind> {
  const url = '/pagefind/pagefind.js'
  pagefind ??= (import(/* @vite-ignore */ url) as Promise<Pagefind>).then(async (module) => {
    await module.options({ excerptLength: 24 })
    return module
  })
  return pagefind
}

/** Pagefind's excerpt, keeping only its text and <mark> highlights (no other markup gets through). */
function excerptNodes(html: string): Node[] {
  const template = document.createElement('template')
  template.innerHTML = html
  return [...template.content.childNodes].map((node) => {
    if (node.nodeName === 'MARK') {
      const mark = document.createElement('mark')
      mark.textContent = node.textContent
      return mark
    }
    return document.createTextNode(node.textContent ?? '')
  })
}

/** Pagefind names a page by its folder ("/de/lexikon/oss/"); the site's URLs have no trailing slash. */
function siteUrl(url: string): string {
  const path = url.replace(/index\.html$/, '')
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

function resultItem(result: PagefindResult, labels: SearchLabels): HTMLLIElement {
  const item = document.createElement('li')
  const link = document.createElement('a')
  link.href = siteUrl(result.url)
  link.className = 'search-result'
  const head = document.createElement('span')
  head.className = 'search-result-head'
  const title = document.createElement('span')
  title.className = 'search-result-title'
  title.textContent = result.meta.title ?? link.pathname
  head.append(title)
  const kind = labels.kinds[result.meta.kind ?? '']
  if (kind) {
    const badge = document.createElement('span')
    badge.className = 'search-result-kind'
    badge.textContent = kind
    head.append(badge)
  }
  const excerpt = document.createElement('span')
  excerpt.className = 'search-result-excerpt'
  excerpt.append(...excerptNodes(result.excerpt))
  link.append(head, excerpt)
  item.append(link)
  return item
}

/**
 * Pagefind answers a word it does not know with its shortest known prefix ("xyzzy" finds "X"),
 * which reads like a wrong result. A result counts when a highlighted word shares a real prefix
 * with a query word: the whole word, or at least three letters and 60 % of it ("taxx" still
 * finds "tax", "chargee" "chargeable"). Words are split as the page's language splits them.
 */
function relevant(excerpt: string, query: string): boolean {
  const segmenter = new Intl.Segmenter(document.documentElement.lang, { granularity: 'word' })
  const words = [...segmenter.segment(query.toLowerCase())].filter((s) => s.isWordLike).map((s) => s.segment)
  const marked = [...excerpt.matchAll(/<mark>(.*?)<\/mark>/g)].map((m) => m[1]!.toLowerCase())
  return marked.some((word) =>
    words.some((term) => {
      let common = 0
      while (common < Math.min(word.length, term.length) && word[common] === term[common]) common++
      return common >= Math.min(term.length, Math.max(3, Math.ceil(term.length * 0.6)))
    }),
  )
}

/** Wires one search panel (the dialog's or the one on /suche); safe to call twice. */
export function attachSearch(panel: HTMLElement, initialQuery = ''): void {
  if (panel.dataset.attached) return
  panel.dataset.attached = 'true'
  const labels = JSON.parse(panel.dataset.labels ?? '{}') as SearchLabels
  const form = panel.querySelector<HTMLFormElement>('[data-search-form]')!
  const input = panel.querySelector<HTMLInputElement>('[data-search-input]')!
  const status = panel.querySelector<HTMLElement>('[data-search-status]')!
  const list = panel.querySelector<HTMLOListElement>('[data-search-results]')!
  let latest = 0
  let timer: ReturnType<typeof setTimeout> | undefined

  async function run(query: string): Promise<void> {
    const id = ++latest
    if (!query.trim()) {
      status.textContent = ''
      list.replaceChildren()
      return
    }
    status.textContent = labels.loading
    try {
      const search = await (await loadPagefind()).search(query)
      if (!search || id !== latest) return
      const loaded = await Promise.all(search.results.slice(0, 10).map((r) => r.data()))
      if (id !== latest) return
      const results = loaded.filter((r) => relevant(r.excerpt, query))
      list.replaceChildren(...results.map((r) => resultItem(r, labels)))
      const count = results.length < loaded.length ? results.length : search.results.length
      status.textContent = count === 0 ? labels.noResults.replace('{query}', query.trim()) : count === 1 ? labels.oneResult : labels.results.replace('{count}', String(count))
    } catch {
      if (id === latest) status.textContent = labels.failed
    }
  }

  input.addEventListener('input', () => {
    clearTimeout(timer)
    timer = setTimeout(() => void run(input.value), 150)
  })
  // Enter searches at once; the form never leaves the page while the script runs.
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    clearTimeout(timer)
    void run(input.value)
  })
  // What was typed while this module loaded (the dialog focuses its field at once) is searched too.
  if (initialQuery) input.value = initialQuery
  if (input.value.trim()) void run(input.value)
  void loadPagefind().catch(() => {
    status.textContent = labels.failed
  })
}
