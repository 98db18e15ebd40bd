import type { IslandDefinition } from '../island-definition'
import type { VatReportAnalyserProps } from './VatReportAnalyser'

/**
 * Before the island hydrates, a file dragged onto the drop zone would make the browser open it (and
 * leave the page): the enhancement keeps the drop and puts its files into the file input. A drop or
 * a choice made before hydration focuses the input, which hydrates the island (a first use); the
 * island then analyses what the input holds.
 */
function keepEarlyDrops(island: HTMLElement): void {
  const zone = island.querySelector<HTMLElement>('.vat-report-dropzone')
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

export const vatReportAnalyserIsland: IslandDefinition<VatReportAnalyserProps> = {
  name: 'vat-report-analyser',
  load: () => import('./VatReportAnalyser').then((m) => m.VatReportAnalyser),
  enhance: keepEarlyDrops,
}
