/**
 * The mobile menu is a modal <dialog> opened by an invoker button (commandfor/command), which
 * needs no JavaScript in current browsers. This is the fallback for browsers without invoker
 * commands, and closes the menu when one of its links is followed.
 */
export function initDialogs(): void {
  const supportsInvokers = 'command' in HTMLButtonElement.prototype
  if (!supportsInvokers) {
    for (const button of document.querySelectorAll<HTMLButtonElement>('[data-open-dialog]')) {
      const dialog = document.getElementById(button.dataset.openDialog ?? '')
      if (dialog instanceof HTMLDialogElement) button.addEventListener('click', () => dialog.showModal())
    }
    for (const button of document.querySelectorAll<HTMLButtonElement>('[data-close-dialog]')) {
      button.addEventListener('click', () => button.closest('dialog')?.close())
    }
  }
  for (const dialog of document.querySelectorAll('dialog')) {
    dialog.addEventListener('click', (event) => {
      // A click on the backdrop (outside the panel) closes the dialog.
      if (event.target === dialog) {
        const rect = dialog.getBoundingClientRect()
        const inside = event.clientX >= rect.left && event.clientX <= rect.right && event.clientY >= rect.top && event.clientY <= rect.bottom
        if (!inside) dialog.close()
      }
      if ((event.target as Element).closest('a[href]')) dialog.close()
    })
  }
}
