import { Fragment, memo, useEffect, useState, type ReactNode } from 'react'
import type { Recomputation, Figure } from '../../../core/einvoice/index'
import type { Address, AmountField, Contact, DateField, DecimalField, Field, IdField, Invoice, InvoiceLine, Period, QuantityField } from '../../../core/einvoice/model/types'
import { formatDecimal, formatIsoDate, formatMoney, formatQuantity } from './format'
import { termName, useView } from './view-context'

type AnyField = Field | IdField | AmountField | DateField | DecimalField | QuantityField

const isDate = (f: AnyField): f is DateField => 'iso' in f
const isAmount = (f: AnyField): f is AmountField => 'currency' in f
const isQuantity = (f: AnyField): f is QuantityField => 'unit' in f
const isDecimal = (f: AnyField): f is DecimalField => 'decimal' in f
const hasScheme = (f: AnyField): f is IdField => 'scheme' in f

/** The id of a term or group, shown only while the visitor asks for ids. */
export function TermId({ id }: { id: string }) {
  const { showIds } = useView()
  if (!showIds) return null
  return <span className="einvoice-term-id ml-1.5 font-mono text-xs text-fg-muted">{id}</span>
}

/** A field's value as the page's language writes it. */
export function useFieldText() {
  const { lang, t, report } = useView()
  return (f: AnyField): string => {
    if (isDate(f)) return formatIsoDate(f.iso, f.value, lang)
    if (isAmount(f)) return formatMoney(f.value, f.currency, lang)
    if (isQuantity(f)) return formatQuantity(f.value, f.unit?.value, lang, report?.units ?? {})
    if (isDecimal(f)) return formatDecimal(f.value, lang)
    const value = f.value.trim()
    if (f.bt === 'BT-3') return labelled(value, t.typeCodes)
    if (f.bt === 'BT-81') return labelled(value, t.paymentMeans)
    if (['BT-95', 'BT-102', 'BT-118', 'BT-151'].includes(f.bt)) return labelled(value, t.vatCategories)
    return hasScheme(f) && f.scheme ? `${value} (${f.scheme.trim()})` : value
  }
}

function labelled(code: string, names: Record<string, string>): string {
  const name = names[code]
  return name ? `${code} – ${name}` : code
}

/** One business term: its name (and id on request) and its value. */
function Row({ field, children }: { field: AnyField | null | undefined; children?: ReactNode }) {
  const view = useView()
  const text = useFieldText()
  if (!field) return null
  return (
    <div className="grid gap-x-4 py-1.5 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
      <dt className="text-sm text-fg-muted">
        {termName(view, field.bt)}
        <TermId id={field.bt} />
      </dt>
      <dd className="wrap-anywhere text-fg">{children ?? text(field)}</dd>
    </div>
  )
}

/** A titled block of the invoice: a business group with its terms. */
function Block({ title, group, children }: { title: string; group?: string; children: ReactNode }) {
  return (
    <section className="einvoice-block rounded-lg border border-border p-4">
      <h5 className="font-semibold text-fg">
        {title}
        {group && <TermId id={group} />}
      </h5>
      <dl className="mt-2 divide-y divide-border">{children}</dl>
    </section>
  )
}

function AddressRows({ address }: { address: Address | null }) {
  if (!address) return null
  return (
    <>
      <Row field={address.line1} />
      <Row field={address.line2} />
      <Row field={address.line3} />
      <Row field={address.postCode} />
      <Row field={address.city} />
      <Row field={address.subdivision} />
      <Row field={address.countryCode} />
    </>
  )
}

function ContactRows({ contact }: { contact: Contact | null }) {
  if (!contact) return null
  return (
    <>
      <Row field={contact.point} />
      <Row field={contact.telephone} />
      <Row field={contact.email} />
    </>
  )
}

function PeriodRows({ period }: { period: Period | null }) {
  if (!period) return null
  return (
    <>
      <Row field={period.startDate} />
      <Row field={period.endDate} />
    </>
  )
}

/** A table that may be wider than a phone: it scrolls by itself and can be reached by keyboard. */
function ScrollTable({ label, children, stack = false }: { label: string; children: ReactNode; stack?: boolean }) {
  const { fileName } = useView()
  return (
    <div className="einvoice-scroll mt-2 overflow-x-auto" role="region" aria-label={`${label} – ${fileName}`} tabIndex={0}>
      <table className={`w-full border-collapse text-sm ${stack ? 'einvoice-stack sm:min-w-[36rem]' : 'min-w-[36rem]'}`}>{children}</table>
    </div>
  )
}

function Th({ children, bt, numeric = false }: { children: ReactNode; bt?: string; numeric?: boolean }) {
  return (
    <th scope="col" className={`border-b border-border px-2 py-2 font-semibold text-fg ${numeric ? 'text-right' : 'text-left'}`}>
      {children}
      {bt && <TermId id={bt} />}
    </th>
  )
}

function LineRow({ line, currency }: { line: InvoiceLine; currency: string }) {
  const view = useView()
  const text = useFieldText()
  const extras = [
    ...line.allowances.map((a) => `${view.t.allowance}: ${a.amount ? formatMoney(a.amount.value, a.amount.currency ?? currency, view.lang) : ''}${a.reason ? ` (${a.reason.value.trim()})` : ''}`),
    ...line.charges.map((c) => `${view.t.charge}: ${c.amount ? formatMoney(c.amount.value, c.amount.currency ?? currency, view.lang) : ''}${c.reason ? ` (${c.reason.value.trim()})` : ''}`),
  ]
  return (
    <tr className="align-top">
      <td className="border-b border-border px-2 py-2 font-mono">{line.identifier?.value.trim()}</td>
      <td className="border-b border-border px-2 py-2">
        <span className="font-medium text-fg">{line.item?.name?.value.trim()}</span>
        {line.item?.description && <span className="block text-fg-muted">{line.item.description.value.trim()}</span>}
        {line.item?.sellerIdentifier && <span className="block text-xs text-fg-muted">{termName(view, 'BT-155')}: {line.item.sellerIdentifier.value.trim()}</span>}
        {line.note && <span className="block text-xs text-fg-muted">{line.note.value.trim()}</span>}
        {line.period && (
          <span className="block text-xs text-fg-muted">
            {[line.period.startDate, line.period.endDate].filter((d): d is DateField => d !== null).map((d) => text(d)).join(' – ')}
          </span>
        )}
        {extras.map((e) => (
          <span key={e} className="block text-xs text-fg-muted">{e}</span>
        ))}
      </td>
      <td className="border-b border-border px-2 py-2 text-right tabular-nums">{line.quantity ? text(line.quantity) : ''}</td>
      <td className="border-b border-border px-2 py-2 text-right tabular-nums">{line.price?.netPrice ? formatMoney(line.price.netPrice.value, currency, view.lang) : ''}</td>
      <td className="border-b border-border px-2 py-2">
        {line.vat?.categoryCode?.value.trim()}
        {line.vat?.rate ? ` ${formatDecimal(line.vat.rate.value, view.lang)} %` : ''}
      </td>
      <td className="border-b border-border px-2 py-2 text-right tabular-nums">{line.netAmount ? formatMoney(line.netAmount.value, line.netAmount.currency ?? currency, view.lang) : ''}</td>
    </tr>
  )
}

/** How many lines show with the report at once; the rest follow in slices of LINES_PER_SLICE, one per task. */
export const FIRST_LINES = 100
const LINES_PER_SLICE = 250

/** One slice of the lines as a table body of its own: a slice once shown never renders again. */
const LineSlice = memo(function LineSlice({ lines, start, end, currency }: { lines: readonly InvoiceLine[]; start: number; end: number; currency: string }) {
  return (
    <tbody>
      {lines.slice(start, end).map((line) => (
        <LineRow key={line.path} line={line} currency={currency} />
      ))}
    </tbody>
  )
})

/**
 * The invoice lines: the first FIRST_LINES with the report, the others appended slice by slice in
 * later tasks, so that a 1,000-line invoice's verdict, findings and first lines are on screen at once
 * and the page answers input while the rest is added. `complete` (printing) shows every line now.
 */
function LineTable({ lines, complete, currency }: { lines: readonly InvoiceLine[]; complete: boolean; currency: string }) {
  const [shown, setShown] = useState(() => Math.min(lines.length, FIRST_LINES))
  const count = complete ? lines.length : Math.min(shown, lines.length)
  // Printed once, every line stays.
  useEffect(() => {
    if (complete) setShown(lines.length)
  }, [complete, lines.length])
  useEffect(() => {
    if (count >= lines.length) return
    const timer = setTimeout(() => setShown((n) => n + LINES_PER_SLICE), 0)
    return () => clearTimeout(timer)
  }, [count, lines.length])
  const slices: ReactNode[] = []
  for (let start = 0; start < count; start = start === 0 ? FIRST_LINES : start + LINES_PER_SLICE) {
    const end = start === 0 ? FIRST_LINES : start + LINES_PER_SLICE
    slices.push(<LineSlice key={start} lines={lines} start={start} end={Math.min(end, count)} currency={currency} />)
  }
  return <>{slices}</>
}

function FigureCells({ figure, currency, labels }: { figure: Figure; currency: string; labels: readonly [string, string] }) {
  const { t, lang } = useView()
  return (
    <>
      <td data-label={labels[0]} className="border-b border-border px-2 py-2 text-right tabular-nums">{figure.stated !== null ? formatMoney(figure.stated, currency, lang) : <span className="text-fg-muted">{t.notStated}</span>}</td>
      <td data-label={labels[1]} className="border-b border-border px-2 py-2 text-right tabular-nums">
        {figure.computed !== null ? formatMoney(figure.computed, currency, lang) : '–'}
        {figure.differs && <strong className="einvoice-differs ml-2 rounded px-1.5 py-0.5 text-xs">{t.differs}</strong>}
      </td>
    </>
  )
}

function Totals({ invoice, recomputed }: { invoice: Invoice; recomputed: Recomputation }) {
  const view = useView()
  const text = useFieldText()
  const currency = invoice.currencyCode?.value.trim() ?? ''
  const figures: Figure[] = [recomputed.lineNetTotal, recomputed.allowanceTotal, recomputed.chargeTotal, recomputed.totalWithoutVat, recomputed.vatTotal, recomputed.totalWithVat]
  const shown = figures.filter((f) => f.stated !== null || (f.computed !== null && f.computed !== '0.00') || f.bt === 'BT-106' || f.bt === 'BT-109' || f.bt === 'BT-112')
  const extra = [invoice.totals?.paidAmount, invoice.totals?.roundingAmount].filter((f): f is AmountField => Boolean(f))
  const vatInAccounting = invoice.vatTotals.filter((v) => v.currency?.trim() !== currency)
  return (
    <section className="einvoice-block rounded-lg border border-border p-4">
      <h5 className="font-semibold text-fg">
        {view.t.sections.totals}
        <TermId id="BG-22" />
      </h5>
      <p className="mt-1 text-sm text-fg-muted">{view.t.recomputedNote}</p>
      <ScrollTable label={view.t.sections.totals} stack>
        <thead>
          <tr>
            <Th>{view.t.columns.term}</Th>
            <Th numeric>{view.t.columns.stated}</Th>
            <Th numeric>{view.t.columns.computed}</Th>
          </tr>
        </thead>
        <tbody>
          {[...shown, ...extra.map((f) => ({ bt: f.bt, stated: f.value.trim(), computed: null, differs: false }) satisfies Figure), recomputed.amountDue].map((figure) => (
            <tr key={figure.bt} data-differs={figure.differs || undefined}>
              <th scope="row" className="border-b border-border px-2 py-2 text-left font-normal text-fg">
                {termName(view, figure.bt)}
                <TermId id={figure.bt} />
              </th>
              <FigureCells figure={figure} currency={currency} labels={[view.t.columns.stated, view.t.columns.computed]} />
            </tr>
          ))}
          {vatInAccounting.map((v) => (
            <tr key={`accounting-${v.path}`}>
              <th scope="row" className="border-b border-border px-2 py-2 text-left font-normal text-fg">
                {termName(view, 'BT-111')}
                <TermId id="BT-111" />
              </th>
              <td data-label={view.t.columns.stated} className="border-b border-border px-2 py-2 text-right tabular-nums">{text(v)}</td>
              <td data-label={view.t.columns.computed} className="border-b border-border px-2 py-2 text-right">–</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </section>
  )
}

function VatBreakdownTable({ invoice, recomputed }: { invoice: Invoice; recomputed: Recomputation }) {
  const view = useView()
  const { t, lang } = view
  const currency = invoice.currencyCode?.value.trim() ?? ''
  const sameRate = (a: string | null | undefined, b: string | null) => (a ? Number(a) : null) === (b ? Number(b) : null)
  const rows = invoice.vatBreakdown.map((stated) => {
    const computed = recomputed.breakdown.find((b) => b.category === stated.categoryCode?.value.trim() && sameRate(stated.rate?.value.trim(), b.rate))
    const category = stated.categoryCode?.value.trim() ?? ''
    return {
      key: stated.path,
      category,
      rate: stated.rate?.value.trim() ?? null,
      taxable: computed?.taxable ?? { bt: 'BT-116', stated: stated.taxableAmount?.value.trim() ?? null, computed: null, differs: false },
      tax: computed?.tax ?? { bt: 'BT-117', stated: stated.taxAmount?.value.trim() ?? null, computed: null, differs: false },
      reason: [stated.exemptionReasonCode?.value.trim(), stated.exemptionReason?.value.trim()].filter(Boolean).join(' – '),
    }
  })
  for (const b of recomputed.breakdown) {
    if (!invoice.vatBreakdown.some((s) => s.categoryCode?.value.trim() === b.category && sameRate(s.rate?.value.trim(), b.rate))) {
      rows.push({ key: `computed-${b.category}-${b.rate}`, category: b.category, rate: b.rate, taxable: b.taxable, tax: b.tax, reason: '' })
    }
  }
  if (rows.length === 0) return null
  return (
    <section className="einvoice-block rounded-lg border border-border p-4">
      <h5 className="font-semibold text-fg">
        {t.sections.vatBreakdown}
        <TermId id="BG-23" />
      </h5>
      <ScrollTable label={t.sections.vatBreakdown} stack>
        <thead>
          <tr>
            <Th bt="BT-118">{t.columns.category}</Th>
            <Th bt="BT-119" numeric>{t.columns.rate}</Th>
            <Th bt="BT-116" numeric>{`${t.columns.taxable} · ${t.columns.stated}`}</Th>
            <Th numeric>{`${t.columns.taxable} · ${t.columns.computed}`}</Th>
            <Th bt="BT-117" numeric>{`${t.columns.tax} · ${t.columns.stated}`}</Th>
            <Th numeric>{`${t.columns.tax} · ${t.columns.computed}`}</Th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="align-top" data-differs={row.taxable.differs || row.tax.differs || undefined}>
              <td data-label={t.columns.category} className="border-b border-border px-2 py-2">
                {labelled(row.category, t.vatCategories)}
                {row.reason && <span className="block text-xs text-fg-muted">{row.reason}</span>}
              </td>
              <td data-label={t.columns.rate} className="border-b border-border px-2 py-2 text-right tabular-nums">{row.rate !== null ? `${formatDecimal(row.rate, lang)} %` : '–'}</td>
              <FigureCells figure={row.taxable} currency={currency} labels={[`${t.columns.taxable} · ${t.columns.stated}`, `${t.columns.taxable} · ${t.columns.computed}`]} />
              <FigureCells figure={row.tax} currency={currency} labels={[`${t.columns.tax} · ${t.columns.stated}`, `${t.columns.tax} · ${t.columns.computed}`]} />
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </section>
  )
}

/** The invoice as read: every section of EN 16931 the file fills, each term with its name (and id on request). */
export function InvoiceView({ invoice, recomputed, headingId, complete = false }: { invoice: Invoice; recomputed: Recomputation; headingId: string; complete?: boolean }) {
  const view = useView()
  const { t } = view
  const text = useFieldText()
  const references = [invoice.projectReference, invoice.contractReference, invoice.purchaseOrderReference, invoice.salesOrderReference, invoice.receivingAdviceReference, invoice.despatchAdviceReference, invoice.tenderOrLotReference, invoice.invoicedObjectIdentifier, invoice.buyerAccountingReference]
  const allowancesCharges = [...invoice.allowances, ...invoice.charges]
  return (
    <div className="mt-10">
      <h4 id={headingId} className="text-xl font-semibold text-fg">{t.invoiceTitle}</h4>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <Block title={t.sections.document}>
          <Row field={invoice.number} />
          <Row field={invoice.issueDate} />
          <Row field={invoice.typeCode} />
          <Row field={invoice.currencyCode} />
          <Row field={invoice.vatAccountingCurrencyCode} />
          <Row field={invoice.taxPointDate} />
          <Row field={invoice.taxPointDateCode} />
          <Row field={invoice.paymentDueDate} />
          <Row field={invoice.buyerReference} />
          <Row field={invoice.processControl.specificationIdentifier} />
          <Row field={invoice.processControl.businessProcessType} />
        </Block>
        {(invoice.invoicingPeriod || references.some(Boolean)) && (
          <Block title={t.sections.references}>
            <PeriodRows period={invoice.invoicingPeriod} />
            {references.map((r) => (r ? <Row key={r.path} field={r} /> : null))}
          </Block>
        )}
        {invoice.seller && (
          <Block title={t.sections.seller} group="BG-4">
            <Row field={invoice.seller.name} />
            <Row field={invoice.seller.tradingName} />
            {invoice.seller.identifiers.map((f) => <Row key={f.path} field={f} />)}
            <Row field={invoice.seller.legalRegistrationIdentifier} />
            <Row field={invoice.seller.vatIdentifier} />
            <Row field={invoice.seller.taxRegistrationIdentifier} />
            <Row field={invoice.seller.additionalLegalInformation} />
            <Row field={invoice.seller.electronicAddress} />
            <AddressRows address={invoice.seller.address} />
            <ContactRows contact={invoice.seller.contact} />
          </Block>
        )}
        {invoice.buyer && (
          <Block title={t.sections.buyer} group="BG-7">
            <Row field={invoice.buyer.name} />
            <Row field={invoice.buyer.tradingName} />
            <Row field={invoice.buyer.identifier} />
            <Row field={invoice.buyer.legalRegistrationIdentifier} />
            <Row field={invoice.buyer.vatIdentifier} />
            <Row field={invoice.buyer.electronicAddress} />
            <AddressRows address={invoice.buyer.address} />
            <ContactRows contact={invoice.buyer.contact} />
          </Block>
        )}
        {invoice.payee && (
          <Block title={t.sections.payee} group="BG-10">
            <Row field={invoice.payee.name} />
            <Row field={invoice.payee.identifier} />
            <Row field={invoice.payee.legalRegistrationIdentifier} />
          </Block>
        )}
        {invoice.taxRepresentative && (
          <Block title={t.sections.taxRepresentative} group="BG-11">
            <Row field={invoice.taxRepresentative.name} />
            <Row field={invoice.taxRepresentative.vatIdentifier} />
            <AddressRows address={invoice.taxRepresentative.address} />
          </Block>
        )}
        {invoice.delivery && (
          <Block title={t.sections.delivery} group="BG-13">
            <Row field={invoice.delivery.partyName} />
            <Row field={invoice.delivery.locationIdentifier} />
            <Row field={invoice.delivery.actualDeliveryDate} />
            <AddressRows address={invoice.delivery.address} />
          </Block>
        )}
        {invoice.precedingInvoices.length > 0 && (
          <Block title={t.sections.precedingInvoices} group="BG-3">
            {invoice.precedingInvoices.map((p) => (
              <Fragment key={p.path}>
                <Row field={p.reference} />
                <Row field={p.issueDate} />
              </Fragment>
            ))}
          </Block>
        )}
      </div>

      <section className="einvoice-block einvoice-lines mt-4 rounded-lg border border-border p-4">
        <h5 className="font-semibold text-fg">
          {t.sections.lines}
          <TermId id="BG-25" />
        </h5>
        <ScrollTable label={t.sections.lines}>
          <thead>
            <tr>
              <Th bt="BT-126">{t.columns.line}</Th>
              <Th bt="BT-153">{t.columns.item}</Th>
              <Th bt="BT-129" numeric>{t.columns.quantity}</Th>
              <Th bt="BT-146" numeric>{t.columns.price}</Th>
              <Th bt="BT-151">{t.columns.vat}</Th>
              <Th bt="BT-131" numeric>{t.columns.netAmount}</Th>
            </tr>
          </thead>
          <LineTable lines={invoice.lines} complete={complete} currency={invoice.currencyCode?.value.trim() ?? ''} />
        </ScrollTable>
      </section>

      {allowancesCharges.length > 0 && (
        <section className="einvoice-block mt-4 rounded-lg border border-border p-4">
          <h5 className="font-semibold text-fg">
            {t.sections.allowancesCharges}
            <TermId id="BG-20" />
            <TermId id="BG-21" />
          </h5>
          <ScrollTable label={t.sections.allowancesCharges}>
            <thead>
              <tr>
                <Th>{t.columns.kind}</Th>
                <Th bt="BT-97">{t.columns.reason}</Th>
                <Th bt="BT-95">{t.columns.vat}</Th>
                <Th bt="BT-92" numeric>{t.columns.amount}</Th>
              </tr>
            </thead>
            <tbody>
              {allowancesCharges.map((a) => (
                <tr key={a.path} className="align-top">
                  <td className="border-b border-border px-2 py-2">{a.charge ? t.charge : t.allowance}</td>
                  <td className="border-b border-border px-2 py-2">{[a.reasonCode?.value.trim(), a.reason?.value.trim()].filter(Boolean).join(' – ')}</td>
                  <td className="border-b border-border px-2 py-2">
                    {a.vatCategoryCode ? text(a.vatCategoryCode) : ''}
                    {a.vatRate ? ` ${formatDecimal(a.vatRate.value, view.lang)} %` : ''}
                  </td>
                  <td className="border-b border-border px-2 py-2 text-right tabular-nums">{a.amount ? text(a.amount) : ''}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        </section>
      )}

      <div className="mt-4 grid gap-4">
        <VatBreakdownTable invoice={invoice} recomputed={recomputed} />
        <Totals invoice={invoice} recomputed={recomputed} />
      </div>

      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        {(invoice.paymentInstructions.length > 0 || invoice.paymentTerms.length > 0) && (
          <Block title={t.sections.payment} group="BG-16">
            {invoice.paymentInstructions.map((p) => (
              <Fragment key={p.path}>
                <Row field={p.meansCode} />
                <Row field={p.meansText} />
                <Row field={p.remittanceInformation} />
                {p.creditTransfers.map((c) => (
                  <Fragment key={c.path}>
                    <Row field={c.accountIdentifier} />
                    <Row field={c.accountName} />
                    <Row field={c.serviceProviderIdentifier} />
                  </Fragment>
                ))}
                {p.card && (
                  <>
                    <Row field={p.card.primaryAccountNumber} />
                    <Row field={p.card.holderName} />
                  </>
                )}
                {p.directDebit && (
                  <>
                    <Row field={p.directDebit.mandateReference} />
                    <Row field={p.directDebit.creditorIdentifier} />
                    <Row field={p.directDebit.debitedAccount} />
                  </>
                )}
              </Fragment>
            ))}
            {invoice.paymentTerms.map((f) => (
              <Row key={f.path} field={f} />
            ))}
          </Block>
        )}
        {invoice.notes.length > 0 && (
          <Block title={t.sections.notes} group="BG-1">
            {invoice.notes.map((n) => (
              <Fragment key={n.path}>
                <Row field={n.subjectCode} />
                <Row field={n.text}>{n.text?.value.trim()}</Row>
              </Fragment>
            ))}
          </Block>
        )}
        {invoice.supportingDocuments.length > 0 && (
          <Block title={t.sections.attachments} group="BG-24">
            {invoice.supportingDocuments.map((d) => (
              <Fragment key={d.path}>
                <Row field={d.reference} />
                <Row field={d.description} />
                <Row field={d.externalLocation} />
                {d.attachment && <Row field={d.attachment}>{d.attachment.filename ?? d.attachment.mimeCode ?? ''}</Row>}
              </Fragment>
            ))}
          </Block>
        )}
      </div>
    </div>
  )
}
