// The content model. Every user-visible string of the site is typed here and lives in content/.
// JSON Schemas in schemas/ are generated from these types (npm run schemas) and the build
// validates every content file against them (npm run content:check).

export type Lang = 'de' | 'en' | 'zh'

/** One value per language. German is the fallback wherever a value is missing at runtime. */
export interface Localized<T> {
  de: T
  en: T
  zh: T
}

/**
 * A visible text: never empty.
 * @minLength 1
 */
export type Text = string

/**
 * A meta description for search engines: at most 160 characters.
 * @minLength 1
 * @maxLength 160
 */
export type MetaDescription = string

/**
 * A link inside the site, without language prefix (the renderer adds /de or /zh).
 * @pattern ^/
 */
export type InternalHref = string

/**
 * A link that leaves the site.
 * @pattern ^https://
 */
export type ExternalUrl = string

/** Names of the icons the renderer knows (renderer/components/Icon.tsx). */
export type IconName =
  | 'receipt'
  | 'shopping-cart'
  | 'ship'
  | 'flask'
  | 'scale'
  | 'clock'
  | 'shield'
  | 'lightbulb'
  | 'globe'
  | 'file-text'
  | 'calculator'
  | 'graduation-cap'
  | 'search'
  | 'calendar'
  | 'clipboard-check'
  | 'coffee'
  | 'plane'
  | 'wine'
  | 'cigarette'
  | 'zap'
  | 'building'
  | 'users'
  | 'target'
  | 'rocket'
  | 'handshake'
  | 'landmark'
  | 'gavel'
  | 'package'

export interface PageMeta {
  /** The document title (the renderer appends the firm's short name). */
  title: Text
  description: MetaDescription
}

export interface Hero {
  title: Text
  subtitle?: Text
  intro?: Text
}

/** The closing call to action that every page ends with. */
export interface CallToActionText {
  title: Text
  subtitle: Text
  button: Text
}

export interface FaqItem {
  question: Text
  answer: Text
}

/** Texts of a page in one language. Page types extend it with their own sections. */
export interface PageText {
  meta: PageMeta
  hero: Hero
  cta: CallToActionText
}

/** A page: language-neutral data (links, icons, figures) outside, texts per language inside. */
export interface Page<T extends PageText = PageText> {
  /** Where the closing call to action leads: the contact page or the pricing page. */
  ctaHref: '/kontakt' | '/preise'
  text: Localized<T>
}

/** A page with hero and closing call to action only (schema name for the content check). */
export type ContentPage = Page<PageText>

// ---------------------------------------------------------------------------------------------
// Home

export interface ServiceCardText {
  title: Text
  description: Text
}

export interface HomeText extends PageText {
  hero: Hero & { primaryButton: Text; secondaryButton: Text }
  benefits: { title: Text; items: { title: Text; text: Text }[] }
  services: { title: Text; subtitle: Text; detailsButton: Text; cards: ServiceCardText[] }
  disclaimer: Text
  faq: { title: Text; items: FaqItem[] }
}

export interface HomePage extends Page<HomeText> {
  /** Icons of the three benefits, in order. */
  benefitIcons: IconName[]
  /** Icon and target of each service card, in the order of text.*.services.cards. */
  serviceCards: { icon: IconName; href: InternalHref }[]
}

// ---------------------------------------------------------------------------------------------
// Site chrome and shared strings

export interface NavLabels {
  home: Text
  registration: Text
  services: Text
  vat: Text
  ecommerce: Text
  customs: Text
  excise: Text
  disputes: Text
  pricing: Text
  tools: Text
  glossary: Text
  about: Text
  contact: Text
}

export interface UiText {
  skipLink: Text
  /** Accessible name of the main navigation. */
  mainNav: Text
  nav: NavLabels
  header: {
    homeLinkLabel: Text
    openMenu: Text
    closeMenu: Text
    mobileMenuTitle: Text
    language: Text
    darkMode: Text
    lightMode: Text
  }
  footer: {
    tagline: Text
    contactTitle: Text
    linksTitle: Text
    phoneLabel: Text
    emailLabel: Text
    profileLink: Text
    trainings: Text
    imprint: Text
    privacy: Text
    terms: Text
    tools: Text
    /** {year} and {firm} are replaced. */
    copyright: Text
  }
  cookieBanner: {
    title: Text
    text: Text
    accept: Text
    decline: Text
    privacyLink: Text
  }
  toast: {
    /** Accessible name of the notification area; {hotkey} is replaced by F8. */
    regionLabel: Text
    close: Text
  }
  notFound: PageText & { backHome: Text }
  /** The disclaimer used on many pages (SPEC.md §1). */
  disclaimer: Text
}

export interface Ui {
  /** Name of each language in its own language, for the language switch. */
  languageNames: Localized<Text>
  text: Localized<UiText>
}

// ---------------------------------------------------------------------------------------------
// Firm data

export interface Firm {
  /** Full name of the firm as used in the imprint and structured data. */
  name: Text
  /** Short name appended to page titles. */
  shortName: Text
  attorney: { name: Text; role: Localized<Text> }
  address: { street: Text; postalCode: Text; city: Text; region: Text; country: Localized<Text>; countryCode: 'DE' }
  /** Phone in E.164 form for tel: links, and as displayed. */
  phone: { e164: string; display: Text }
  email: Text
  /** Professional-network profile (opens in a new tab). */
  profileUrl: ExternalUrl
  profileName: Text
  chamber: Localized<Text>
  vatId: Text
  /** Public origin of the site, used for canonical URLs, hreflang and the sitemap. */
  siteUrl: ExternalUrl
  /** Structured data: price range as schema.org expects it. */
  priceRange: Text
  /** Structured data: the country the firm serves. */
  areaServed: Localized<Text>
  /** Year shown in the footer copyright. */
  copyrightYear: number
}
