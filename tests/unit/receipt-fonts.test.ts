// The receipt PDF's fonts: the WOFF unpacking checked against fontkit's own WOFF reader (the same
// glyphs, metrics and outlines from both), and the split of a text into runs by face, over
// generated text in every script a name in the EU's registers or a Chinese label brings.
import { readFileSync } from 'node:fs'
import { create, type Font } from 'fontkit'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { covers, runsByFace } from '../../core/font-faces'
import { receiptFontFiles } from '../../infra/lambda-bundling'
import { receiptFaces, receiptFont, sfntFromWoff } from '../../lambdas/qualified-check/receipt-fonts'

const sample = 'Aäß€ Łő Ωλ Бжд Ệ 增值税识别号（）'

describe('sfntFromWoff', () => {
  const faces = receiptFaces(400).filter((face) => [...sample].some((char) => covers(face, char.codePointAt(0)!)))

  it('gives the font inside each WOFF file: what fontkit reads from the WOFF, it reads from the plain file', () => {
    expect(faces.length).toBeGreaterThan(4)
    for (const face of faces) {
      const woff = readFileSync(face.path)
      const fromWoff = create(woff) as Font
      const plain = sfntFromWoff(woff)
      expect(plain.readUInt32BE(0), face.name).toBe(woff.readUInt32BE(4))
      const fromPlain = create(plain) as Font
      expect([fromPlain.numGlyphs, fromPlain.unitsPerEm, fromPlain.postscriptName], face.name).toEqual([fromWoff.numGlyphs, fromWoff.unitsPerEm, fromWoff.postscriptName])
      const chars = [...sample].filter((char) => covers(face, char.codePointAt(0)!)).join('')
      const glyphs = (font: Font) => font.layout(chars).glyphs.map((glyph) => [glyph.id, glyph.advanceWidth, glyph.path.toSVG()])
      expect(glyphs(fromPlain), face.name).toEqual(glyphs(fromWoff))
    }
  })

  it('refuses what is no WOFF file', () => {
    expect(() => sfntFromWoff(Buffer.from('OTTO and more bytes than a header'))).toThrow(/not a WOFF/)
  })
})

describe('the receipt fonts', () => {
  it('cover every character of the receipt texts and the registers’ scripts in both weights', () => {
    for (const weight of [400, 700] as const) {
      const faces = receiptFaces(weight)
      const missing = [...sample.replace(/\s/g, '')].filter((char) => !faces.some((face) => covers(face, char.codePointAt(0)!)))
      expect(missing, String(weight)).toEqual([])
    }
  })

  it('are copied into the bundle with each stylesheet and every file it names', () => {
    const files = receiptFontFiles()
    expect(files.filter((file) => file.to.endsWith('.css')).map((file) => file.to).sort()).toEqual(['fonts/noto-sans-sc/400.css', 'fonts/noto-sans-sc/700.css', 'fonts/noto-sans/400.css', 'fonts/noto-sans/700.css'])
    const bundled = new Set(files.map((file) => file.to))
    for (const weight of [400, 700] as const) for (const face of receiptFaces(weight)) expect(bundled.has(face.path.slice(face.path.indexOf('@fontsource/') + '@fontsource/'.length).replace(/^/, 'fonts/'))).toBe(true)
  })
})

describe('runsByFace', () => {
  const faces = receiptFaces(400)
  const scripts = ['a-zA-Z0-9 ', 'äöüßÄÖÜ', 'ŁłŐőĄęŠž', 'ΑΒΓαβγω', 'АБВабвЖж', '增值税识别号合格确认', '（），。：']
  const text = fc.string({ unit: fc.constantFrom(...scripts.join('')), maxLength: 60 })

  it('keeps the text whole and in order, and gives each character a face whose font draws it (no blank box)', () => {
    fc.assert(
      fc.property(text, (value) => {
        const runs = runsByFace(faces, value)
        expect(runs.map((run) => run.text).join('')).toBe(value)
        for (const run of runs) for (const char of run.text) expect(receiptFont(run.face).hasGlyphForCodePoint(char.codePointAt(0)!), `${char} in ${run.face.name}`).toBe(true)
        for (let i = 1; i < runs.length; i++) expect(runs[i]!.face).not.toBe(runs[i - 1]!.face)
      }),
    )
  })

  it('puts Latin, Greek and Cyrillic in Noto Sans before Noto Sans SC, which holds some of them too', () => {
    const names = runsByFace(faces, 'A Ω Б 增').map((run) => run.face.name)
    expect(names.slice(0, -1).every((name) => name.startsWith('noto-sans-') && !name.startsWith('noto-sans-sc-'))).toBe(true)
    expect(names.at(-1)).toMatch(/^noto-sans-sc-/)
  })
})
