import type { ReactNode } from 'react'

/** A titled page section; `muted` alternates the background between sections. */
export function Section({
  id,
  title,
  subtitle,
  muted = false,
  children,
}: {
  id: string
  title: string
  subtitle?: string
  muted?: boolean
  children: ReactNode
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={muted ? 'bg-muted' : undefined}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id={`${id}-title`} className="text-balance text-2xl font-bold tracking-tight text-fg sm:text-3xl">
          {title}
        </h2>
        {subtitle && <p className="mt-3 max-w-3xl text-pretty text-fg-muted">{subtitle}</p>}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  )
}
