import { BackLink } from '../../renderer/components/BackLink'
import { vatQuickScanPage as page } from '../../content/pages/vat-quick-scan'
import { Disclaimer } from '../../renderer/components/Disclaimer'
import { Island } from '../../renderer/components/Island'
import { Link } from '../../renderer/components/Link'
import { NoScriptNotice } from '../../renderer/components/NoScriptNotice'
import { StandardPage } from '../../renderer/components/StandardPage'
import { localize } from '../../renderer/i18n'
import { QuickScan } from '../../renderer/islands/QuickScan'
import { useLang } from '../../renderer/PageContext'
import { localizePath } from '../../renderer/urls'

export default function QuickScanPage() {
  const lang = useLang()
  const text = localize(page.text, lang)
  return (
    <StandardPage page={page}>
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <NoScriptNotice title={text.noScript.title} text={text.noScript.text} className="mb-10 rounded-xl border-2 border-primary bg-card p-6">
          <p className="mt-4">
            <Link href="/kontakt" className="btn btn-primary">
              {text.noScript.contactLink}
            </Link>
          </p>
        </NoScriptNotice>
        {/* Without JavaScript the questions would be silent radios: the notice above stands instead. */}
        <div className="js-only">
          <Island
            name="quick-scan"
            component={QuickScan}
            props={{
              texts: { categories: text.categories, answers: text.answers, progress: text.progress, result: text.result },
              categoryIds: page.categoryIds,
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
