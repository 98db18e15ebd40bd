import type { JSX } from 'react'
import type { Lang } from '../content/types'

declare global {
  namespace Vike {
    interface PageContext {
      Page?: () => JSX.Element
      /** The page's language, from the URL's prefix (pages/+onBeforeRoute.ts). */
      locale: Lang
    }
  }
}

export {}
