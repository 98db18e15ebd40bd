import { Check } from 'lucide-react'
import { packageById } from '../../../content/packages-index'
import { localize } from '../../../core/i18n'
import { format } from '../../../core/text'
import { formatGrossPrice, formatPrice, formatVatRate } from '../../../core/format'
import { useLang, useUi } from '../../PageContext'
import { Link } from '../Link/Link'
import { ActionLabel } from '../ActionLabel/ActionLabel'

/** A consulting package (content/packages.ts) with its price and a button to the contact page. */
export function PackageCard({ id, button, heading }: { id: string; button: string; heading?: string }) {
  const lang = useLang()
  const t = useUi()
  const offer = packageById(id)
  const text = localize(offer.text, lang)
  return (
    <article className="flex flex-col rounded-xl border border-border bg-card p-6 shadow-sm" data-package={id}>
      {heading && <p className="text-sm font-semibold uppercase tracking-wide text-primary">{heading}</p>}
      <h3 className="text-lg font-semibold text-fg">{text.name}</h3>
      {offer.price.kind === 'onRequest' ? (
        <p className="mt-3 text-2xl font-bold tracking-tight text-fg" data-price>
          {formatPrice(offer.price, lang, t)}
        </p>
      ) : (
        // The total price consumers pay first and emphasised, the net amount beside it (§ 3 (1), (3) PAngV).
        <div className="mt-3 text-fg">
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="text-2xl font-bold tracking-tight" data-price-gross>{formatGrossPrice(offer.price, lang, t)}</span>
            <span className="text-sm text-fg-muted">{format(t.price.withVat, { rate: formatVatRate(lang) })}</span>
          </p>
          <p className="mt-1 flex flex-wrap items-baseline gap-x-2 text-sm text-fg-muted">
            <span data-price>{formatPrice(offer.price, lang, t)}</span>
            <span>{t.price.net}</span>
          </p>
        </div>
      )}
      <p className="mt-1 text-sm text-fg-muted">{text.duration}</p>
      <ul className="mt-5 flex-1 space-y-2 text-fg-muted">
        {text.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <Link href="/kontakt" className="btn btn-primary mt-6">
        <ActionLabel action={button} target={text.name} />
      </Link>
    </article>
  )
}
