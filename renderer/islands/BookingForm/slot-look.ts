/**
 * How the list of free times looks (Tailwind classes), shared by the island's list (SlotDays in
 * BookingForm.tsx) and the list shown on arrival before the island hydrates (slot-preview.ts), so
 * the one replaces the other without a visible change.
 */
export const slotLook = {
  group: 'space-y-4',
  legend: 'text-lg font-semibold text-fg',
  empty: 'text-fg-muted',
  days: 'space-y-2',
  day: 'rounded-lg border border-border',
  summary: 'flex min-h-11 cursor-pointer items-center px-4 py-2 font-medium text-fg',
  times: 'grid gap-2 px-4 pb-4 sm:grid-cols-2 lg:grid-cols-3',
  dayLegend: 'sr-only',
  slot: 'flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-border px-3 py-2 text-fg has-[:checked]:border-primary has-[:checked]:bg-muted',
  time: 'font-medium',
  firmTime: 'block text-sm text-fg-muted',
} as const
