import { X } from 'lucide-react'
import { useUi } from '../PageContext'
import { SearchPanel } from './SearchPanel'

/** The header's search, a modal <dialog>: focus stays inside, Escape closes, focus returns. */
export function SearchDialog() {
  const t = useUi().search
  return (
    <dialog
      id="search-dialog"
      aria-labelledby="search-dialog-title"
      className="search-dialog m-auto mt-[8vh] max-h-[84vh] w-[min(42rem,calc(100%-2rem))] overflow-y-auto rounded-xl border border-border bg-bg p-0 text-fg shadow-xl backdrop:bg-black/50"
    >
      <div className="flex items-center justify-between border-b border-border px-4 py-3">
        <h2 id="search-dialog-title" className="text-lg font-semibold">
          {t.dialogTitle}
        </h2>
        <button type="button" commandfor="search-dialog" command="close" data-close-dialog className="rounded-md p-2 hover:bg-muted">
          <X aria-hidden="true" className="size-6" />
          <span className="sr-only">{t.close}</span>
        </button>
      </div>
      <div className="px-4 py-4">
        <SearchPanel id="search-dialog" />
      </div>
    </dialog>
  )
}
