/**
 * Where the built site serves the search UI (renderer/components/Search/search.ts): beside Pagefind's own
 * files, bundled by scripts/build-search-index.ts rather than by Vite. Vite would wrap the
 * opener's import() in its preload helper, 0.85 KB gzip on every page before anyone searches.
 */
export const searchModulePath = '/pagefind/site-search.js'
