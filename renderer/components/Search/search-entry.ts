import { searchModulePath } from './search-module'

type SearchModule = typeof import('./search')
const loadSearch = () => import(/* @vite-ignore */ searchModulePath) as Promise<SearchModule>

/**
 * The search entry points, a few lines on every page: the header's link opens the search dialog
 * instead of /suche, and /suche runs its own panel. The search itself (./search.ts and Pagefind)
 * loads only then, so a page that is only read loads no byte of it.
 */
function openDialog(dialog: HTMLDialogElement): void {
  dialog.showModal()
  dialog.querySelector<HTMLInputElement>('[data-search-input]')?.focus()
  const panel = dialog.querySelector<HTMLElement>('[data-search-panel]')
  if (panel) void loadSearch().then(({ attachSearch }) => attachSearch(panel))
}

export function initSearchEntry(): void {
  const dialog = document.getElementById('search-dialog')
  if (dialog instanceof HTMLDialogElement) {
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-search-open]')) {
      link.setAttribute('aria-haspopup', 'dialog')
      link.addEventListener('click', (event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        event.preventDefault()
        openDialog(dialog)
      })
    }
  }
  const inline = document.querySelector<HTMLElement>('[data-search-panel="inline"]')
  if (inline) {
    const query = new URLSearchParams(location.search).get('q') ?? ''
    void loadSearch().then(({ attachSearch }) => attachSearch(inline, query))
  }
}
