import { readSetting, writeSetting } from '../../client/storage'

const root = document.documentElement

function apply(dark: boolean): void {
  root.classList.toggle('dark', dark)
  for (const button of document.querySelectorAll('[data-theme-toggle]')) {
    button.setAttribute('aria-pressed', String(dark))
  }
}

/** Dark mode: follows the system until the visitor chooses, then remembers the choice. */
export function initThemeToggle(): void {
  const system = window.matchMedia('(prefers-color-scheme: dark)')
  apply(root.classList.contains('dark'))
  system.addEventListener('change', (event) => {
    if (!readSetting('theme')) apply(event.matches)
  })
  for (const button of document.querySelectorAll('[data-theme-toggle]')) {
    button.addEventListener('click', () => {
      const dark = !root.classList.contains('dark')
      writeSetting('theme', dark ? 'dark' : 'light')
      apply(dark)
    })
  }
}
