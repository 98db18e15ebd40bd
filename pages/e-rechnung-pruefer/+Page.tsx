import { CalendarCheck, Mail, ShieldCheck } from 'lucide-react'
import { eRechnungPrueferPage as page } from '../../content/pages/e-rechnung-pruefer'
import { MAX_PDF_BYTES, MAX_XML_BYTES, RULE_SETS } from '../../core/einvoice/index'
import { localize } from '../../core/i18n'
import { format } from '../../core/text'
import { BackLink } from '../../renderer/components/BackLink/BackLink'
import { Disclaimer } from '../../renderer/components/Disclaimer/Disclaimer'
import { Link } from '../../renderer/components/Link/Link'
import { NoScriptNotice } from '../../renderer/components/NoScriptNotice/NoScriptNotice'
import { StandardPage } from '../../renderer/components/StandardPage/StandardPage'
import { EInvoiceChecker } from '../../renderer/islands/EInvoiceChecker/EInvoiceChecker'
import { eInvoiceCheckerIsland } from '../../renderer/islands/EInvoiceChecker/island'
import { Island } from '../../renderer/islands/Island'
import { useLang } from '../../renderer/PageContext'

const megabytes = (bytes: number) => String(Math.round(bytes / (1024 * 1024)))

/** The e-invoice checker: the privacy promise, the checker, how it works, its scope, the law, help. */
export default function EInvoiceCheckerPage() {
  const lang = useLang()
  const text = localize(page.text, lang)
  const checker = { ...text.checker, fileHint: format(text.checker.fileHint, { xmlLimit: megabytes(MAX_XML_BYTES), pdfLimit: megabytes(MAX_PDF_BYTES) }) }
  return (
    <StandardPage page={page}>
      <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
        <aside aria-labelledby="privacy-title" className="print-hidden mb-8 flex gap-4 rounded-xl border border-border bg-muted p-5">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
          <div>
            <h2 id="privacy-title" className="font-semibold text-fg">{text.privacy.title}</h2>
            <p className="mt-1 text-sm leading-6 text-fg-muted">{text.privacy.text}</p>
          </div>
        </aside>
        <NoScriptNotice title={text.noScript.title} text={text.noScript.text} className="rounded-xl border border-border p-6">
          {null}
        </NoScriptNotice>
        <Island of={eInvoiceCheckerIsland} component={EInvoiceChecker} props={{ texts: checker, lang }} />

        <div className="print-hidden mt-16 grid gap-10 lg:grid-cols-2">
          <section aria-labelledby="how-title">
            <h2 id="how-title" className="text-2xl font-bold text-fg">{text.howItWorks.title}</h2>
            <ol className="mt-4 list-decimal space-y-3 pl-5 leading-7 text-fg">
              {text.howItWorks.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="scope-title">
            <h2 id="scope-title" className="text-2xl font-bold text-fg">{text.scope.title}</h2>
            <h3 className="mt-4 font-semibold text-fg">{text.scope.checkedTitle}</h3>
            <ul className="mt-2 list-disc space-y-2 pl-5 leading-7 text-fg">
              {text.scope.checked.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <h3 className="mt-4 font-semibold text-fg">{text.scope.notCheckedTitle}</h3>
            <ul className="mt-2 list-disc space-y-2 pl-5 leading-7 text-fg">
              {text.scope.notChecked.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <p className="mt-4 text-sm text-fg-muted">{format(text.scope.versions, { en16931: RULE_SETS.en16931, xrechnung: RULE_SETS.xrechnung })}</p>
          </section>
        </div>

        <section aria-labelledby="legal-title" className="print-hidden mt-16">
          <h2 id="legal-title" className="text-2xl font-bold text-fg">{text.legal.title}</h2>
          <div className="mt-4 max-w-3xl space-y-4 leading-7 text-fg">
            {text.legal.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </section>

        <section aria-labelledby="help-title" className="print-hidden mt-16 rounded-xl border border-border bg-muted p-6">
          <h2 id="help-title" className="text-xl font-semibold text-fg">{text.help.title}</h2>
          <p className="mt-2 max-w-3xl leading-7 text-fg-muted">{text.help.text}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link href="/termin" className="btn btn-primary">
              <CalendarCheck aria-hidden="true" className="size-4" />
              {text.help.book}
            </Link>
            <Link href="/kontakt" className="btn btn-secondary">
              <Mail aria-hidden="true" className="size-4" />
              {text.help.contact}
            </Link>
          </div>
        </section>

        <div className="print-hidden mt-10 space-y-8">
          <Disclaimer text={text.disclaimer} />
          <BackLink href="/tools" label={text.back} />
        </div>
      </div>
    </StandardPage>
  )
}
