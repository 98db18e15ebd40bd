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

/** Names of the icons the renderer knows (renderer/components/Icon/Icon.tsx). */
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
  ctaHref: '/kontakt' | '/preise' | '/termin'
  text: Localized<T>
}

/** A page with hero and closing call to action only (schema name for the content check). */
export type ContentPage = Page<PageText>

/**
 * Every kind of page by its type name, which is also its JSON Schema name: a page's entry in
 * content/pages/index.ts names one, and its content must be of that type.
 */
export interface PageTypes {
  ContentPage: ContentPage
  HomePage: HomePage
  ServicePage: ServicePage
  CustomsPage: CustomsPage
  ExciseOverviewPage: ExciseOverviewPage
  ExciseDetailPage: ExciseDetailPage
  RegistrationPage: RegistrationPage
  TrainingsPage: TrainingsPage
  PricingPage: PricingPage
  ToolsPage: ToolsPage
  AboutPage: AboutPage
  ContactPage: ContactPage
  VatCheckerPage: VatCheckerPage
  QualifiedCheckPage: QualifiedCheckPage
  EInvoiceCheckerPage: EInvoiceCheckerPage
  BookingPage: BookingPage
  DeadlineCalendarPage: DeadlineCalendarPage
  QuickScanPage: QuickScanPage
  LegalPage: LegalPage
  SearchPage: SearchPage
  VatRatesPage: VatRatesPage
  VatReportPage: VatReportPage
}

/** One page of the site: its route (SPEC.md §2), the type of its content, and the content. */
export interface SitePage<Route extends string = string, Type extends keyof PageTypes = keyof PageTypes> {
  route: Route
  type: Type
  content: PageTypes[Type]
  /** false for a page search engines should not list (noindex, not in the sitemap): /suche. */
  indexable?: false
  /** The section its share card names, where the page's type does not say it (/lexikon). */
  section?: ShareCardSection
}

/** An item of a page with its icon and its own texts in every language. */
export interface IconCard<T> {
  icon: IconName
  text: Localized<T>
}

/** An icon card that leads to a page of the site. */
export interface LinkedIconCard<T> extends IconCard<T> {
  href: InternalHref
}

// ---------------------------------------------------------------------------------------------
// Home

export interface ServiceCardText {
  title: Text
  description: Text
}

export interface HomeText extends PageText {
  hero: Hero & { primaryButton: Text; secondaryButton: Text }
  /** The title above the benefits (the items are HomePage.benefits). */
  benefits: { title: Text }
  /** The section above the service cards (the cards are HomePage.serviceCards). */
  services: { title: Text; subtitle: Text; detailsButton: Text }
  disclaimer: Text
  faq: { title: Text; items: FaqItem[] }
}

export interface HomePage extends Page<HomeText> {
  /** The benefits, in order, each with its icon. */
  benefits: IconCard<{ title: Text; text: Text }>[]
  /** The service cards, in order, each with its icon and the page it leads to. */
  serviceCards: LinkedIconCard<ServiceCardText>[]
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

/** Reasons the no-JavaScript contact form can fail, each with its own result page. */
export type ContactFailureReason = 'missing-fields' | 'invalid-email' | 'too-long' | 'send-failed'

/** Texts of the contact form (one component for every instance) and its result pages. */
export interface ContactFormText {
  nameLabel: Text
  emailLabel: Text
  messageLabel: Text
  submit: Text
  sending: Text
  /** Label of the hidden anti-spam field (never shown to people). */
  honeypotLabel: Text
  /** "{link}" is replaced by the link to the privacy policy. */
  privacyNote: Text
  privacyLink: Text
  /** SPEC.md §5: shown when a field is empty. */
  requiredNotice: Text
  success: { title: Text; text: Text }
  failure: { title: Text; text: Text }
  /** Messages for the server's validation codes the browser cannot catch itself. */
  invalidEmail: Text
  tooLong: Text
  /** Result pages of the form without JavaScript. */
  sentPage: { meta: PageMeta; title: Text; text: Text; backHome: Text }
  errorPage: { meta: PageMeta; title: Text; hint: Text; backToForm: Text; reasons: Record<ContactFailureReason, Text> }
}

/** The not-found view of a glossary term or an article (SPEC.md §8). */
export interface NotFoundText {
  title: Text
  text: Text
  button: Text
}

export interface UiText {
  skipLink: Text
  /** Under the legal texts; {date} is the month and year of their current version. */
  legalRevised: Text
  /** Shown beside the firm's data while it is the repository's sample data (core/sample-data.ts). */
  sampleDataNotice: Text
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
  /** Site search (the header's dialog and /suche). */
  search: {
    /** The header entry's accessible name. */
    open: Text
    dialogTitle: Text
    label: Text
    placeholder: Text
    close: Text
    loading: Text
    /** {count} results; announced to screen readers. */
    results: Text
    /** One result. */
    oneResult: Text
    /** {query} is the visitor's query. */
    noResults: Text
    failed: Text
    /** Result kinds, shown beside each result. */
    kinds: { service: Text; tool: Text; term: Text; article: Text; page: Text }
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
  /**
   * Price wording; {amount} is replaced by the formatted amount, {min} and {max} by a range's.
   * `withVat` and `net` name the total price (emphasised, § 3 (1), (3) PAngV) and the net amount
   * beside it on a package card, {rate} being the standard VAT rate (content/facts.ts);
   * `totalAndNet` is how a text states a price ({gross}, {net}, {rate}). Beside every price list
   * stand `vatNote` and `foreignNote` ({rate}): when German VAT is not charged (§ 3a UStG).
   */
  price: { fixed: Text; from: Text; range: Text; onRequest: Text; net: Text; withVat: Text; totalAndNet: Text; vatNote: Text; foreignNote: Text }
  /** {minutes} is replaced by a number. */
  minutes: Text
  /** Accessible name of the breadcrumb trail. */
  breadcrumb: Text
  /** Hint for screen readers on links that open in a new tab. */
  newTab: Text
  contactForm: ContactFormText
  glossary: {
    /** Appended to a term's page title: "<term> – Lexikon". */
    termTitleSuffix: Text
    termsTitle: Text
    termsSubtitle: Text
    explainTerm: Text
    relatedTerms: Text
    backToGlossary: Text
    notFound: NotFoundText
  }
  news: {
    /** Appended to an article's page title: "<title> – Aktuelles". */
    articleTitleSuffix: Text
    title: Text
    subtitle: Text
    readArticle: Text
    previous: Text
    next: Text
    /** {index} and {count} are replaced: "2 of 5". */
    slideLabel: Text
    /** Name of the article carousel (a region), distinct from its section's heading. */
    carouselLabel: Text
    publishedOn: Text
    backToOverview: Text
    /** Title of the RSS feed; {firm} is replaced. */
    feedTitle: Text
    notFound: NotFoundText
  }
  /** The disclaimer used on many pages (SPEC.md §1). */
  disclaimer: Text
  shareCard: ShareCardText
}

/** The share images of the pages (scripts/share-cards): what they say besides a page's title. */
export interface ShareCardText {
  /** The section of the site a page belongs to, shown above its title. */
  sections: { home: Text; services: Text; pricing: Text; tools: Text; glossary: Text; news: Text; firm: Text; contact: Text; legal: Text }
}
export type ShareCardSection = keyof ShareCardText['sections']

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
  attorney: {
    name: Text
    role: Localized<Text>
    /**
     * Portrait on the About page and image of the structured data: `/images/<name>.jpg`, made by
     * the build from the one source file content/images/<name>.jpg (with AVIF and WebP in several
     * widths; scripts/images/). Its size and alt text come from the file and the page's content.
     */
    photo: { src: InternalHref }
  }
  address: { street: Text; postalCode: Text; city: Text; region: Text; country: Localized<Text>; countryCode: 'DE' }
  /** Phone in E.164 form for tel: links, and as displayed. */
  phone: { e164: string; display: Text }
  email: Text
  /** Professional-network profile (opens in a new tab). */
  profileUrl: ExternalUrl
  profileName: Text
  chamber: Localized<Text>
  chamberAddress: Text
  /** Professional title and the state where it was conferred (imprint, § 5 DDG). */
  professionalTitle: Localized<Text>
  titleConferredIn: Localized<Text>
  /** Professional liability insurance (§ 51 BRAO): insurer, its address, territorial scope. */
  liabilityInsurance: { insurer: Text; address: Text; scope: Localized<Text> }
  /** The data-protection supervisory authority competent for the firm's seat. */
  dataProtectionAuthority: { name: Localized<Text>; address: Text }
  vatId: Text
  /**
   * The video service for calls, as the privacy policy names it: the software, who operates it
   * for the firm (company and address), where its servers stand. The operator processes the data
   * under an Art. 28 GDPR agreement, which must be in place. `thirdCountryTransfer` is null when no
   * personal data leaves the EU and the EEA; otherwise the country and the basis of the transfer
   * (an adequacy decision under Art. 45 GDPR, or the safeguards of Art. 46 GDPR).
   */
  meetingService: {
    software: Text
    operator: { name: Text; address: Text }
    serverLocation: Localized<Text>
    processingAgreement: true
    thirdCountryTransfer: null | { country: Localized<Text>; basis: Localized<Text> }
  }
  /** Public origin of the site, used for canonical URLs, hreflang and the sitemap. */
  siteUrl: ExternalUrl
  /** Structured data: the country the firm serves. */
  areaServed: Localized<Text>
}

// ---------------------------------------------------------------------------------------------
// Shared building blocks of the content pages

/** A card: a title and one to three sentences. */
export interface CardText {
  title: Text
  description: Text
}

export interface FaqSection {
  title: Text
  items: FaqItem[]
}

/**
 * A net price in EUR (SPEC.md §9's amounts); the total price consumers pay is derived from it and
 * the VAT rate (core/prices.ts) and shown first (§ 3 (1), (3) PAngV), the net amount beside it.
 */
export type Price =
  | { kind: 'fixed'; amount: number }
  | { kind: 'from'; amount: number }
  | { kind: 'range'; min: number; max: number }
  | { kind: 'onRequest' }

/** A consulting package (SPEC.md §3 "Package", §9). */
export interface PackageOffer {
  id: string
  price: Price
  text: Localized<{
    name: Text
    /** Duration or scope line, e.g. "1 hour", "fixed fee", "up to 5 core risks". */
    duration: Text
    features: Text[]
  }>
}

/** All packages of the firm (content/packages.ts). */
export type PackageList = PackageOffer[]

/** A block of running text: a paragraph or a bullet list. */
export type TextBlock = { type: 'paragraph'; text: Text } | { type: 'list'; items: Text[] }

// ---------------------------------------------------------------------------------------------
// Service pages: VAT consulting, e-commerce, customs, tax disputes

export interface ServicePageText extends PageText {
  /** The section above the service cards (the cards are the page's `services`). */
  services: { title: Text; subtitle: Text }
  faq: FaqSection
}

export interface ServicePage extends Page<ServicePageText> {
  /** The service cards, in order. */
  services: IconCard<CardText>[]
  /** A free tool of the site on the page's topic, shown below the service cards. */
  tool?: ToolLink
}

export interface CustomsPageText extends ServicePageText {
  /** The packages block with its button to /preise. */
  packages: { title: Text; text: Text; button: Text }
}

export interface CustomsPage extends Page<CustomsPageText> {
  services: IconCard<CardText>[]
  /** Packages shown in the packages block (ids from content/packages.ts). */
  packageIds: string[]
}

// ---------------------------------------------------------------------------------------------
// Excise duties

export interface ExciseOverviewText extends PageText {
  /** The section above the category cards (the cards are the page's `categories`). */
  categories: { title: Text; subtitle: Text; learnMore: Text }
}

export interface ExciseOverviewPage extends Page<ExciseOverviewText> {
  /** The category cards, in order, each with the page its learn-more link leads to. */
  categories: LinkedIconCard<CardText>[]
}

export interface ExciseDetailText extends PageText {
  topics: { title: Text; items: Text[] }
  package: { title: Text; button: Text }
  faq: FaqSection
  disclaimer: Text
}

export interface ExciseDetailPage extends Page<ExciseDetailText> {
  /** The package offered on the page (id from content/packages.ts). */
  packageId: string
}

// ---------------------------------------------------------------------------------------------
// VAT registration landing page

export interface RegistrationText extends PageText {
  /** The title above the service cards (the cards are the page's `services`). */
  services: { title: Text }
  positioning: { title: Text; text: Text; points: Text[] }
  /** The closing call to action has a call link and the profile link besides the button. */
  contactOptions: { callLabel: Text; profileLabel: Text; newTabHint: Text }
}

export interface RegistrationPage extends Page<RegistrationText> {
  services: IconCard<CardText>[]
}

// ---------------------------------------------------------------------------------------------
// Trainings and workshops

export interface TrainingsText extends PageText {
  formats: { title: Text; items: CardText[] }
  /** The table head of the modules (the modules are TrainingsPage.modules). */
  modules: { title: Text; durationLabel: Text; targetLabel: Text }
  /** The live workshops' price, with {price:workshopPerPerson} (content/packages.ts). */
  priceLine: Text
  request: { title: Text; text: Text }
  disclaimer: Text
}

export interface TrainingsPage extends Page<TrainingsText> {
  /** The training modules, in order, each with its duration in minutes. */
  modules: { minutes: number; text: Localized<{ title: Text; target: Text }> }[]
}

// ---------------------------------------------------------------------------------------------
// Pricing

export interface PricingText extends PageText {
  /** The general hourly rate, with {price:hourlyRate} (content/packages.ts). */
  hourlyRate: Text
  packages: { title: Text; button: Text; quoteButton: Text }
}

export interface PricingPage extends Page<PricingText> {
  /** The eight package cards, in order (ids from content/packages.ts). */
  packageIds: string[]
}

// ---------------------------------------------------------------------------------------------
// E-invoice checker (/e-rechnung-pruefer): the page, its widget, the business terms and the rules

/** A link to one of the site's free tools, shown beside a topic (a glossary term, a service page). */
export interface ToolLink {
  href: InternalHref
  text: Localized<{ title: Text; text: Text; button: Text }>
}

/** A finding's consequence class (core/einvoice/report.ts), most serious first. */
export interface EInvoiceConsequenceText {
  title: Text
  /** What the class means for the invoice under § 14 UStG and the BMF letter. */
  text: Text
}

/** A profile or CIUS the checker detects (core/einvoice/profiles.ts), named and explained. */
export interface EInvoiceProfileText {
  name: Text
  text: Text
}

/**
 * The checker's texts (renderer/islands/EInvoiceChecker/): the file choice, the verdict, the report's
 * headings and labels, the consequence classes, the profiles, every input error of the engine.
 * Placeholders: {name} (a file), {count}, {limit} (megabytes), {root} (an XML root element),
 * {attachment}, {stated}, {computed}.
 */
export interface EInvoiceCheckerText {
  fileLabel: Text
  fileHint: Text
  dropHint: Text
  /** Said while the engine loads and checks. */
  checking: Text
  /** The status line once a file is done: {name}. */
  checked: Text
  showIds: Text
  resultsTitle: Text
  clear: Text
  verdicts: {
    valid: { title: Text; text: Text }
    invalid: { title: Text; text: Text }
    formatError: { title: Text; text: Text }
    notInvoice: { title: Text; text: Text }
    refused: { title: Text; text: Text }
  }
  summary: { syntax: Text; document: Text; profile: Text; container: Text; ruleSets: Text; findings: Text; specification: Text }
  documents: { invoice: Text; creditNote: Text }
  containers: { xml: Text; pdf: Text }
  /** Per profile id of the engine. */
  profiles: {
    'xrechnung-3.0': EInvoiceProfileText
    'xrechnung-3.0-extension': EInvoiceProfileText
    'xrechnung-3.0-cvd': EInvoiceProfileText
    'xrechnung-other-version': EInvoiceProfileText
    en16931: EInvoiceProfileText
    'peppol-bis-billing-3': EInvoiceProfileText
    'factur-x-minimum': EInvoiceProfileText
    'factur-x-basic-wl': EInvoiceProfileText
    'factur-x-basic': EInvoiceProfileText
    'factur-x-en16931': EInvoiceProfileText
    'factur-x-extended': EInvoiceProfileText
    unknown: EInvoiceProfileText
    missing: EInvoiceProfileText
  }
  findingsTitle: Text
  noFindings: Text
  consequences: {
    format: EInvoiceConsequenceText
    /** A fatal rule of the syntax bindings (UBL-SR/-DT, CII-SR/-DT, PEPPOL-EN16931-R008): possibly a format error. */
    syntax: EInvoiceConsequenceText
    'mandatory-content': EInvoiceConsequenceText
    rule: EInvoiceConsequenceText
    warning: EInvoiceConsequenceText
  }
  severities: { fatal: Text; warning: Text; information: Text }
  sources: { EN16931: Text; XRechnung: Text; Peppol: Text; FeRD: Text; site: Text }
  finding: {
    terms: Text
    path: Text
    /** {count} places in the file. */
    places: Text
    official: Text
    explanation: Text
    fix: Text
    stated: Text
    computed: Text
    /** § 14 (4) UStG items the rule protects: the label before the list. */
    ustg: Text
    /** Shown when no explanation exists for a rule (a rule of a newer release). */
    noExplanation: Text
  }
  /** The items of § 14 (4) sentence 1 UStG, by number (1–10). */
  ustgItems: Text[]
  invoiceTitle: Text
  sections: {
    document: Text
    seller: Text
    buyer: Text
    payee: Text
    taxRepresentative: Text
    delivery: Text
    period: Text
    references: Text
    precedingInvoices: Text
    lines: Text
    allowancesCharges: Text
    vatBreakdown: Text
    totals: Text
    payment: Text
    notes: Text
    attachments: Text
  }
  columns: {
    line: Text
    item: Text
    quantity: Text
    price: Text
    vat: Text
    netAmount: Text
    kind: Text
    reason: Text
    amount: Text
    category: Text
    rate: Text
    taxable: Text
    tax: Text
    term: Text
    stated: Text
    computed: Text
  }
  allowance: Text
  charge: Text
  /** Beside a figure the file states differently from the recomputation. */
  differs: Text
  /** Above the totals: they were recomputed exactly. */
  recomputedNote: Text
  /** A figure the file does not state. */
  notStated: Text
  /** VAT category codes (UNTDID 5305 as EN 16931 uses it), invoice type codes (UNTDID 1001), payment means (UNTDID 4461). */
  vatCategories: { S: Text; Z: Text; E: Text; AE: Text; K: Text; G: Text; O: Text; L: Text; M: Text; B: Text }
  typeCodes: { '326': Text; '380': Text; '381': Text; '384': Text; '389': Text; '875': Text; '876': Text; '877': Text }
  paymentMeans: { '1': Text; '10': Text; '30': Text; '31': Text; '42': Text; '48': Text; '49': Text; '54': Text; '55': Text; '57': Text; '58': Text; '59': Text; '68': Text; '97': Text; ZZZ: Text }
  actions: { downloadJson: Text; print: Text }
  errorTitle: Text
  /** Per input error of the engine: {limit} in MB for too-large, {limit} levels for too-deep, {root} for other-xml. */
  errors: {
    empty: Text
    'too-large': Text
    encoding: Text
    'not-xml': Text
    /** {line} and {column}: where the file stops being XML. */
    'not-well-formed': Text
    /** After the sentence of `otherFormats` that names what the file is instead. */
    'other-format': Text
    truncated: Text
    'dtd-forbidden': Text
    'too-deep': Text
    'other-xml': Text
    'pdf-without-invoice': Text
    'pdf-encrypted': Text
    'pdf-damaged': Text
    /** {limit} in MB: the invoice attached to a PDF unpacks to more. */
    'pdf-xml-too-large': Text
    'pdf-zugferd-1': Text
    /** The browser could not read the file at all. */
    unreadable: Text
    /** The checker's code could not be loaded (connection lost): not the file's fault; offered with `retry`. */
    'load-failed': Text
  }
  /** What a file that is neither XML nor PDF is, told by its first bytes (the engine's OtherFormat). */
  otherFormats: { png: Text; jpeg: Text; gif: Text; tiff: Text; zip: Text; html: Text }
  /** The button beside 'load-failed'. */
  retry: Text
}

export interface EInvoiceCheckerPageText extends PageText {
  checker: EInvoiceCheckerText
  privacy: { title: Text; text: Text }
  /** Shown without JavaScript: the check runs on the visitor's own device and needs it. */
  noScript: { title: Text; text: Text }
  howItWorks: { title: Text; steps: Text[] }
  /** What is checked and what is not; {en16931} and {xrechnung} are the rule sets' versions. */
  scope: { title: Text; checkedTitle: Text; checked: Text[]; notCheckedTitle: Text; notChecked: Text[]; versions: Text }
  legal: { title: Text; paragraphs: Text[] }
  /** The call to book the free first assessment (/termin) and to write (/kontakt). */
  help: { title: Text; text: Text; book: Text; contact: Text }
  disclaimer: Text
  back: Text
}

export type EInvoiceCheckerPage = Page<EInvoiceCheckerPageText>

/**
 * The e-invoice checker's report as a bookkeeper uses it (content/einvoice/report.ts, loaded with the
 * checker's code): the bottom line of each verdict, what the screen reader hears, the printout's
 * record of the check, the downloads and the names of the units of measure.
 */
export interface EInvoiceReportText {
  /**
   * The bottom line first: what to do with the invoice, from the gravest consequence class found.
   * book: no finding or notes only; bookRuleErrors: business rule errors only; correctionMandatory: a
   * mandatory detail; correctionSyntax: a possible format error; eInvoiceMissing: not an e-invoice
   * (format); unreadable: the file could not be read; notChecked: the checker's code could not be loaded
   * (the connection, not the file).
   */
  bottomLine: {
    book: { title: Text; text: Text }
    bookRuleErrors: { title: Text; text: Text }
    correctionMandatory: { title: Text; text: Text }
    correctionSyntax: { title: Text; text: Text }
    eInvoiceMissing: { title: Text; text: Text }
    unreadable: { title: Text; text: Text }
    notChecked: { title: Text; text: Text }
  }
  /** The label before the bottom line. */
  bottomLineLabel: Text
  /** The status a screen reader announces once a file is checked: {name}, {outcome} (the bottom line's title). */
  announced: Text
  /** Announced after the results were removed. */
  cleared: Text
  /** The record of the check, on screen and in print. */
  record: { title: Text; checkedAt: Text; ruleSets: Text; fileName: Text; sha256: Text; sha256Missing: Text }
  downloads: {
    title: Text
    /** Save the XML file as chosen. */
    xml: Text
    /** Save the invoice XML embedded in a PDF: {attachment}. */
    xmlFromPdf: Text
    /** Save an attachment (BT-125) embedded in the invoice: {name}. */
    attachment: Text
    /** Said beside the downloads: nothing is uploaded. */
    local: Text
    /** A file embedded in a PDF that unpacks to more than {limit} MB: {name}. */
    tooLarge: Text
    /** A file embedded in a PDF that cannot be unpacked: {name}. */
    damaged: Text
  }
  /**
   * Names of the commonly used units of measure (UN/ECE Recommendation 20 and 21, BT-130/BT-150), by
   * code, in the forms the language's plural rules choose (Intl.PluralRules: "one" or "other"); a code
   * not named here shows as the code.
   */
  units: Record<string, EInvoiceUnitName>
}

/** The report's texts in every language (content/einvoice/report.ts). */
export type EInvoiceReportTexts = Localized<EInvoiceReportText>

/** A unit's name after a quantity: "1 Stunde", "3 Stunden". */
export interface EInvoiceUnitName {
  one: Text
  other: Text
}

/** The name of one business term or group of EN 16931 (BT-n, BG-n) in each language. */
export type EInvoiceTermLabels = Record<string, Localized<Text>>

/**
 * A text tree as the e-invoice checker's page loads it: each localised text only in the page's
 * language, and in German where that is missing (core/einvoice-texts.ts `inLanguage`).
 */
export type InOneLanguage<T> = T extends Localized<EInvoiceRuleText> ? Partial<Localized<EInvoiceRuleText>> : T extends Localized<Text> ? Partial<Localized<Text>> : { [K in keyof T]: InOneLanguage<T[K]> }

/** What a rule means in plain words and how to put it right. */
export interface EInvoiceRuleText {
  explanation: Text
  fix: Text
}

/**
 * The explanations of the rules the checker knows (core/einvoice-texts.ts reads them): one per rule,
 * or one per kind where rules differ only in the element or category they name. Placeholders:
 * {terms} (the business terms of the finding), {element} (the XML element), {category} (a VAT category).
 */
/** The prefixes of Peppol BIS Billing's national rules (DE-R-*, SE-R-*, …). */
export type PeppolCountry = 'DE' | 'DK' | 'GR' | 'IS' | 'IT' | 'NL' | 'NO' | 'SE'

export interface EInvoiceRuleTexts {
  /** By official rule id (BR-01, BR-CO-10, BR-DE-15, PEPPOL-EN16931-R010, SITE-PROFILE-01, …). */
  rules: Record<string, Localized<EInvoiceRuleText>>
  /** BR-DEC-*: too many decimals in {terms}. */
  decimals: Localized<EInvoiceRuleText>
  /**
   * The VAT category rules (BR-S, -Z, -E, -AE, -IC, -G, -O, -AF, -AG), by their number and, where the
   * categories differ, the kind of category.
   */
  vatCategory: {
    breakdownMissing: Localized<EInvoiceRuleText>
    sellerIdMissing: Localized<EInvoiceRuleText>
    /** Intra-Community supplies (BR-IC-02 … 04): both VAT IDs (§ 14a (3) UStG). */
    sellerAndBuyerIdMissing: Localized<EInvoiceRuleText>
    /** Reverse charge (BR-AE-02 … 04): an identifier of each side; both VAT IDs only in § 14a (1) cases, not under § 14a (5) UStG. */
    reverseChargeIdMissing: Localized<EInvoiceRuleText>
    sellerIdPresent: Localized<EInvoiceRuleText>
    rateNotZero: Localized<EInvoiceRuleText>
    rateNotPositive: Localized<EInvoiceRuleText>
    rateNegative: Localized<EInvoiceRuleText>
    ratePresent: Localized<EInvoiceRuleText>
    taxableAmount: Localized<EInvoiceRuleText>
    taxAmountNotZero: Localized<EInvoiceRuleText>
    taxAmountWrong: Localized<EInvoiceRuleText>
    exemptionMissing: Localized<EInvoiceRuleText>
    /** Not subject to VAT (BR-O-10): EN 16931 asks for a reason, the UStG does not. */
    outOfScopeReasonMissing: Localized<EInvoiceRuleText>
    exemptionPresent: Localized<EInvoiceRuleText>
  }
  /** Syntax rules, one text per kind, naming the {element}. */
  syntax: { 'UBL-CR': Localized<EInvoiceRuleText>; 'UBL-SR': Localized<EInvoiceRuleText>; 'UBL-DT': Localized<EInvoiceRuleText>; 'CII-SR': Localized<EInvoiceRuleText>; 'CII-DT': Localized<EInvoiceRuleText> }
  /**
   * Peppol BIS Billing's rules that share a text: the national rules of a country (DE-R-*, SE-R-*, …,
   * naming the {country}), the identifier checks (PEPPOL-COMMON-R04x/R050, naming the {element}), its code
   * lists (PEPPOL-EN16931-CL*, naming the {terms}) and its exemption reason checks (P0104 … P0111).
   */
  peppol: {
    national: Localized<EInvoiceRuleText>
    identifier: Localized<EInvoiceRuleText>
    codeList: Localized<EInvoiceRuleText>
    exemption: Localized<EInvoiceRuleText>
    /** The countries whose national rules Peppol's Schematron states, by the prefix of the rule ids (GR for Greece). */
    countries: Record<PeppolCountry, Localized<string>>
  }
}

// ---------------------------------------------------------------------------------------------
// Search: the page behind the header's search entry

export interface SearchText extends PageText {
  /** Shown without JavaScript, which the search needs: what to use instead. */
  noScript: { title: Text; text: Text; glossary: Text; news: Text; sitemap: Text }
}

export type SearchPage = Page<SearchText>

// ---------------------------------------------------------------------------------------------
// Tools

export type ToolsText = PageText

export interface ToolsPage extends Page<ToolsText> {
  /** The tool cards, in order: id, target, icon and texts. */
  tools: (LinkedIconCard<{ title: Text; description: Text; cta: Text }> & { id: string })[]
}

// ---------------------------------------------------------------------------------------------
// About

export interface AboutText extends PageText {
  photoAlt: Text
  intro: Text[]
  /** The title above the values (the values are AboutPage.values). */
  values: { title: Text }
}

export interface AboutPage extends Page<AboutText> {
  values: IconCard<CardText>[]
}

// ---------------------------------------------------------------------------------------------
// VAT ID validator

export interface VatCheckerText {
  countryLabel: Text
  countryPlaceholder: Text
  numberLabel: Text
  numberPlaceholder: Text
  submit: Text
  checking: Text
  resultTitle: Text
  valid: Text
  invalid: Text
  errorTitle: Text
  /** SPEC.md §8: the text of every failed check. */
  errorText: Text
  /** One extra line where the VIES code tells the visitor something useful. */
  hints: { unavailable: Text; checkInput: Text }
  queriedLabel: Text
  nameLabel: Text
  addressLabel: Text
  requestDateLabel: Text
  consultationLabel: Text
  notAvailable: Text
  print: Text
}

/** One outcome of the qualified confirmation: what it means, and what to do about the supply. */
export interface QualifiedOutcomeText {
  title: Text
  meaning: Text
  action: Text
}

/**
 * The qualified VAT ID confirmation (core/qualified-check-api.ts): the form's fields, both routes,
 * every outcome and every result of a comparison in plain words, with the German terms the
 * BZSt uses. Placeholders: {validFrom}, {validUntil}, {service}, {period} (a sentence of `periods`).
 */
export interface QualifiedCheckText {
  requesterLabel: Text
  requesterHint: Text
  countryLabel: Text
  countryPlaceholder: Text
  /** The requested country Northern Ireland, beside the member states: "Nordirland (XI)". */
  northernIreland: Text
  /** Whether and by whom VAT IDs with the prefix XI can be confirmed. */
  xiNote: Text
  numberLabel: Text
  companyNameLabel: Text
  streetLabel: Text
  postcodeLabel: Text
  cityLabel: Text
  optional: Text
  /**
   * The required declaration: `label` is the statement the visitor confirms (recorded in the signed
   * receipt word for word), `note` says in whose name the query is made.
   */
  declaration: { label: Text; note: Text }
  submit: Text
  checking: Text
  services: { evatr: Text; vies: Text }
  /** Per outcome; the keys are core/qualified-check-api.ts's outcomes. */
  outcomes: {
    valid: QualifiedOutcomeText
    validNotQualified: QualifiedOutcomeText
    validSpecialCase: QualifiedOutcomeText
    notYetValid: QualifiedOutcomeText
    noLongerValid: QualifiedOutcomeText
    notAssigned: QualifiedOutcomeText
    notValid: QualifiedOutcomeText
    malformed: QualifiedOutcomeText
    requesterRefused: QualifiedOutcomeText
    missingFields: QualifiedOutcomeText
    sessionLimit: QualifiedOutcomeText
    faultyCall: QualifiedOutcomeText
    unavailable: QualifiedOutcomeText
    /** The answer names another VAT ID (or requester) than was asked: no verdict. */
    otherNumber: QualifiedOutcomeText
    /** The answer contradicts itself (HTTP status against status code, a field given twice): no verdict. */
    contradictory: QualifiedOutcomeText
    /** A status code the BZSt's list does not know ({status}): no verdict. */
    unknownStatus: QualifiedOutcomeText
  }
  /**
   * The {period} of "not yet valid" and "no longer valid", by which dates the BZSt sent
   * (core/service-dates.ts validityPeriod): never a sentence with an empty date.
   */
  periods: {
    notYetValid: { both: Text; fromOnly: Text; untilOnly: Text; none: Text }
    noLongerValid: { both: Text; fromOnly: Text; untilOnly: Text; none: Text }
  }
  /** What serves as evidence on each route, shown with every result that has one. */
  evidence: { evatr: Text; vies: Text }
  /**
   * Shown above the result when VIES answered instead of the BZSt: the BZSt refused a Northern
   * Ireland number (XI) with its status code ({status}) or could not answer it (issue 38 C3).
   */
  bzstFirst: { refused: Text; unavailable: Text }
  /** Per detail compared: the label with the BZSt's German term. */
  fields: { companyName: Text; street: Text; postcode: Text; city: Text }
  /** How a detail compared (both routes; the page shows the BZSt's value as received beside it on the eVatR route). */
  matches: {
    match: { label: Text; text: Text }
    noMatch: { label: Text; text: Text }
    notRequested: { label: Text; text: Text }
    notSupplied: { label: Text; text: Text }
    notReceived: { label: Text; text: Text }
  }
  /** Why a result needs a closer look (core/qualified-check-api.ts attentionOf): a heading and one sentence per reason. */
  attention: { title: Text; noMatch: Text; notReceived: Text; noConsultationNumber: Text; serviceTimeMissing: Text; serviceTimeFar: Text }
  referenceLabel: { evatr: Text; vies: Text }
  /** The service's time as it wrote it; `serviceTimeMissing` where it wrote none. */
  requestedAtLabel: Text
  serviceTimeMissing: Text
  /** When the answer reached the site, by the site's clock. */
  receivedAtLabel: Text
  proofNote: Text
  /** Above the comparison table: the detail, how it compared, the BZSt's value. */
  comparisonHeadings: { field: Text; result: Text; code: Text }
  downloadReceipt: Text
  /**
   * The evidence as PDF, made by the function: its download button, its title per route (the VIES
   * route's is no qualified confirmation), headings, the label of an optional detail left empty,
   * the signature and how to verify it ({page}, {keyUrl}), and the foot of each page ({index} of {total}).
   */
  receipt: {
    download: Text
    title: { evatr: Text; vies: Text }
    generatedAt: Text
    service: Text
    requester: Text
    request: Text
    result: Text
    status: Text
    noStatus: Text
    record: Text
    notGiven: Text
    declaration: Text
    signature: Text
    keyId: Text
    signatureValue: Text
    answerHash: Text
    /** When the site signed the receipt (the signed JSON's `signedAt`). */
    signedAt: Text
    /** The attached signed JSON: its heading, its file name's label and its SHA-256's label. */
    attachment: Text
    attachmentName: Text
    attachmentHash: Text
    /** {file}: the attachment's name, {page}: the verifier's page, {keyUrl}: the key list. */
    verifyHow: Text
    page: Text
  }
  /**
   * Checking a downloaded receipt (the JSON, or the PDF with the JSON attached) in the browser
   * against the site's published keys: the file never leaves the device. `valid` ({signedAt})
   * says what the signature proves, `proves` and `notProves` what it does and does not; the route
   * (a § 18e confirmation by the BZSt or a VIES query, which is none), the signed details and
   * comparisons follow; a PDF's verdict says that its visible text is not itself signed.
   */
  verify: {
    title: Text
    intro: Text
    fileLabel: Text
    checking: Text
    valid: Text
    proves: Text
    notProves: Text
    route: { evatr: Text; vies: Text }
    /** Labels of the signed details: the request ({vatId}, {requesterVatId} in `requestValue`), outcome, times, reference. */
    request: Text
    requestValue: Text
    outcome: Text
    signedAt: Text
    serviceTime: Text
    receivedAt: Text
    comparison: Text
    pdf: { attachment: Text; printedNotSigned: Text; noAttachment: Text }
    altered: Text
    outsideKeyPeriod: Text
    foreign: Text
    unreadable: Text
    keyUnavailable: Text
    needsJavaScript: Text
  }
  /** Shown as soon as a member state is picked that its service reports as not answering: {country}. */
  memberStateUnavailable: Text
  /** Shown when VIES reports itself unavailable as a whole (a global outage), on either route. */
  viesUnavailable: Text
  errorTitle: Text
  errors: {
    invalidRequester: Text
    requesterMalformed: Text
    /** A German requester number whose check digit does not fit (checked before anything is sent). */
    requesterCheckDigit: Text
    germanForGerman: Text
    requesterIsRequested: Text
    declarationMissing: Text
    invalidVatNumber: Text
    missingFields: Text
    tooLong: Text
    rateLimited: Text
    failed: Text
  }
}

export interface VatCheckerPageText extends PageText {
  checker: VatCheckerText
  /** The way to the qualified confirmation (/ust-id-bestaetigung). */
  qualifiedLink: { text: Text; link: Text }
  disclaimer: Text
  back: Text
}

/**
 * The list check (core/qualified-batch.ts): a CSV read in the browser (core/customer-list.ts), its
 * columns proposed and shown with a preview for correction, each row a single check. Placeholders:
 * {max} rows, {perMinute}, {encoding}, {row}/{first} spreadsheet rows, {count}, {done}/{total}
 * rows, {minutes} left, {time} of day, {reason} (one of `reasons`), {error} (the function's code),
 * {field} (a detail's label).
 */
export interface QualifiedBatchText {
  title: Text
  intro: Text
  /** Shown without JavaScript: the list is read in the browser. */
  needsJavaScript: Text
  fileLabel: Text
  fileHint: Text
  /**
   * The encoding the file was read in (core/csv-encoding.ts): the choice's label, what was found
   * ({encoding}), and each encoding's name.
   */
  encoding: {
    label: Text
    read: Text
    names: { 'utf-8': Text; 'utf-16le': Text; 'utf-16be': Text; 'windows-1252': Text; 'iso-8859-15': Text }
  }
  /** Where the customers were found: below headings in row {row}, or from row {first} without headings. */
  found: { withHeadings: Text; withoutHeadings: Text }
  columnsTitle: Text
  columnsHint: Text
  /** The column choice's labels (core/list-columns.ts); `none` where the list has no such column. */
  columns: { vatId: Text; vatCountry: Text; companyName: Text; street: Text; postcode: Text; city: Text; none: Text }
  /** The first rows as they would be sent, before the start: the caption ({count}), the column with what happens to each row. */
  preview: { caption: Text; request: Text; send: Text }
  start: Text
  pause: Text
  resume: Text
  retry: Text
  download: Text
  /** The ZIP of every answered row's signed receipt with the result CSV (core/qualified-batch-receipts.ts). */
  downloadReceipts: Text
  /**
   * A run kept in the browser (IndexedDB) after a reload: what is kept ({time}, {done}, {total},
   * {requesterVatId}), that it stays on the device, and the buttons to continue it or discard it.
   */
  saved: { found: Text; note: Text; resume: Text; discard: Text }
  /** {done} of {total} rows, and what is left at the server's pace. */
  progress: Text
  /** The time left, by the plural category of {minutes} in the page's language (Intl.PluralRules: German and English one/other, Chinese other only). */
  remaining: { one: Text; other: Text }
  paused: Text
  finished: Text
  /** The list waits ({time}, {row}): the site's limit per minute, or a repeat the BZSt asks to space. */
  waits: { rateLimit: Text; repeat: Text }
  /** The list stopped asking by itself. */
  holds: { noAnswer: Text; requesterRefused: Text }
  /** Counts during and after a run: {count} each. */
  summary: { valid: Text; attention: Text; tryLater: Text; notSent: Text }
  /** The rows' table: headings and the states of rows without an answer ({reason}). */
  table: { caption: Text; row: Text; vatId: Text; result: Text }
  states: { waiting: Text; noAnswer: Text; notSent: Text }
  /** Why a row was not sent (core/qualified-batch.ts NotSentReason). */
  reasons: { noVatId: Text; notVatId: Text; germanForGerman: Text; ownNumber: Text; noName: Text; nameIsNumber: Text; noCity: Text; tooLong: Text; unreadable: Text; refused: Text }
  /** What a row's result means, in the table and the CSV. */
  verdicts: { valid: Text; attention: Text; tryLater: Text; notSent: Text }
  /**
   * The result CSV's own column headings and values; the requester, the VAT ID asked, the service,
   * its status code and times are headed with the form's labels. {field} in `sentDetail`, `match`
   * and `code`.
   */
  csv: {
    row: Text
    sentDetail: Text
    services: { evatr: Text; vies: Text }
    sent: Text
    yes: Text
    no: Text
    reason: Text
    outcome: Text
    verdict: Text
    match: Text
    code: Text
    validFrom: Text
    validUntil: Text
    reference: Text
  }
  errors: { noFile: Text; unreadable: Text; noRows: Text; tooManyRows: Text; tooLarge: Text; noVatColumn: Text; noNameColumn: Text; noCityColumn: Text }
}

export interface QualifiedCheckPageText extends PageText {
  form: QualifiedCheckText
  batch: QualifiedBatchText
  disclaimer: Text
  back: Text
  /** Beside the single check's form and the list check: where the privacy policy explains them; {link} is the link. */
  privacyNotes: { single: Text; list: Text; link: Text }
}

export type QualifiedCheckPage = Page<QualifiedCheckPageText>

export type VatCheckerPage = Page<VatCheckerPageText>

// ---------------------------------------------------------------------------------------------
// Contact

export interface ContactPageText extends PageText {
  /** `address` labels the office address (§ 27 BRAO: a lawyer keeps an office); `visits` says how to meet there. */
  info: { title: Text; phone: Text; email: Text; address: Text; visits: Text }
  /** The way to the booking page (/termin) beside the form. */
  booking: { title: Text; text: Text; button: Text }
  form: { title: Text }
  disclaimer: Text
}

export type ContactPage = Page<ContactPageText>

// ---------------------------------------------------------------------------------------------
// Legal pages: imprint, privacy policy, terms

/**
 * One section of a legal text in the articles' restricted Markdown: a "## " heading first, then
 * paragraphs and "- " lists. Placeholders such as {firmName} are filled from content/firm.ts
 * (renderer/legal.ts).
 * @minLength 1
 */
export type LegalSection = Markdown

export interface LegalText extends PageText {
  /** The numbered sections, the same number in every language. */
  sections: LegalSection[]
  /**
   * The privacy policy's sentence on third-country transfers by the video service, filled in as
   * {meetingTransfer} (renderer/legal.ts): `none` while firm.meetingService.thirdCountryTransfer is
   * null, else `transfer` with its {country} and {basis}.
   */
  meetingTransfer?: { none: Text; transfer: Text }
}

export interface LegalPage extends Page<LegalText> {
  /** The day the current version of the text took effect; shown under it ("Stand: November 2026"). */
  revised: IsoDate
}

// ---------------------------------------------------------------------------------------------
// Glossary and news

export interface GlossaryTerm {
  /**
   * Slug of the term page: /lexikon/{id}.
   * @pattern ^[a-z0-9]+(-[a-z0-9]+)*$
   */
  id: string
  /** Ids of related terms; each is linked from the term page. */
  related: string[]
  text: Localized<{ title: Text; definition: Text }>
  /** A free tool of the site on the term's topic, linked from the term's page. */
  tool?: ToolLink
}

export type Glossary = GlossaryTerm[]

/**
 * Markdown limited to the article block model: "## " headings, paragraphs and "- " bullet
 * lists. Anything else fails the build (core/markdown.ts).
 * @minLength 1
 */
export type Markdown = string

/**
 * A calendar date in ISO form.
 * @pattern ^\d{4}-\d{2}-\d{2}$
 */
export type IsoDate = string

export interface Article {
  /**
   * Slug of the article page: /artikel/{id}.
   * @pattern ^[a-z0-9]+(-[a-z0-9]+)*$
   */
  id: string
  date: IsoDate
  text: Localized<{ title: Text; teaser: Text; body: Markdown }>
}

// ---------------------------------------------------------------------------------------------
// Deadline calendar

export interface DeadlineCalendarText extends PageText {
  /** {year} in meta, hero and caption is replaced by the calendar's year. */
  caption: Text
  columns: { period: Text; uva: Text; zm: Text }
  extension: { legend: Text; standard: Text; extended: Text }
  note: Text
  yearsLabel: Text
  download: Text
  downloadExtended: Text
  print: Text
  back: Text
  /** Texts of the iCalendar events; {period} is the reporting month. */
  ics: { calendarName: Text; uvaTitle: Text; uvaExtendedTitle: Text; zmTitle: Text; description: Text }
}

export type DeadlineCalendarPage = Page<DeadlineCalendarText>

// ---------------------------------------------------------------------------------------------
// VAT quick scan

export type QuickScanAnswer = 'yes' | 'no' | 'unsure'
export type QuickScanRating = 'green' | 'yellow' | 'red'

export interface QuickScanText extends PageText {
  answers: Record<QuickScanAnswer, Text>
  /** {answered} and {total} are replaced. */
  progress: Text
  result: {
    title: Text
    /** {score} and {total} are replaced. */
    scoreLine: Text
    ratings: Record<QuickScanRating, { title: Text; text: Text }>
    riskCategoriesTitle: Text
    noRiskCategories: Text
    cta: Text
    print: Text
    /** Summary placed into the contact form; {rating}, {score}, {total}, {categories} are replaced. */
    contactSummary: Text
  }
  disclaimer: Text
  back: Text
  /** Shown instead of a silent form when the browser runs no JavaScript (the scan runs in the browser). */
  noScript: { title: Text; text: Text; contactLink: Text }
}

/** A category of the quick scan: its letter, its title and its yes/no questions. */
export interface QuickScanCategory {
  /** The letter shown before the title (A–E). */
  id: string
  text: Localized<{ title: Text; questions: Text[] }>
}

export interface QuickScanPage extends Page<QuickScanText> {
  /** The categories in order (SPEC.md §9: A–E with 4, 3, 2, 3 and 3 questions). */
  categories: QuickScanCategory[]
}

// ---------------------------------------------------------------------------------------------
// Termbase: one term per concept and language (content/termbase.ts)

export interface TermbaseEntry {
  /** Short name of the concept, e.g. "limitation-period-for-assessment". */
  concept: string
  /**
   * The German term as it appears in German texts (matched as a part of words, so compounds and
   * inflected forms count). A German text that uses it must use `en` and `zh` in its translations.
   */
  de: string
  /**
   * Further German forms of the term that do not contain `de` (an inflected adjective: "ersten
   * Einschätzung" beside "erste Einschätzung"), matched like it.
   */
  deForms?: string[]
  /** The English term (matched case-insensitively; a plural "s"/"es" after it counts). */
  en: string
  /** The Chinese term. */
  zh: string
  /** Variants that must not appear in a language's texts, whatever the German says. */
  avoid?: { de?: string[]; en?: string[]; zh?: string[] }
  /**
   * Which translations must use the term where the German does (default both). Leave a language
   * out where the term is rightly paraphrased (e.g. a verb form in Chinese), or use [] for a
   * concept that only lists variants to avoid.
   */
  require?: ('en' | 'zh')[]
  /** Why the term was chosen, where it is not obvious. */
  note?: string
}

export interface Termbase {
  terms: TermbaseEntry[]
  /**
   * Words English titles may capitalise after their first word (names, places, institutions),
   * beside acronyms; all other title words are in lower case (sentence case).
   */
  properNouns: string[]
}

// ---------------------------------------------------------------------------------------------
// Facts: the legal figures the texts state (content/facts.ts)

export interface Fact {
  /** The figure as the law states it, in `unit`. */
  value: number
  /** What the figure counts, e.g. "EUR/kg", "EUR/hl", "%", "EUR", "ct". */
  unit: string
  /** The legal source, e.g. "§ 2 Abs. 1 KaffeeStG". */
  source: string
  /** The day from which the figure applies, where it was verified. */
  validFrom?: IsoDate
  /** The last day it applied, for a figure the texts state as history. */
  validUntil?: IsoDate
  /** The day someone last checked the figure against the law; pages state it as "as of". */
  reviewed: IsoDate
  /** false while the figure could not be verified against the law (the content check warns). */
  verified: boolean
  /** Where it was checked, and anything an editor should know. */
  note?: string
  /**
   * The words each language states this figure with, right beside it ("EUR/kg Röstkaffee",
   * "/kg roasted coffee", "烘焙咖啡每公斤"). The content check reads the figure next to them and
   * fails when it is another number than this fact's, or this number written out instead of
   * {fact:name}.
   */
  statedWith?: { de: string[]; en: string[]; zh: string[] }
}

/**
 * Facts by name. Texts refer to one as {fact:name} (the figure in the page language's number
 * format) and {asOf:name} (the month and year of its review).
 */
export type Facts = Record<string, Fact>

// ---------------------------------------------------------------------------------------------
// Booking the free initial call (content/booking.ts)

/**
 * A time of day on the firm's clock, "HH:MM".
 * @pattern ^([01]\d|2[0-3]):[0-5]\d$
 */
export type ClockTime = string

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7

/** The German regions whose public holidays the holiday library knows ('BUND': nationwide ones only). */
export type HolidayRegion = 'BW' | 'BY' | 'BE' | 'BB' | 'HB' | 'HE' | 'HH' | 'MV' | 'NI' | 'NW' | 'RP' | 'SL' | 'SN' | 'ST' | 'SH' | 'TH' | 'BUND'

/** When the free initial call can be booked. Times are on the firm's clock (Europe/Berlin). */
export interface BookingAvailability {
  /**
   * Length of the call in minutes.
   * @minimum 5
   * @maximum 240
   */
  callMinutes: number
  /**
   * Free minutes kept after each call and around each of the firm's own appointments.
   * @minimum 0
   * @maximum 120
   */
  bufferMinutes: number
  /**
   * How many hours ahead a call must be booked at the least.
   * @minimum 0
   */
  minimumNoticeHours: number
  /**
   * How many days ahead calls can be booked.
   * @minimum 1
   * @maximum 90
   */
  horizonDays: number
  /** The weekly hours: on each listed weekday, calls start from `from` and end by `to`. */
  weeklyHours: { weekday: IsoWeekday; from: ClockTime; to: ClockTime }[]
  /** Public holidays of this region are closed (the firm's office: Taunusstein, Hessen). */
  holidayRegion: HolidayRegion
  /** The firm's own closed days, each range with its first and last day. */
  closures: { from: IsoDate; to: IsoDate }[]
  /** How the call takes place; the video link comes from the configuration. */
  channels: ('phone' | 'video')[]
}

/** A time zone a visitor can pick on the booking page (IANA name); the visitor's own is added in the browser. */
export type TimeZoneName = string

/** The booking form (/termin): its two steps, the answers and the errors. Placeholders in braces. */
export interface BookingFormText {
  zoneLabel: Text
  zoneHint: Text
  showSlots: Text
  loadingSlots: Text
  slotsLegend: Text
  /** A slot's label beside the visitor's time: "{time} in Berlin". */
  firmTime: Text
  /** No free time in the horizon: {days}. */
  noSlots: Text
  channelLegend: Text
  channels: { phone: Text; video: Text }
  /** In which languages the call is held (German or English, SPEC.md §1). */
  callLanguages: Text
  nameLabel: Text
  emailLabel: Text
  phoneLabel: Text
  phoneHint: Text
  /** The conflict check before the call (§ 43a (4) BRAO): its legend and why it is asked. */
  conflictLegend: Text
  conflictHint: Text
  companyLabel: Text
  /** Optional, only for a dispute: the tax office or other party on the other side. */
  opposingPartyLabel: Text
  intakeLegend: Text
  intake: { marketplaces: Text; storageCountries: Text; vatIds: Text }
  intakeHint: Text
  /** Beside the intake fields: no confidential details before the call. */
  confidentialHint: Text
  honeypotLabel: Text
  /** With {link}: the privacy policy, whose link text is privacyLink. */
  privacyNote: Text
  privacyLink: Text
  submit: Text
  submitting: Text
  requiredNotice: Text
  success: { title: Text; text: Text; mailHint: Text }
  /** The call's time in a sentence: "{date}, {time} ({zone}) – {firmTime} in Berlin". */
  when: Text
  /** The same for a visitor whose zone is the firm's: "{date}, {time} ({zone})". */
  whenInFirmZone: Text
  errorTitle: Text
  errors: {
    /** On the grid but booked meanwhile (HTTP 409). */
    slotTaken: Text
    /** No slot the firm offers: off the grid, a closed day, too soon or beyond the horizon (HTTP 400). */
    slotNotOffered: Text
    openBooking: Text
    calendarUnavailable: Text
    /** A booking or a move could not be checked against a fresh read of the firm's calendar in time: nothing was booked or changed (HTTP 503). */
    calendarTryAgain: Text
    rateLimited: Text
    invalidEmail: Text
    invalidPhone: Text
    missingFields: Text
    tooLong: Text
    failed: Text
    /** The booking may or may not have been stored (the store's answer got lost): a confirmation mail follows if it was. */
    unconfirmed: Text
  }
}

/** The page behind the signed links of the booking mails: cancel or move a call. */
export interface BookingManageText {
  title: Text
  current: Text
  cancelTitle: Text
  cancelText: Text
  cancelButton: Text
  cancelled: Text
  rescheduleTitle: Text
  rescheduleButton: Text
  rescheduled: Text
  /** The link is not (or no longer) valid: altered, or the call was moved or cancelled since. */
  invalidLink: Text
  bookAgain: Text
  /** The link's mail is older than the call's last move: where the call is now ({date}, {time}, {zone}). */
  moved: Text
  /** The call was cancelled (by this visitor, perhaps in another tab): {date}, {time}, {zone}. */
  alreadyCancelled: Text
  /** The call has begun and is not over: it can no longer be moved or cancelled. */
  started: Text
  /** The call is over: read-only, with the way to book another. */
  tookPlace: Text
  /** The booking cannot be read or changed right now (the store is down); the link shows the state once it is back. */
  unavailable: Text
  /** A move or cancellation was sent to the store but its outcome could not be learned: if it went through, its mail follows; the link shows the state. */
  changeUnconfirmed: Text
}

/** The mails to the visitor, in their language; {placeholders} filled by lambdas/booking/mail.ts. */
export interface BookingMailText {
  subjects: { booked: Text; moved: Text; cancelled: Text; reminder: Text }
  greeting: Text
  booked: Text
  moved: Text
  cancelled: Text
  reminder: Text
  phoneCall: Text
  videoCall: Text
  manage: Text
  rescheduleLink: Text
  cancelLink: Text
  closing: Text
  /** The invitation's title in calendars. */
  summary: Text
}

export interface BookingPageText extends PageText {
  form: BookingFormText
  manage: BookingManageText
  mail: BookingMailText
}

export interface BookingPage extends Page<BookingPageText> {
  /** The time zones the picker offers, besides the visitor's own. */
  timeZones: TimeZoneName[]
}

// ---------------------------------------------------------------------------------------------
// EU VAT rates (content/vat-rates.ts, written by `npm run rates:update` from the Commission's TEDB)

/**
 * A country of the rate table: the 27 member states by the code the EU uses (Greece is EL, as in
 * TEDB and VIES) and Northern Ireland (XI) for goods.
 */
export type VatRateCountry =
  | 'AT' | 'BE' | 'BG' | 'CY' | 'CZ' | 'DE' | 'DK' | 'EE' | 'EL' | 'ES' | 'FI' | 'FR' | 'HR' | 'HU'
  | 'IE' | 'IT' | 'LT' | 'LU' | 'LV' | 'MT' | 'NL' | 'PL' | 'PT' | 'RO' | 'SE' | 'SI' | 'SK' | 'XI'

/**
 * A VAT rate in per cent, e.g. 25.5.
 * @minimum 0
 * @maximum 100
 */
export type VatRatePercent = number

/** Where a period's rates were verified. */
export type VatRateSourceId = string

/** The rates of one country in force from `validFrom` to `validTo` (both days included). */
export interface VatRatePeriod {
  validFrom: IsoDate
  /** The last day the rates apply; null while no end is known. */
  validTo: IsoDate | null
  standard: VatRatePercent
  /** The reduced rates (Art. 98 VAT Directive), ascending; none: empty. */
  reduced: VatRatePercent[]
  /** The super-reduced rate (below 5 %), if any. */
  superReduced: VatRatePercent | null
  /** The parking rate (Art. 118 VAT Directive), if any. */
  parking: VatRatePercent | null
  /** Ids of `sources` that state these rates and the dates. */
  sources: VatRateSourceId[]
  /** What the sources leave open or where they differ (German, for the firm's editors). */
  note?: Text
}

export interface VatRateCountryEntry {
  /** Oldest first; consecutive, without gaps or overlaps. */
  periods: VatRatePeriod[]
  /**
   * Rates TEDB reports for territories with their own rates (Canary Islands, Azores, Madeira,
   * Corsica, the French overseas departments, Greek islands, Jungholz and Mittelberg): the update
   * leaves them out when it compares TEDB with this table.
   */
  regionalRates: VatRatePercent[]
}

export interface VatRateSource {
  id: VatRateSourceId
  name: Text
  url: ExternalUrl
}

/** The rate table: every country's periods since `coverageFrom`, and where they come from. */
export interface VatRateTable {
  coverageFrom: IsoDate
  /** The day `npm run rates:update` last changed the table from TEDB's answers; null: never (filled by hand). */
  updatedFromTedb: IsoDate | null
  sources: VatRateSource[]
  countries: Record<VatRateCountry, VatRateCountryEntry>
}

export interface VatRatesText extends PageText {
  /** {date} is the build date. */
  todayTitle: Text
  todayCaption: Text
  columns: { country: Text; standard: Text; reduced: Text; superReduced: Text; parking: Text; validFrom: Text }
  none: Text
  /** {from} and {to} are dates. */
  changesTitle: Text
  pastCaption: Text
  upcomingCaption: Text
  noChanges: Text
  changeColumns: { date: Text; country: Text; before: Text; after: Text }
  /** How a rate set reads in the change table; {standard}, {reduced} … are filled. */
  rateKinds: { standard: Text; reduced: Text; superReduced: Text; parking: Text }
  downloadTitle: Text
  downloadText: Text
  download: Text
  sourcesTitle: Text
  sourcesText: Text
  /** {date} is the day `npm run rates:update` last changed the table from TEDB. */
  updated: Text
  notUpdated: Text
  northernIreland: Text
  disclaimer: Text
  back: Text
}

export type VatRatesPage = Page<VatRatesText>

/** A table's column headings by key. */
export type ColumnTexts<K extends string> = Record<K, Text>

/**
 * The Amazon VAT report analyser's texts (renderer/islands/VatReportAnalyser/): the profile form, the
 * file choice, the progress, every heading and label of the results, the names of the engine's codes
 * (core/vat-report/analyse.ts). Placeholders: {name} (a file), {count}, {percent}, {rows}, {column},
 * {year}, {amount}, {from}, {to}, {layout}, {delimiter}, {encoding}.
 */
export interface VatReportAnalyserText {
  profile: {
    title: Text
    intro: Text
    established: { label: Text; none: Text; hint: Text }
    registered: { legend: Text; hint: Text; summary: Text }
    oss: { label: Text; none: Text }
    priorYear: { label: Text; hint: Text }
  }
  fileLabel: Text
  fileHint: Text
  dropHint: Text
  /** Beside the results: the same files analysed again with the profile as it is now. */
  again: Text
  progress: { label: Text; cancel: Text; cancelled: Text }
  /** Screen reader status: while the files are read, and when one is done ({name}). */
  analysing: Text
  done: Text
  /** The page's own errors (the engine's are content/vat-report.ts). */
  errors: { loadFailed: Text; crashed: Text; tooLarge: Text }
  results: {
    title: Text
    /** "{name}: {rows} rows, {layout}, {delimiter}, {encoding}". */
    input: Text
    layouts: { pre_2021: Text; oss_2021: Text }
    delimiters: { tab: Text; comma: Text; semicolon: Text }
    rows: Text
    /** The summary of a collapsed list of rows: {count}. */
    moreRows: Text
    /** Below a long list cut on screen: {count} further entries, which the JSON download holds. */
    moreInJson: Text
    nothing: Text
    yes: Text
    no: Text
    download: Text
    counts: { title: Text; type: Text; count: Text }
    registration: { title: Text; intro: Text; columns: ColumnTexts<'country' | 'reasons' | 'held' | 'rows'>; reasons: { storage: Text; transfer_arrival: Text; local_sales: Text; intra_community_supplies: Text } }
    transfers: { title: Text; intro: Text; columns: ColumnTexts<'route' | 'month' | 'qty' | 'value' | 'rows'>; valueNeeded: Text }
    oss: { title: Text; intro: Text; columns: ColumnTexts<'country' | 'quarter' | 'rate' | 'net' | 'vat' | 'rows'>; correctionsTitle: Text; correctionsIntro: Text; reportedIn: Text }
    local: { title: Text; intro: Text; columns: ColumnTexts<'country' | 'month' | 'rate' | 'net' | 'vat' | 'rows'> }
    marketplace: { title: Text; intro: Text; columns: ColumnTexts<'country' | 'net' | 'vat' | 'gross' | 'rows'> }
    b2b: {
      title: Text
      intro: Text
      columns: ColumnTexts<'route' | 'net' | 'ids' | 'rows'>
      problemsTitle: Text
      problems: { missing: Text; malformed: Text; same_country_as_departure: Text }
      handOver: Text
      handOverHint: Text
    }
    rateCheck: { title: Text; intro: Text; columns: ColumnTexts<'row' | 'country' | 'date' | 'charged' | 'valid'> }
    threshold: {
      title: Text
      applicable: Text
      notApplicable: Text
      /** {year}, {amount}: the cross-border B2C sales found in the files. */
      total: Text
      reasons: {
        not_established_in_eu: Text
        ships_from_other_countries: Text
        established_and_ships_only_from_there: Text
        prior_year_above_threshold: Text
        current_year_above_threshold: Text
        below_threshold: Text
        no_ecb_rate: Text
      }
    }
    uninterpretable: {
      title: Text
      columns: ColumnTexts<'row' | 'reasons'>
      /** Reasons naming a column ({column}): bad_date, missing_date, bad_amount, bad_rate, missing_rate, bad_country. */
      reasons: {
        unknown_transaction_type: Text
        more_cells_than_heading: Text
        missing_currency: Text
        totals_disagree: Text
        unknown_taxable_jurisdiction: Text
        bad_quantity: Text
        bad_date: Text
        missing_date: Text
        bad_amount: Text
        bad_rate: Text
        missing_rate: Text
        bad_country: Text
      }
    }
    flags: {
      title: Text
      codes: {
        seller_collected_b2c_not_established: Text
        oss_without_oss_registration: Text
        transfer_without_value: Text
        inbound_between_member_states: Text
        commingling: Text
        donation: Text
        export_outside_eu: Text
        no_ecb_rate: Text
        no_rate_data: Text
        no_tax_calculation_date: Text
        refund_original_quarter_from_tax_date: Text
      }
    }
    next: { title: Text; steps: Text[]; book: Text }
  }
}

export interface VatReportPageText extends PageText {
  analyser: VatReportAnalyserText
  privacy: { title: Text; text: Text }
  /** Shown without JavaScript: the analysis runs on the visitor's own device and needs it. */
  noScript: { title: Text; text: Text }
  /** The firm's decisions, each with its legal basis. */
  decisions: { title: Text; intro: Text; items: { decision: Text; basis: Text }[] }
  notDecided: { title: Text; items: Text[] }
  /** Northern Ireland's name in the results (XI is not a member state). */
  northernIreland: Text
  disclaimer: Text
  back: Text
}

export type VatReportPage = Page<VatReportPageText>
