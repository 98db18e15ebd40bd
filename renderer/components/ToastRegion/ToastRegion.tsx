import { X } from 'lucide-react'
import { format } from '../../../core/text'
import { useUi } from '../../PageContext'

/** Keyboard shortcut that moves focus to the notifications (SPEC.md §9). */
export const toastHotkey = 'F8'

/**
 * The notification area (renderer/components/ToastRegion/toast.ts fills it). It is a landmark that F8 focuses;
 * the list is a polite live region, so screen readers announce every toast.
 */
export function ToastRegion() {
  const t = useUi()
  return (
    <section
      data-toast-region
      aria-label={format(t.toast.regionLabel, { hotkey: toastHotkey })}
      tabIndex={-1}
      className="toast-region pointer-events-none fixed inset-x-0 top-0 z-50 flex flex-col items-end p-4 outline-none sm:top-auto sm:bottom-0"
    >
      <ol data-toast-list aria-live="polite" className="w-full max-w-sm" />
      <template data-toast-template>
        <li className="toast pointer-events-auto relative mb-2 flex w-full gap-3 rounded-lg border border-border bg-card p-4 pr-10 text-fg shadow-lg">
          <div>
            <p data-toast-title className="text-sm font-semibold" />
            <p data-toast-description className="mt-1 text-sm text-fg-muted" />
          </div>
          <button type="button" data-toast-close className="absolute right-2 top-2 rounded-md p-1 hover:bg-muted">
            <X aria-hidden="true" className="size-4" />
            <span className="sr-only">{t.toast.close}</span>
          </button>
        </li>
      </template>
    </section>
  )
}
