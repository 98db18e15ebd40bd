/**
 * Every static route of SPEC.md §2, in English-first URL form (no language prefix).
 * Pages, navigation, sitemap, the content link check and the tests all read this list.
 */
export const staticRoutes = [
  '/',
  '/registrierung',
  '/vat-beratung',
  '/ecommerce-steuerberatung',
  '/zoll-beratung',
  '/verbrauchsteuern',
  '/steuerstreit',
  '/kaffeesteuer',
  '/luftverkehrsteuer',
  '/alkoholsteuer',
  '/tabaksteuer',
  '/trainings-workshops',
  '/preise',
  '/tools',
  '/fristenkalender',
  '/vat-quick-scan',
  '/ust-id-pruefer',
  '/lexikon',
  '/ueber-mich',
  '/kontakt',
  '/impressum',
  '/datenschutz',
  '/agb',
] as const

export type RoutePath = (typeof staticRoutes)[number]

/** Paths that answer with the home page (redirected to its canonical URL). */
export const homeAliases = ['/home'] as const
