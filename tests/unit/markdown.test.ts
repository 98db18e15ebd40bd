import { describe, expect, it } from 'vitest'
import { MarkdownError, markdownToBlocks } from '../../renderer/markdown'

describe('markdownToBlocks', () => {
  it('turns headings, paragraphs and bullet lists into blocks', () => {
    const blocks = markdownToBlocks(`Erster Absatz
über zwei Zeilen.

## Was entschieden wurde

- erster Punkt
- zweiter Punkt

Schluss.`)
    expect(blocks).toEqual([
      { type: 'paragraph', text: 'Erster Absatz über zwei Zeilen.' },
      { type: 'heading', text: 'Was entschieden wurde' },
      { type: 'list', items: ['erster Punkt', 'zweiter Punkt'] },
      { type: 'paragraph', text: 'Schluss.' },
    ])
  })

  it('keeps characters that look like Markdown but are plain text', () => {
    expect(markdownToBlocks('§ 13b UStG gilt (C-276/24) – 19 % & 7 %.')).toEqual([
      { type: 'paragraph', text: '§ 13b UStG gilt (C-276/24) – 19 % & 7 %.' },
    ])
  })

  it.each([
    ['# Title', /heading level 1/],
    ['### Sub', /heading level 3/],
    ['Text with **bold**', /inline "strong"/],
    ['Text with *emphasis*', /inline "emphasis"/],
    ['A [link](https://example.com)', /inline "link"/],
    ['Some `code`', /inline "inlineCode"/],
    ['1. one\n2. two', /numbered list/],
    ['> quote', /"blockquote"/],
    ['```\ncode\n```', /"code"/],
    ['<div>html</div>', /"html"/],
    ['---', /"thematicBreak"/],
    ['- item\n\n  second paragraph', /list item/],
    ['![image](/x.png)', /inline "image"/],
  ])('rejects %j', (markdown, message) => {
    expect(() => markdownToBlocks(markdown)).toThrow(MarkdownError)
    expect(() => markdownToBlocks(markdown)).toThrow(message)
  })

  it('names the line of the problem', () => {
    expect(() => markdownToBlocks('Fine.\n\n### Not fine')).toThrow(/line 3, column 1/)
  })
})
