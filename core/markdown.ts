import type { List, ListItem, Paragraph, PhrasingContent, Root, RootContent } from 'mdast'
import remarkParse from 'remark-parse'
import { unified } from 'unified'

/** The article block model of SPEC.md §3. */
export type ArticleBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[] }

export class MarkdownError extends Error {
  override name = 'MarkdownError'
}

function position(node: { position?: { start: { line: number; column: number } } }): string {
  const start = node.position?.start
  return start ? `line ${start.line}, column ${start.column}` : 'unknown position'
}

/** Plain text of inline content; any formatting (emphasis, links, code, HTML…) is rejected. */
function inlineText(nodes: PhrasingContent[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return node.value
      if (node.type === 'break') return ' '
      throw new MarkdownError(`unsupported inline "${node.type}" at ${position(node)}: only plain text is allowed`)
    })
    .join('')
    .replace(/\s*\n\s*/g, ' ')
    .trim()
}

function listItemText(item: ListItem): string {
  const [first, ...rest] = item.children
  if (!first || first.type !== 'paragraph' || rest.length > 0 || item.checked !== null && item.checked !== undefined) {
    throw new MarkdownError(`unsupported list item at ${position(item)}: one line of plain text per "- " item`)
  }
  return inlineText((first as Paragraph).children)
}

function toBlock(node: RootContent): ArticleBlock {
  switch (node.type) {
    case 'heading':
      if (node.depth !== 2) throw new MarkdownError(`unsupported heading level ${node.depth} at ${position(node)}: use "## "`)
      return { type: 'heading', text: inlineText(node.children) }
    case 'paragraph':
      return { type: 'paragraph', text: inlineText(node.children) }
    case 'list':
      if ((node as List).ordered) throw new MarkdownError(`unsupported numbered list at ${position(node)}: use "- " items`)
      return { type: 'list', items: (node as List).children.map(listItemText) }
    default:
      throw new MarkdownError(`unsupported Markdown "${node.type}" at ${position(node)}: only "## " headings, paragraphs and "- " lists`)
  }
}

/**
 * A legal text's section: its "## " heading, then paragraphs and lists (no further heading).
 * Throws like markdownToBlocks, so the content check names the place.
 */
export function legalSectionBlocks(markdown: string): { heading: string; blocks: Exclude<ArticleBlock, { type: 'heading' }>[] } {
  const [first, ...rest] = markdownToBlocks(markdown)
  if (first?.type !== 'heading') throw new MarkdownError('a legal section starts with its "## " heading')
  const blocks = rest.map((block) => {
    if (block.type === 'heading') throw new MarkdownError(`a legal section has one heading; start a new section for "${block.text}"`)
    return block
  })
  return { heading: first.text, blocks }
}

/**
 * Turns an article body into blocks (heading, paragraph, list) with unified/remark-parse.
 * Any other construct throws, so the build fails with the place to fix.
 */
export function markdownToBlocks(markdown: string): ArticleBlock[] {
  const tree = unified().use(remarkParse).parse(markdown) as Root
  return tree.children.map(toBlock)
}
