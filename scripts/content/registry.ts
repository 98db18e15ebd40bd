import { firm } from '../../content/firm'
import { pages } from '../../content/pages'
import { staticRoutes, type RoutePath } from '../../content/routes'
import { ui } from '../../content/ui'

/** A content file as the check sees it: where it lives, which type it must match, its data. */
export interface ContentFile {
  file: string
  /** Name of the exported type in content/types.ts that the file's data must satisfy. */
  type: string
  data: unknown
}

/** Page types other than the plain `ContentPage`. */
const pageTypes: Partial<Record<RoutePath, string>> = {
  '/': 'HomePage',
}

export function pageFile(route: RoutePath): string {
  return `content/pages/${route === '/' ? 'home' : route.slice(1)}.ts`
}

/** Every content file of the site. */
export function contentFiles(): ContentFile[] {
  return [
    { file: 'content/firm.ts', type: 'Firm', data: firm },
    { file: 'content/ui.ts', type: 'Ui', data: ui },
    ...staticRoutes.map((route) => ({ file: pageFile(route), type: pageTypes[route] ?? 'ContentPage', data: pages[route] })),
  ]
}

/** Every path an internal link may point to. */
export function knownPaths(): Set<string> {
  return new Set<string>(staticRoutes)
}
