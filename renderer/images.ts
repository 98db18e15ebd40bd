/**
 * The site's images as the build made them from their one source file each in content/images/
 * (scripts/images/vite-plugin.ts): AVIF and WebP in several widths below /assets/images/ with
 * content-hashed names, and a JPEG at a stable URL (/images/<name>.jpg) for clients without
 * <picture> and for structured data. Rendered by renderer/components/Picture/Picture.tsx.
 */
export interface ResponsiveImage {
  /** The JPEG fallback's stable URL, /images/<name of the source>.jpg. */
  src: string
  /** Intrinsic size of the fallback; every rendition has its aspect ratio. */
  width: number
  height: number
  /** One source per format, best first (AVIF, then WebP), each in ascending widths. */
  sources: { type: 'image/avif' | 'image/webp'; files: { url: string; width: number; height: number }[] }[]
}

// Every file in content/images/, through the plugin (`?responsive`), at build time only: the
// module holds URLs and sizes, no image data, and nothing of it runs in the browser.
const images = Object.values(
  import.meta.glob<ResponsiveImage>('../content/images/*', { query: '?responsive', import: 'default', eager: true }),
)

/** The image published at `src` (e.g. firm.attorney.photo.src); an error naming the sources when none is. */
export function contentImage(src: string): ResponsiveImage {
  const image = images.find((candidate) => candidate.src === src)
  if (!image) throw new Error(`No image in content/images/ is published at ${src}; there are: ${images.map((i) => i.src).join(', ') || 'none'}`)
  return image
}
