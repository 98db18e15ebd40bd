import { describe, expect, it } from 'vitest'
import { MarkdownError, legalSectionBlocks, markdownToBlocks } from '../../core/markdown'
import { checkContent } from '../../scripts/content/check'
import { knownTargets } from '../../scripts/content/registry'
import { readContentSchema } from '../../scripts/content/schemas'
import { impressumPage } from '../../content/pages/impressum'

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

describe('legal sections', () => {
  it('is a heading with its paragraphs and lists; an escaped "1." stays text', () => {
    expect(legalSectionBlocks('## Kontakt\n\n- Telefon: {phone}\n- E-Mail: {email}\n\n1\\. Absatz')).toEqual({
      heading: 'Kontakt',
      blocks: [
        { type: 'list', items: ['Telefon: {phone}', 'E-Mail: {email}'] },
        { type: 'paragraph', text: '1. Absatz' },
      ],
    })
  })

  it('fails the content check, naming the section, without a heading first or with a second heading', () => {
    const page = structuredClone(impressumPage)
    page.text.en.sections[1] = 'Text before its heading.\n\n## Provider'
    page.text.zh.sections[2] = '## 联系方式\n\n## 第二个标题'
    const problems = checkContent([{ file: 'content/pages/impressum.ts', type: 'LegalPage', data: page }], readContentSchema(), knownTargets())
    expect(problems).toEqual([
      { file: 'content/pages/impressum.ts', key: 'text.en.sections.1', message: 'Markdown: a legal section starts with its "## " heading' },
      { file: 'content/pages/impressum.ts', key: 'text.zh.sections.2', message: 'Markdown: a legal section has one heading; start a new section for "第二个标题"' },
    ])
  })
})
