// The booking API through the local server as `npm start` runs it (embedded DynamoDB engine, SES
// emulator, the sample calendar): how long listing the free slots and booking one take, one
// visitor after another (each from an address of its own, as CloudFront names it, so the rate
// limit of the functions does not stand in the way).
import { bookingApi, type BookingRequest, type SlotsAnswer } from '../../core/booking-api'
import type { LocalSite } from './local-site'
import { median, ms, quantile, table } from './report'

export interface BookingLatency {
  label: string
  count: number
  firstMs: number
  p50Ms: number
  p95Ms: number
}

async function timed(request: () => Promise<Response>): Promise<number> {
  const started = performance.now()
  const response = await request()
  await response.arrayBuffer()
  if (!response.ok) throw new Error(`booking bench: HTTP ${response.status}`)
  return performance.now() - started
}

function summary(label: string, samples: number[]): BookingLatency {
  const [first, ...rest] = samples
  return { label, count: samples.length, firstMs: first!, p50Ms: median(rest), p95Ms: quantile(rest, 0.95) }
}

export async function measureBooking(site: LocalSite, lists = 200, bookings = 30): Promise<BookingLatency[]> {
  const viewer = (i: number) => ({ 'cloudfront-viewer-address': `198.51.100.${i % 250}:443` })
  const listing: number[] = []
  for (let i = 0; i < lists; i++) listing.push(await timed(() => fetch(`${site.url}${bookingApi.slotsPath}?lang=de`, { headers: viewer(i) })))
  const pages: number[] = []
  for (let i = 0; i < 50; i++) pages.push(await timed(() => fetch(`${site.url}${bookingApi.slotsPath}?lang=zh&tz=Asia%2FShanghai&view=page`, { headers: viewer(i) })))
  const { slots } = (await (await fetch(`${site.url}${bookingApi.slotsPath}?lang=de`)).json()) as SlotsAnswer
  const booking: number[] = []
  for (let i = 0; i < Math.min(bookings, slots.length); i++) {
    const request: BookingRequest = { start: slots[i]!.start, name: 'Bench', email: `bench${i}@example.com`, channel: 'phone', phone: '+49 30 1234567', company: 'Bench GmbH', lang: 'de' }
    const body = JSON.stringify(request)
    booking.push(await timed(() => fetch(`${site.url}${bookingApi.bookPath}`, { method: 'POST', headers: { 'content-type': 'application/json', ...viewer(i) }, body })))
  }
  return [
    summary(`GET ${bookingApi.slotsPath} (JSON, ${slots.length} slots)`, listing),
    summary(`GET ${bookingApi.slotsPath}?view=page (the page without JavaScript)`, pages),
    summary(`POST ${bookingApi.bookPath} (store, two mails with invitations to the SES emulator)`, booking),
  ]
}

export function bookingTable(rows: BookingLatency[]): string {
  return table(['Request', 'n', 'first', 'p50 after', 'p95 after'], rows.map((r) => [r.label, r.count, ms(r.firstMs), ms(r.p50Ms), ms(r.p95Ms)]))
}
