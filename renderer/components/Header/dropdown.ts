/** Delay before a hover-opened dropdown closes after the pointer leaves (SPEC.md §9). */
export const dropdownCloseDelayMs = 300

/**
 * Desktop dropdowns are <details> elements (usable by keyboard and without JS). This adds:
 * open on hover, close 300 ms after the pointer leaves, Escape, click outside, focus leaving.
 */
export function initHoverDropdowns(): void {
  const dropdowns = [...document.querySelectorAll<HTMLDetailsElement>('details[data-hover-dropdown]')]
  for (const details of dropdowns) {
    let closeTimer: number | undefined
    // Opened by hovering: the click that usually follows must not toggle it shut again.
    let openedByHover = false
    const cancelClose = () => window.clearTimeout(closeTimer)
    details.addEventListener('pointerenter', (event) => {
      if (event.pointerType !== 'mouse') return
      cancelClose()
      if (!details.open) openedByHover = true
      details.open = true
    })
    details.querySelector('summary')?.addEventListener('click', (event) => {
      if (openedByHover && details.open) event.preventDefault()
      openedByHover = false
    })
    details.addEventListener('toggle', () => {
      if (!details.open) openedByHover = false
    })
    details.addEventListener('pointerleave', (event) => {
      if (event.pointerType !== 'mouse') return
      cancelClose()
      closeTimer = window.setTimeout(() => (details.open = false), dropdownCloseDelayMs)
    })
    details.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && details.open) {
        details.open = false
        details.querySelector('summary')?.focus()
      }
    })
    details.addEventListener('focusout', (event) => {
      if (!details.contains(event.relatedTarget as Node | null)) details.open = false
    })
  }
  document.addEventListener('click', (event) => {
    for (const details of dropdowns) {
      if (details.open && !details.contains(event.target as Node)) details.open = false
    }
  })
}
