import type { ResponsiveImage } from '../../images'

/**
 * A responsive image as plain HTML: one <source> per format (AVIF, then WebP) with every width,
 * and the JPEG as the <img> that carries size, alt text and loading. The browser picks the file;
 * no script is involved. `sizes` states how wide the layout shows the image; `priority` is for an
 * image in the first screen of most visitors (fetched early, never lazily), the others load lazily.
 */
export function Picture({ image, alt, sizes, priority = false, className }: { image: ResponsiveImage; alt: string; sizes: string; priority?: boolean; className?: string }) {
  return (
    <picture>
      {image.sources.map(({ type, files }) => (
        <source key={type} type={type} srcSet={files.map((file) => `${file.url} ${file.width}w`).join(', ')} sizes={sizes} />
      ))}
      <img
        src={image.src}
        width={image.width}
        height={image.height}
        alt={alt}
        decoding="async"
        {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
        className={className}
      />
    </picture>
  )
}
