import type { ReactNode } from 'react'
import type { Page } from '../../../content/types'
import { localize } from '../../../core/i18n'
import { useLang } from '../../PageContext'
import { CallToAction } from '../CallToAction/CallToAction'
import { Hero } from '../Hero/Hero'

/** Hero, the page's own sections, closing call to action: the frame of every content page. */
export function StandardPage({ page, children }: { page: Page; children?: ReactNode }) {
  const text = localize(page.text, useLang())
  return (
    <>
      <Hero hero={text.hero} />
      {children}
      <CallToAction cta={text.cta} href={page.ctaHref} />
    </>
  )
}
