import { ArrowRight } from 'lucide-react'
import type { IconName } from '../../../content/types'
import { Icon } from '../Icon/Icon'
import { Link } from '../Link/Link'
import { ActionLabel } from '../ActionLabel/ActionLabel'

export function ServiceCard({
  icon,
  title,
  description,
  href,
  button,
}: {
  icon: IconName
  title: string
  description: string
  href: string
  button: string
}) {
  return (
    <article className="flex flex-col rounded-xl border border-border bg-card p-6 shadow-sm">
      <Icon name={icon} className="size-10 rounded-lg bg-muted p-2 text-primary" />
      <h3 className="mt-4 text-lg font-semibold text-fg">{title}</h3>
      <p className="mt-2 flex-1 leading-7 text-fg-muted">{description}</p>
      <Link href={href} className="btn btn-secondary mt-6 self-start">
        <ActionLabel action={button} target={title} />
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </article>
  )
}
