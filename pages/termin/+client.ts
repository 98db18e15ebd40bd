// Site chrome plus the booking form island, hydrated on first use.
import { initChrome } from '../../renderer/client/chrome'
import { hydrateIslandsOnFirstUse } from '../../renderer/islands/hydrate-on-first-use'
import { bookingFormIsland } from '../../renderer/islands/BookingForm/island'

initChrome()
hydrateIslandsOnFirstUse([bookingFormIsland])
