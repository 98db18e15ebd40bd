import { ChevronLeft, ChevronRight } from 'lucide-react'
import type { ReactNode } from 'react'
import { format } from '../../../core/text'
import { useUi } from '../../PageContext'

/**
 * A carousel of slides: 1 per view on small screens, 2 on medium, 3 on large. Without JavaScript
 * it is a horizontally scrollable row; renderer/components/Carousel/carousel.ts adds looping, arrows and swipe.
 */
export function Carousel({ label, slides }: { label: string; slides: { key: string; content: ReactNode }[] }) {
  const t = useUi()
  return (
    <div data-carousel role="region" aria-roledescription="carousel" aria-label={label} className="carousel relative">
      <div data-carousel-viewport tabIndex={0} className="carousel-viewport rounded-xl">
        <div className="carousel-container stagger">
          {slides.map((slide, i) => (
            <div
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={format(t.news.slideLabel, { index: i + 1, count: slides.length })}
              className="carousel-slide"
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      <div className="js-only mt-6 hidden justify-end gap-2 md:flex">
        <button type="button" data-carousel-prev className="btn btn-secondary disabled:opacity-50">
          <ChevronLeft aria-hidden="true" className="size-5" />
          <span className="sr-only">{t.news.previous}</span>
        </button>
        <button type="button" data-carousel-next className="btn btn-secondary disabled:opacity-50">
          <ChevronRight aria-hidden="true" className="size-5" />
          <span className="sr-only">{t.news.next}</span>
        </button>
      </div>
    </div>
  )
}
