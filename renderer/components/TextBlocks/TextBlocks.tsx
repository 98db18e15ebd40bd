import type { TextBlock } from '../../../content/types'

/** Running text from content: paragraphs and bullet lists. */
export function TextBlocks({ blocks, fill = (s) => s }: { blocks: TextBlock[]; fill?: (text: string) => string }) {
  return (
    <>
      {blocks.map((block, i) =>
        block.type === 'paragraph' ? (
          <p key={i} className="mt-4 leading-7 text-fg-muted">
            {fill(block.text)}
          </p>
        ) : (
          <ul key={i} className="mt-4 list-disc space-y-2 pl-6 leading-7 text-fg-muted marker:text-primary">
            {block.items.map((item) => (
              <li key={item}>{fill(item)}</li>
            ))}
          </ul>
        ),
      )}
    </>
  )
}
