import { ChevronDown } from 'lucide-react'
import type { FaqItem } from '../../../content/types'

/**
 * One item open at a time, the open one closes on click: native exclusive <details name="…">,
 * no JavaScript.
 */
export function FaqAccordion({ id, title, items }: { id: string; title: string; items: FaqItem[] }) {
  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{title}</h2>
      <div className="mt-8 divide-y divide-border rounded-lg border border-border bg-card">
        {items.map((item) => (
          <details key={item.question} name={id} className="faq-item group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-medium text-fg hover:text-primary">
              <span>{item.question}</span>
              <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
            </summary>
            <p className="px-5 pb-5 leading-7 text-fg-muted">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  )
}
