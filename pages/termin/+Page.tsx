import { terminPage as page } from '../../content/pages/termin'
import { bookingApi } from '../../core/booking-api'
import { buildDate } from '../../core/build-date'
import { pickerZones } from '../../core/booking-time'
import { intlLocale } from '../../core/intl-locale'
import { localize } from '../../core/i18n'
import { localizePath } from '../../core/url-rules'
import { StandardPage } from '../../renderer/components/StandardPage/StandardPage'
import { BookingForm } from '../../renderer/islands/BookingForm/BookingForm'
import { bookingFormIsland } from '../../renderer/islands/BookingForm/island'
import { Island } from '../../renderer/islands/Island'
import { useLang } from '../../renderer/PageContext'

export default function BookingPage() {
  const lang = useLang()
  const text = localize(page.text, lang)
  const locale = intlLocale[lang]
  return (
    <StandardPage page={page}>
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <Island
          of={bookingFormIsland}
          component={BookingForm}
          props={{
            texts: text.form,
            lang,
            locale,
            // Named as they read on the build's day; the browser names them again for its own day (island.ts).
            zones: pickerZones(page.timeZones, '', locale, buildDate),
            privacyHref: localizePath('/datenschutz', lang),
            paths: { slots: bookingApi.slotsPath, book: bookingApi.bookPath },
          }}
        />
      </div>
    </StandardPage>
  )
}
