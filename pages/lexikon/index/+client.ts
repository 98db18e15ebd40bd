// The glossary overview: site chrome plus the article carousel.
import { initCarousels } from '../../../renderer/client/carousel'
import { initChrome } from '../../../renderer/client/chrome'

initChrome()
initCarousels()
