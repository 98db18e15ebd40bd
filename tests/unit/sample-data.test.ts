import { describe, expect, it } from 'vitest'
import { firm } from '../../content/firm'
import { firmPlaceholders } from '../../core/sample-data'

describe('firmPlaceholders (the go-live guard and the sample-data notice)', () => {
  it('finds every invented value the repository ships in content/firm.ts', () => {
    expect(firmPlaceholders(firm)).toEqual(
      expect.arrayContaining([
        'attorney.name: Dr. Lena Hartmann',
        'vatId: DE123456789',
        'phone.e164: +4961289876540',
        'email: kontakt@hartmann-indirekte-steuern.example',
        'siteUrl: https://www.hartmann-indirekte-steuern.example',
        'profileUrl: https://www.linkedin.com/in/example-lena-hartmann',
        'liabilityInsurance.insurer: Beispiel Versicherung AG',
        'meetingService.operator.name: Beispiel Videokonferenz GmbH',
        'meetingService.operator.address: Musterweg 5, 10115 Berlin',
      ]),
    )
  })

  it('passes real-looking data and catches reserved names anywhere', () => {
    const real = { ...firm, name: 'Kanzlei Muster & Partner', attorney: { ...firm.attorney, name: 'Anna Beispielhaft' }, address: { ...firm.address, street: 'Bahnhofstraße 3' }, phone: { e164: '+4961281234567', display: '+49 6128 1234567' }, email: 'kanzlei@anna-steuer.de', profileUrl: 'https://www.linkedin.com/in/anna-steuer', vatId: 'DE811907980', siteUrl: 'https://www.anna-steuer.de', liabilityInsurance: { ...firm.liabilityInsurance, insurer: 'Allianz Versicherungs-AG', address: 'Königinstraße 28, 80802 München' }, meetingService: { ...firm.meetingService, operator: { name: 'Videokonferenz Hessen GmbH', address: 'Mainzer Landstraße 50, 60325 Frankfurt am Main' } } }
    expect(firmPlaceholders(real)).toEqual([])
    for (const value of ['office@example.com', 'https://example.org/', 'x@kanzlei.test', 'https://www.kanzlei.invalid/a', 'http://localhost:3000']) {
      expect(firmPlaceholders({ ...real, email: value }), value).toEqual([`email: ${value}`])
    }
    expect(firmPlaceholders({ ...real, email: 'a@myexample.com' })).toEqual([])
  })
})
