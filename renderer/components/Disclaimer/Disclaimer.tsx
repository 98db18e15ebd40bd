import { Info } from 'lucide-react'

export function Disclaimer({ text }: { text: string }) {
  return (
    <aside data-pagefind-ignore="all" className="mx-auto flex max-w-4xl gap-3 rounded-lg border border-border bg-muted px-5 py-4 text-sm leading-6 text-fg-muted">
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>{text}</p>
    </aside>
  )
}
