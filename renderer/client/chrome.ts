import { initCookieBanner } from './cookie-banner'
import { initHoverDropdowns } from './dropdown'
import { initDialogs } from './dialogs'
import { initLanguageMemory } from './language'
import { initPrintButtons } from './print'
import { initSearchEntry } from './search-entry'
import { initThemeToggle } from './theme'
import { initToastHotkey } from './toast'

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
