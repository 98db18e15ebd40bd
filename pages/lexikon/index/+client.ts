// The glossary overview: site chrome plus the article carousel.
import { initCarousels } from '../../../renderer/components/Carousel/carousel'
import { initChrome } from '../../../renderer/client/chrome'

initChrome()
initCarousels()
