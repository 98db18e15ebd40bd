import { writeSetting } from '../../client/storage'

/** Stores "accepted" or "declined" under cookieConsent (SPEC.md §3) and hides the banner. */
export function initCookieBanner(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-consent-choice]')) {
    button.addEventListener('click', () => {
      const choice = button.dataset.consentChoice === 'accepted' ? 'accepted' : 'declined'
      writeSetting('cookieConsent', choice)
      document.documentElement.setAttribute('data-consent', choice)
      document.getElementById('main')?.focus({ preventScroll: true })
    })
  }
}
