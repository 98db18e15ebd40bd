import { ArrowRight, Wrench } from 'lucide-react'
import type { ToolLink } from '../../../content/types'
import { localize } from '../../../core/i18n'
import { useLang } from '../../PageContext'
import { Link } from '../Link/Link'

/** A free tool of the site on the topic of the page (a glossary term, a service page): what it does and the way there. */
export function ToolCallout({ tool, id }: { tool: ToolLink; id: string }) {
  const text = localize(tool.text, useLang())
  return (
    <aside aria-labelledby={id} className="flex flex-col gap-4 rounded-xl border border-border bg-muted p-6 sm:flex-row sm:items-center">
      <Wrench aria-hidden="true" className="size-8 shrink-0 text-primary" />
      <div className="flex-1">
        <h2 id={id} className="text-lg font-semibold text-fg">{text.title}</h2>
        <p className="mt-1 leading-7 text-fg-muted">{text.text}</p>
      </div>
      <Link href={tool.href} className="btn btn-primary shrink-0">
        {text.button}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </aside>
  )
}
