/** Buttons marked [data-print] open the browser's print dialog (print / save as PDF). */
export function initPrintButtons(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-print]')) {
    button.addEventListener('click', () => window.print())
  }
}
