import type { BookingAvailability } from './types'

/**
 * When visitors can book the free first assessment (/termin). Times are on the firm's clock in
 * Europe/Berlin; visitors see them in their own time zone too. The firm's own appointments come
 * from its calendar feed (configuration), public holidays of Hessen from the holiday library.
 */
export const bookingAvailability: BookingAvailability = {
  callMinutes: 20,
  bufferMinutes: 10,
  minimumNoticeHours: 24,
  horizonDays: 28,
  weeklyHours: [
    { weekday: 1, from: '09:00', to: '12:00' },
    { weekday: 1, from: '14:00', to: '17:00' },
    { weekday: 2, from: '09:00', to: '12:00' },
    { weekday: 2, from: '14:00', to: '17:00' },
    { weekday: 3, from: '09:00', to: '12:00' },
    { weekday: 4, from: '09:00', to: '12:00' },
    { weekday: 4, from: '14:00', to: '17:00' },
    { weekday: 5, from: '09:00', to: '12:00' },
  ],
  holidayRegion: 'HE',
  closures: [{ from: '2026-12-24', to: '2027-01-01' }],
  channels: ['phone', 'video'],
}
