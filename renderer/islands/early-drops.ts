/**
 * A file island's drop zone before the island hydrates: a file dragged onto it would make the browser
 * open it (and leave the page), so the drop is kept and its files put into the file input. A drop or
 * a choice made before hydration focuses the input, which hydrates the island (a first use); the
 * island then reads what the input holds. Shared by the e-invoice checker and the VAT report analyser.
 */
export function keepEarlyDrops(zoneSelector: string): (island: HTMLElement) => void {
  return (island) => {
    const zone = island.querySelector<HTMLElement>(zoneSelector)
    const input = island.querySelector<HTMLInputElement>('input[type=file]')
    if (!zone || !input) return
    const early = (event: DragEvent) => !island.dataset.hydrated && event.preventDefault()
    zone.addEventListener('dragover', early)
    zone.addEventListener('drop', (event) => {
      if (island.dataset.hydrated || !event.dataTransfer?.files.length) return
      event.preventDefault()
      input.files = event.dataTransfer.files
      input.focus()
    })
    input.addEventListener('change', () => {
      if (!island.dataset.hydrated) input.focus()
    })
  }
}
