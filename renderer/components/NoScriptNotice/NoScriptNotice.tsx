import type { ReactNode } from 'react'

/**
 * What a page says in place of a feature that needs JavaScript: shown only when the browser runs
 * none (`no-js-only`), a titled region with an explanation and what to do instead.
 */
export function NoScriptNotice({ title, text, className = '', children }: { title: string; text: string; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby="no-script-title" className={`no-js-only ${className}`}>
      <h2 id="no-script-title" className="text-xl font-semibold text-fg">
        {title}
      </h2>
      <p className="mt-3 leading-7 text-fg-muted">{text}</p>
      {children}
    </section>
  )
}
