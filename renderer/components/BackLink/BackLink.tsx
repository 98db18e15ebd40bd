import { ArrowLeft } from 'lucide-react'
import { Link } from '../Link/Link'

/** "Back to tools" / "Back to the glossary": the way back from a tool or a detail page. */
export function BackLink({ href, label, variant = 'button' }: { href: string; label: string; variant?: 'button' | 'text' }) {
  return (
    <Link href={href} className={variant === 'button' ? 'btn btn-secondary' : 'link mt-12 inline-flex items-center gap-2 text-primary'}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Link>
  )
}
