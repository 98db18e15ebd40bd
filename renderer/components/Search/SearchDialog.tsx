import { ModalDialog } from '../ModalDialog/ModalDialog'
import { useUi } from '../../PageContext'
import { SearchPanel } from './SearchPanel'

/** The header's search, a modal <dialog>: focus stays inside, Escape closes, focus returns. */
export function SearchDialog() {
  const t = useUi().search
  return (
    <ModalDialog
      id="search-dialog"
      title={t.dialogTitle}
      closeLabel={t.close}
      className="search-dialog m-auto mt-[8vh] max-h-[84vh] w-[min(42rem,calc(100%-2rem))] overflow-y-auto rounded-xl border border-border bg-bg p-0 text-fg shadow-xl backdrop:bg-black/50"
    >
      <div className="px-4 py-4">
        <SearchPanel id="search-dialog" />
      </div>
    </ModalDialog>
  )
}
