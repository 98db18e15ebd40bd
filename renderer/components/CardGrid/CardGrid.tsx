import { ArrowRight } from 'lucide-react'
import type { CardText, IconName } from '../../../content/types'
import { Icon } from '../Icon/Icon'
import { Link } from '../Link/Link'
import { ActionLabel } from '../ActionLabel/ActionLabel'

export interface GridCard extends CardText {
  icon?: IconName
  /** With a link, the card ends in a button to it. */
  link?: { href: string; label: string }
}

/** The one card layout of the site: icon, title, text and an optional button. */
export function CardGrid({ cards, columns = 3, headingLevel = 3 }: { cards: GridCard[]; columns?: 2 | 3 | 4; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const grid = { 2: 'md:grid-cols-2', 3: 'md:grid-cols-2 lg:grid-cols-3', 4: 'md:grid-cols-2 lg:grid-cols-4' }[columns]
  return (
    <ul className={`grid gap-6 ${grid}`}>
      {cards.map((card) => (
        <li key={card.title} className="flex flex-col rounded-xl border border-border bg-card p-6 shadow-sm">
          {card.icon && <Icon name={card.icon} className="size-10 rounded-lg bg-muted p-2 text-primary" />}
          <Heading className={`${card.icon ? 'mt-4 ' : ''}text-lg font-semibold text-fg`}>{card.title}</Heading>
          <p className="mt-2 flex-1 leading-7 text-fg-muted">{card.description}</p>
          {card.link && (
            <Link href={card.link.href} className="btn btn-secondary mt-6 self-start">
              <ActionLabel action={card.link.label} target={card.title} />
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          )}
        </li>
      ))}
    </ul>
  )
}
