// Site chrome for every page: a few lines of progressive enhancement, no framework.
import { initChrome } from '../renderer/client/chrome'

initChrome()
