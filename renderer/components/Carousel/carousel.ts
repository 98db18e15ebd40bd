import EmblaCarousel from 'embla-carousel'

/**
 * Enhances [data-carousel] blocks (renderer/components/Carousel/Carousel.tsx) with Embla: looping,
 * start-aligned, swipe, previous/next buttons disabled where it cannot scroll, arrow keys, and
 * focus that brings its slide into view. Without JavaScript the slides stay a scrollable row.
 */
export function initCarousels(): void {
  const jump = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  for (const root of document.querySelectorAll<HTMLElement>('[data-carousel]')) {
    const viewport = root.querySelector<HTMLElement>('[data-carousel-viewport]')
    if (!viewport) continue
    const embla = EmblaCarousel(viewport, { loop: true, align: 'start', slidesToScroll: 1 })
    const prev = root.querySelector<HTMLButtonElement>('[data-carousel-prev]')
    const next = root.querySelector<HTMLButtonElement>('[data-carousel-next]')
    const update = () => {
      if (prev) prev.disabled = !embla.canScrollPrev()
      if (next) next.disabled = !embla.canScrollNext()
      root.dataset.ready = 'true'
    }
    embla.on('init', update).on('select', update).on('reInit', update)
    update()
    prev?.addEventListener('click', () => embla.scrollPrev(jump))
    next?.addEventListener('click', () => embla.scrollNext(jump))
    viewport.addEventListener('keydown', (event) => {
      if (event.key === 'ArrowLeft') embla.scrollPrev(jump)
      else if (event.key === 'ArrowRight') embla.scrollNext(jump)
      else return
      event.preventDefault()
    })
    const slides = embla.slideNodes()
    slides.forEach((slide, index) => {
      slide.addEventListener('focusin', () => {
        viewport.scrollLeft = 0
        if (!embla.slidesInView().includes(index)) embla.scrollTo(index, jump)
      })
    })
  }
}
