import { suchePage as page } from '../../content/pages/suche'
import { Link } from '../../renderer/components/Link/Link'
import { NoScriptNotice } from '../../renderer/components/NoScriptNotice/NoScriptNotice'
import { SearchPanel } from '../../renderer/components/Search/SearchPanel'
import { StandardPage } from '../../renderer/components/StandardPage/StandardPage'
import { localize } from '../../core/i18n'
import { useLang } from '../../renderer/PageContext'

/** /suche: the search where the header's entry leads without JavaScript, and a search page with it. */
export default function Page() {
  const text = localize(page.text, useLang())
  return (
    <StandardPage page={page}>
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <SearchPanel id="search-page" inline />
        <NoScriptNotice title={text.noScript.title} text={text.noScript.text}>
          <ul className="mt-4 list-disc space-y-2 pl-6 leading-7 marker:text-primary">
            <li>
              <Link href="/lexikon" className="link text-fg">{text.noScript.glossary}</Link>
            </li>
            <li>
              <Link href="/lexikon#news-title" className="link text-fg">{text.noScript.news}</Link>
            </li>
            <li>
              <a href="/sitemap.xml" className="link text-fg">{text.noScript.sitemap}</a>
            </li>
          </ul>
        </NoScriptNotice>
      </div>
    </StandardPage>
  )
}
