import type { ReactNode } from 'react'
import type { Hero as HeroText } from '../../../content/types'

/** The opening block of every page; its h1 is the page's only h1. */
export function Hero({ hero, children }: { hero: HeroText; children?: ReactNode }) {
  return (
    <section className="hero bg-hero text-on-hero">
      <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6 md:py-24">
        <h1 className="text-balance text-3xl font-bold tracking-tight sm:text-5xl">{hero.title}</h1>
        {hero.subtitle && <p className="mt-4 text-pretty text-lg font-medium text-on-hero-muted sm:text-xl">{hero.subtitle}</p>}
        {hero.intro && <p className="mt-4 max-w-3xl text-pretty leading-7 text-on-hero-muted">{hero.intro}</p>}
        {children}
      </div>
    </section>
  )
}
