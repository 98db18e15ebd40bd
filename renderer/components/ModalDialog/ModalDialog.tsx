import { X } from 'lucide-react'
import type { ReactNode } from 'react'

/**
 * A modal <dialog> with its title and close button: opened by an invoker button
 * (`commandfor={id} command="show-modal"`), closed by the button, Escape or a link inside
 * (renderer/client/dialogs.ts).
 */
export function ModalDialog({ id, title, closeLabel, className, children }: { id: string; title: string; closeLabel: string; className: string; children: ReactNode }) {
  return (
    <dialog id={id} aria-labelledby={`${id}-title`} className={className}>
      <div className="flex items-center justify-between border-b border-border px-4 py-3">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        <button type="button" commandfor={id} command="close" data-close-dialog className="rounded-md p-2 hover:bg-muted">
          <X aria-hidden="true" className="size-6" />
          <span className="sr-only">{closeLabel}</span>
        </button>
      </div>
      {children}
    </dialog>
  )
}
