/**
 * The busy sign of a button while a request is under way: the arc of lucide's "loader-circle"
 * (Loader2, ISC licence) drawn as plain SVG, so an island that needs no other icon does not load
 * lucide-react's icon factory for it (1.7 KB gzip of /ust-id-bestaetigung's JS on first use).
 * Decorative: the button's text says what happens.
 */
export function Spinner({ className = 'size-5' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" className={`${className} animate-spin`}>
      <path d="M21 12a9 9 0 1 1-6.219-8.56" />
    </svg>
  )
}
