import { firm } from '../../../content/firm'
import { firmPlaceholders } from '../../../core/sample-data'
import { useUi } from '../../PageContext'

/** Decided once per build: a production build has real firm data (infra refuses sample data). */
const showsSampleData = firmPlaceholders(firm).length > 0

/** A visible note beside the firm's data while that data is the repository's invented sample. */
export function SampleDataNotice({ className = '' }: { className?: string }) {
  const t = useUi()
  if (!showsSampleData) return null
  return (
    <p role="note" data-sample-data data-pagefind-ignore className={`rounded-md border border-dashed border-fg-muted px-3 py-2 text-sm text-fg ${className}`}>
      {t.sampleDataNotice}
    </p>
  )
}
