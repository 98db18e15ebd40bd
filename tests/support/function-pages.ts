// Every page the server functions render for the forms without JavaScript, in each of its states,
// for one language: the booking steps and the manage page, the qualified check, the VIES check.
import type { Lang } from '../../content/types'
import { bookingFormPage, managePage } from '../../lambdas/booking/pages'
import type { Booking } from '../../lambdas/booking/store'
import { qualifiedCheckPage } from '../../lambdas/qualified-check/page'
import { viesResultPage } from '../../lambdas/vies-vat-check/result-page'

export function functionPages(lang: Lang): Record<string, string> {
  const slots = { slots: [{ start: '2026-12-01T08:00:00.000Z', end: '2026-12-01T08:20:00.000Z' }, { start: '2026-12-02T13:30:00.000Z', end: '2026-12-02T13:50:00.000Z' }], channels: ['phone', 'video'] as ('phone' | 'video')[], horizonDays: 28 }
  const booking: Booking = { id: '0c4fc8d7-4ee7-465a-acf6-e2a2982b0ee8', start: slots.slots[0]!.start, end: slots.slots[0]!.end, lang, zone: 'Asia/Shanghai', name: 'Mei Lin', email: 'mei@example.cn', phone: '+86 755 1234 5678', channel: 'phone', company: 'Lin Trading Ltd.', opposingParty: 'Finanzamt Wiesbaden II', intake: { marketplaces: '', storageCountries: '', vatIds: '' }, sequence: 0, createdAt: '2026-11-26T00:00:00.000Z' }
  const css = '/assets/static/site.css'
  return {
    'slots': bookingFormPage(lang, { zone: 'America/Chicago', slots }, css),
    'no-slots': bookingFormPage(lang, { zone: 'Europe/Berlin', slots: { ...slots, slots: [] } }, css),
    'error': bookingFormPage(lang, { zone: 'Europe/Berlin', slots, error: 'slotTaken', values: { name: 'Mei <Lin>', email: 'mei@example.cn' } }, css),
    'booked': bookingFormPage(lang, { zone: 'Asia/Shanghai', booked: { start: booking.start, email: booking.email } }, css),
    'cancel': managePage(lang, { kind: 'cancel', call: booking, token: 'a.b' }, css),
    'cancel-video': managePage(lang, { kind: 'cancel', call: booking, token: 'a.b' }, css, 'https://meet.example/FOWEKKio5CDAOQzpJ9WhxA'),
    'not-offered': bookingFormPage(lang, { zone: 'America/Toronto', slots, error: 'slotNotOffered', values: { start: slots.slots[1]!.start, channel: 'video', company: 'Roe <Imports>' } }, css),
    'reschedule': managePage(lang, { kind: 'reschedule', call: booking, token: 'a.b', slots: slots.slots, error: 'slotTaken' }, css),
    'done': managePage(lang, { kind: 'done', call: booking, message: 'cancelled' }, css),
    'invalid': managePage(lang, { kind: 'invalid' }, css),
    'moved': managePage(lang, { kind: 'moved', call: booking }, css),
    'already-cancelled': managePage(lang, { kind: 'cancelled', call: booking }, css),
    'started': managePage(lang, { kind: 'over', call: booking, ended: false }, css),
    'took-place': managePage(lang, { kind: 'over', call: booking, ended: true }, css),
    'unavailable': managePage(lang, { kind: 'failed', message: 'unavailable' }, css),
    'change-unconfirmed': managePage(lang, { kind: 'failed', message: 'changeUnconfirmed' }, css),
    'qualified': qualifiedCheckPage(lang, { values: { requesterVatId: 'DE811907980', countryCode: 'AT', vatNumber: 'U12345678', companyName: 'Muster <GmbH>', city: 'Wien' }, result: { route: 'evatr', outcome: 'valid', status: 'evatr-0000', requestedAt: null, receivedAt: '2026-11-26T09:15:30.512Z', reference: '0f1e2d3c4b5a6978', matches: { companyName: 'match', street: 'notRequested', postcode: 'notSupplied', city: 'notReceived' }, codes: { companyName: 'A', street: 'C', postcode: 'D', city: 'E' }, attention: ['notReceived', 'serviceTimeMissing'], validFrom: undefined, validUntil: undefined, request: { requesterVatId: 'DE811907980', vatId: 'ATU12345678', companyName: 'Muster <GmbH>', city: 'Wien', street: '', postcode: '' }, record: { status: 'evatr-0000' }, answer: { httpStatus: 200, contentType: 'application/json', base64: 'e30=', sha256: '44136fa355b3678a1146ad16f7e8649e94fb4fc21fe77e8310c060f61caaff8a' }, receipt: { fileName: 'r.json', json: '{}' } } }, css),
    'qualified-error': qualifiedCheckPage(lang, { values: {}, error: 'invalid_requester' }, css),
    'vies': viesResultPage({ lang, country: 'DE', number: '123456789', answer: { ok: true, data: { valid: true, name: 'Muster GmbH', address: 'Musterstraße 1', requestDate: '2026-11-26T10:00:00.000Z', requestIdentifier: 'WAPIAAAAZE5qMXl8' } }, stylesheet: css }),
  }
}
