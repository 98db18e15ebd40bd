import { ChevronDown, Menu, Moon, Search, Sun, Languages } from 'lucide-react'
import { languages } from '../../../content/languages'
import { headerNavigation, type NavGroup, type NavLink } from '../../../content/navigation'
import { ui } from '../../../content/ui'
import type { Lang } from '../../../content/types'
import { htmlLang } from '../../../content/languages'
import { firm } from '../../../content/firm'
import { usePageInfo, useUi } from '../../PageContext'
import { localizePath } from '../../../core/url-rules'
import { Link } from '../Link/Link'
import { ModalDialog } from '../ModalDialog/ModalDialog'

function isGroup(entry: NavLink | NavGroup): entry is NavGroup {
  return 'children' in entry
}

const navLinkClass =
  'whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium text-fg hover:bg-muted hover:text-primary aria-[current=page]:text-primary aria-[current=page]:bg-muted'

/** A link of the navigation, marked as the current page where it is. */
function NavItem({ link, className }: { link: NavLink; className: string }) {
  const t = useUi()
  const { path } = usePageInfo()
  return (
    <li>
      <Link href={link.href} aria-current={link.href === path ? 'page' : undefined} className={className}>
        {t.nav[link.label]}
      </Link>
    </li>
  )
}

function LanguageLinks({ className, itemClassName }: { className: string; itemClassName: string }) {
  const { lang: current, path } = usePageInfo()
  return (
    <ul className={className}>
      {languages.map((lang: Lang) => (
        <li key={lang}>
          <a
            href={localizePath(path, lang)}
            hrefLang={htmlLang[lang]}
            lang={htmlLang[lang]}
            data-lang-choice={lang}
            aria-current={lang === current ? 'true' : undefined}
            className={itemClassName}
          >
            {ui.languageNames[lang]}
          </a>
        </li>
      ))}
    </ul>
  )
}

function ThemeToggle() {
  const t = useUi()
  return (
    <button
      type="button"
      data-theme-toggle
      className="js-only rounded-md p-2 text-fg hover:bg-muted"
    >
      <Moon aria-hidden="true" className="size-5 dark:hidden" />
      <Sun aria-hidden="true" className="hidden size-5 dark:block" />
      <span className="sr-only dark:hidden">{t.header.darkMode}</span>
      <span className="sr-only hidden dark:inline">{t.header.lightMode}</span>
    </button>
  )
}

function DesktopNav() {
  const t = useUi()
  const { path } = usePageInfo()
  return (
    <nav aria-label={t.mainNav} data-desktop-nav className="hidden xl:block">
      <ul className="flex items-center gap-0.5">
        {headerNavigation.map((entry) =>
          isGroup(entry) ? (
            <li key={entry.label} className="relative">
              <details className="nav-dropdown group" data-hover-dropdown>
                <summary
                  className={`${navLinkClass} flex cursor-pointer list-none items-center gap-1 ${
                    entry.children.some((c) => c.href === path) ? 'text-primary bg-muted' : ''
                  }`}
                >
                  {t.nav[entry.label]}
                  <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
                </summary>
                <ul className="absolute left-0 top-full z-40 mt-1 min-w-60 rounded-lg border border-border bg-card p-1.5 shadow-lg">
                  {entry.children.map((child) => (
                    <NavItem key={child.href} link={child} className={`${navLinkClass} block`} />
                  ))}
                </ul>
              </details>
            </li>
          ) : (
            <NavItem key={entry.href} link={entry} className={navLinkClass} />
          ),
        )}
      </ul>
    </nav>
  )
}

/** The mobile menu, a modal dialog; the layout places it after the page (it opens in the top layer). */
export function MobileMenu() {
  const t = useUi()
  const { path } = usePageInfo()
  const itemClass = 'block rounded-md px-3 py-2.5 text-base font-medium text-fg hover:bg-muted aria-[current=page]:text-primary aria-[current=page]:bg-muted'
  return (
    <ModalDialog
      id="mobile-menu"
      title={t.header.mobileMenuTitle}
      closeLabel={t.header.closeMenu}
      className="mobile-menu m-0 ml-auto h-dvh max-h-none w-full max-w-sm overflow-y-auto bg-bg p-0 text-fg shadow-xl backdrop:bg-black/50"
    >
      <nav aria-label={t.mainNav} className="px-2 py-3">
        <ul className="space-y-1">
          {headerNavigation.map((entry) =>
            isGroup(entry) ? (
              <li key={entry.label}>
                <details className="group" open={entry.children.some((c) => c.href === path)}>
                  <summary className={`${itemClass} flex cursor-pointer list-none items-center justify-between`}>
                    {t.nav[entry.label]}
                    <ChevronDown aria-hidden="true" className="size-5 transition-transform group-open:rotate-180" />
                  </summary>
                  <ul className="mt-1 space-y-1 border-l-2 border-border pl-3 ml-3">
                    {entry.children.map((child) => (
                      <NavItem key={child.href} link={child} className={itemClass} />
                    ))}
                  </ul>
                </details>
              </li>
            ) : (
              <NavItem key={entry.href} link={entry} className={itemClass} />
            ),
          )}
        </ul>
      </nav>
      <div className="border-t border-border px-4 py-4">
        <p id="mobile-language-label" className="mb-2 text-sm font-semibold text-fg-muted">
          {t.header.language}
        </p>
        <nav aria-labelledby="mobile-language-label">
          <LanguageLinks
            className="grid grid-cols-3 gap-2"
            itemClassName="block rounded-md border border-border px-2 py-2 text-center text-sm font-medium hover:bg-muted aria-[current=true]:border-primary aria-[current=true]:bg-primary aria-[current=true]:text-on-primary"
          />
        </nav>
      </div>
    </ModalDialog>
  )
}

export function Header() {
  const t = useUi()
  const { lang } = usePageInfo()
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-bg/95 backdrop-blur supports-[backdrop-filter]:bg-bg/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link href="/" className="flex items-center gap-2 font-semibold text-fg" aria-label={`${firm.shortName} – ${t.header.homeLinkLabel}`}>
          <span aria-hidden="true" className="grid size-9 place-items-center rounded-md bg-primary text-sm font-bold text-on-primary">
            §
          </span>
          <span className="max-w-40 text-sm leading-tight">{firm.shortName}</span>
        </Link>
        <DesktopNav />
        <div className="flex items-center gap-1">
          <details className="nav-dropdown group relative hidden xl:block" data-hover-dropdown>
            <summary className={`${navLinkClass} flex cursor-pointer list-none items-center gap-1`}>
              <Languages aria-hidden="true" className="size-4" />
              <span className="sr-only">{t.header.language}: </span>
              <span>{ui.languageNames[lang]}</span>
              <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
            </summary>
            <LanguageLinks
              className="absolute right-0 top-full z-40 mt-1 min-w-36 rounded-lg border border-border bg-card p-1.5 shadow-lg"
              itemClassName={`${navLinkClass} block aria-[current=true]:text-primary aria-[current=true]:bg-muted`}
            />
          </details>
          <Link href="/suche" data-search-open className="rounded-md p-2 text-fg hover:bg-muted">
            <Search aria-hidden="true" className="size-5" />
            <span className="sr-only">{t.search.open}</span>
          </Link>
          <ThemeToggle />
          <button
            type="button"
            commandfor="mobile-menu"
            command="show-modal"
            data-open-dialog="mobile-menu"
            aria-haspopup="dialog"
            className="rounded-md p-2 text-fg hover:bg-muted xl:hidden"
          >
            <Menu aria-hidden="true" className="size-6" />
            <span className="sr-only">{t.header.openMenu}</span>
          </button>
        </div>
      </div>
    </header>
  )
}
