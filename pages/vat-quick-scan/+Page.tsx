import { BackLink } from '../../renderer/components/BackLink/BackLink'
import { vatQuickScanPage as page } from '../../content/pages/vat-quick-scan'
import { Disclaimer } from '../../renderer/components/Disclaimer/Disclaimer'
import { Island } from '../../renderer/islands/Island'
import { quickScanIsland } from '../../renderer/islands/QuickScan/island'
import { Link } from '../../renderer/components/Link/Link'
import { NoScriptNotice } from '../../renderer/components/NoScriptNotice/NoScriptNotice'
import { StandardPage } from '../../renderer/components/StandardPage/StandardPage'
import { localize, localizeItems } from '../../core/i18n'
import { QuickScan } from '../../renderer/islands/QuickScan/QuickScan'
import { useLang } from '../../renderer/PageContext'
import { localizePath } from '../../core/url-rules'

export default function QuickScanPage() {
  const lang = useLang()
  const text = localize(page.text, lang)
  return (
    <StandardPage page={page}>
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <NoScriptNotice title={text.noScript.title} text={text.noScript.text} className="mb-10 rounded-xl border-2 border-primary bg-card p-6">
          <p className="mt-4">
            {/* It offers the free first assessment: the booking page, which works without JavaScript. */}
            <Link href="/termin" className="btn btn-primary">
              {text.noScript.contactLink}
            </Link>
          </p>
        </NoScriptNotice>
        {/* Without JavaScript the questions would be silent radios: the notice above stands instead. */}
        <div className="js-only">
          <Island
            of={quickScanIsland}
            component={QuickScan}
            props={{
              categories: localizeItems(page.categories, lang),
              texts: { answers: text.answers, progress: text.progress, result: text.result },
              contactHref: `${localizePath('/kontakt', lang)}#contact-form`,
            }}
          />
        </div>
        <div className="print-hidden mt-10 space-y-8">
          <Disclaimer text={text.disclaimer} />
          <BackLink href="/tools" label={text.back} />
        </div>
      </div>
    </StandardPage>
  )
}
