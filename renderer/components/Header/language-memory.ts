import { writeSetting } from '../../client/storage'

/** Remembers the language a visitor picks; the boot script sends a returning visitor there. */
export function initLanguageMemory(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-lang-choice]')) {
    link.addEventListener('click', () => writeSetting('lang', link.dataset.langChoice ?? 'en'))
  }
}
