import { Search } from 'lucide-react'
import { useLang, useUi } from '../../PageContext'
import { localizePath } from '../../../core/url-rules'

/** The texts the search script shows, handed to it with the markup (it holds no text itself). */
export interface SearchLabels {
  loading: string
  results: string
  oneResult: string
  noResults: string
  failed: string
  kinds: Record<string, string>
}

/**
 * The search form with its live status and result list; renderer/components/Search/search.ts fills them.
 * Used in the header's dialog and on /suche. Nothing of the search runs before it is used.
 */
export function SearchPanel({ id, inline = false }: { id: string; inline?: boolean }) {
  const t = useUi().search
  const lang = useLang()
  const labels: SearchLabels = { loading: t.loading, results: t.results, oneResult: t.oneResult, noResults: t.noResults, failed: t.failed, kinds: t.kinds }
  return (
    <div data-search-panel={inline ? 'inline' : 'dialog'} data-labels={JSON.stringify(labels)} className="js-only">
      <form role="search" action={localizePath('/suche', lang)} method="get" data-search-form>
        <label htmlFor={`${id}-input`} className="block text-sm font-medium text-fg">
          {t.label}
        </label>
        <div className="relative mt-1">
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-fg-muted" />
          <input
            id={`${id}-input`}
            type="search"
            name="q"
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            placeholder={t.placeholder}
            aria-describedby={`${id}-status`}
            aria-controls={`${id}-results`}
            data-search-input
            className="block w-full rounded-md border border-border bg-bg py-2.5 pl-10 pr-3 text-base text-fg shadow-sm"
          />
        </div>
      </form>
      <p id={`${id}-status`} role="status" data-search-status className="mt-3 min-h-6 text-sm text-fg-muted" />
      <ol id={`${id}-results`} aria-label={t.dialogTitle} data-search-results className="mt-2 space-y-2" />
    </div>
  )
}
