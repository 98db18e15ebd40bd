import type { RoutePath } from './pages'
import type { NavLabels } from './types'

export interface NavLink {
  label: keyof NavLabels
  href: RoutePath
}

export interface NavGroup {
  label: keyof NavLabels
  children: NavLink[]
}

/** Header navigation in the order of SPEC.md §2; the service entries sit in one dropdown. */
export const headerNavigation: (NavLink | NavGroup)[] = [
  { label: 'home', href: '/' },
  { label: 'registration', href: '/registrierung' },
  {
    label: 'services',
    children: [
      { label: 'vat', href: '/vat-beratung' },
      { label: 'ecommerce', href: '/ecommerce-steuerberatung' },
      { label: 'customs', href: '/zoll-beratung' },
      { label: 'excise', href: '/verbrauchsteuern' },
      { label: 'disputes', href: '/steuerstreit' },
    ],
  },
  { label: 'pricing', href: '/preise' },
  { label: 'tools', href: '/tools' },
  { label: 'glossary', href: '/lexikon' },
  { label: 'about', href: '/ueber-mich' },
  { label: 'contact', href: '/kontakt' },
]

/** Footer links of SPEC.md §2, labelled from ui.text.*.footer. */
export const footerLinks = [
  { label: 'trainings', href: '/trainings-workshops' },
  { label: 'imprint', href: '/impressum' },
  { label: 'privacy', href: '/datenschutz' },
  { label: 'terms', href: '/agb' },
  { label: 'tools', href: '/tools' },
] as const satisfies { label: string; href: RoutePath }[]
