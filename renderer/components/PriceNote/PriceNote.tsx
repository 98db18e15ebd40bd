import { Info } from 'lucide-react'
import { formatVatRate } from '../../../core/format'
import { format } from '../../../core/text'
import { useLang, useUi } from '../../PageContext'

/**
 * Beside every list of prices: the prices are total prices with the net amount beside them
 * (§ 3 (1), (3) PAngV), and when no German VAT is charged (§ 3a (2) and (4) UStG), which is
 * the case for most of the firm's clients, businesses abroad.
 */
export function PriceNote({ className = '' }: { className?: string }) {
  const t = useUi()
  const rate = formatVatRate(useLang())
  return (
    <div data-price-note className={`flex gap-3 text-sm leading-6 text-fg-muted ${className}`}>
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="space-y-1">
        <p>{format(t.price.vatNote, { rate })}</p>
        <p>{format(t.price.foreignNote, { rate })}</p>
      </div>
    </div>
  )
}
