import { initCookieBanner } from '../components/CookieBanner/cookie-banner'
import { initHoverDropdowns } from '../components/Header/dropdown'
import { initDialogs } from './dialogs'
import { initLanguageMemory } from '../components/Header/language-memory'
import { initPrintButtons } from './print'
import { initSearchEntry } from '../components/Search/search-entry'
import { initThemeToggle } from '../components/Header/theme-toggle'
import { initToastHotkey } from '../components/ToastRegion/toast'

export function initChrome(): void {
  initThemeToggle()
  initHoverDropdowns()
  initDialogs()
  initLanguageMemory()
  initCookieBanner()
  initToastHotkey()
  initPrintButtons()
  initSearchEntry()
}
