import type { Font as FontkitFont } from '@pdf-lib/fontkit'
import * as hb from 'harfbuzzjs'
import {
  type Color,
  type PDFDocument,
  PDFHexString,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  type PDFPage,
  beginText,
  endText,
  popGraphicsState,
  pushGraphicsState,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  showText,
} from 'pdf-lib'
import { ShapedFont } from './shaped-font.js'

/** One font file, read both by harfbuzz (to shape) and by fontkit (to measure and subset). */
export interface Face {
  shaper: hb.Font
  font: FontkitFont
  file: Uint8Array
}

export const faceOf = (font: FontkitFont, file: Uint8Array): Face => ({
  shaper: new hb.Font(new hb.Face(new hb.Blob(file))),
  font,
  file,
})

export interface DrawOptions {
  x: number
  y: number
  size: number
  bold: boolean
  color: Color
}

/**
 * Writes text in scripts whose letters change shape and order with their neighbours (Devanagari, Gujarati):
 * harfbuzz picks and places the glyphs, each glyph is written where harfbuzz put it, and each text is one
 * `/ActualText` span, so copying it or reading it back gives the words rather than the glyphs' visual order.
 * A character the first face lacks (a Cyrillic name, say) is written in the next face that has it.
 */
export class ShapedWriter {
  private readonly fonts = new Map<Face, ShapedFont>()
  private readonly names = new WeakMap<PDFPage, Map<ShapedFont, PDFName>>()

  constructor(
    private readonly pdf: PDFDocument,
    private readonly faces: { regular: Face[]; bold: Face[] },
  ) {}

  draw(page: PDFPage, text: string, { x, y, size, bold, color }: DrawOptions): void {
    const ops: PDFOperator[] = [
      PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [
        PDFName.of('Span'),
        `<< /ActualText ${PDFHexString.fromText(text).toString()} >>`,
      ]),
      pushGraphicsState(),
      beginText(),
      setFillingColor(color),
    ]
    let penX = x
    for (const run of runs(text, bold ? this.faces.bold : this.faces.regular)) {
      const font = this.fontOf(run.face)
      ops.push(setFontAndSize(this.nameOf(page, font), size))
      const scale = size / font.unitsPerEm
      let glyphs = ''
      let at = { x: NaN, y: NaN }
      for (const glyph of shape(run.face, text, run.start, run.end)) {
        const gx = penX + glyph.xOffset * scale
        const gy = y + glyph.yOffset * scale
        const advance = font.use(glyph.id, glyph.text)
        if (!(Math.abs(gx - at.x) <= 0.001 && Math.abs(gy - at.y) <= 0.001)) {
          if (glyphs) ops.push(showText(PDFHexString.of(glyphs)))
          glyphs = ''
          ops.push(setTextMatrix(1, 0, 0, 1, round(gx), round(gy)))
          at = { x: round(gx), y: round(gy) }
        }
        glyphs += glyph.id.toString(16).padStart(4, '0')
        // Where the PDF reader's pen is after the glyph: its width in the font's /W table.
        at = { x: at.x + (Math.round((advance * 1000) / font.unitsPerEm) * size) / 1000, y: at.y }
        penX += glyph.xAdvance * scale
      }
      if (glyphs) ops.push(showText(PDFHexString.of(glyphs)))
    }
    ops.push(endText(), popGraphicsState(), PDFOperator.of(PDFOperatorNames.EndMarkedContent))
    page.pushOperators(...ops)
  }

  /** Writes the fonts, with the glyphs the drawn texts used; before the document is saved. */
  async embed(): Promise<void> {
    await Promise.all([...this.fonts.values()].map((font) => font.embed()))
  }

  private fontOf(face: Face): ShapedFont {
    let font = this.fonts.get(face)
    if (!font) this.fonts.set(face, (font = new ShapedFont(this.pdf, face.font, face.file)))
    return font
  }

  private nameOf(page: PDFPage, font: ShapedFont): PDFName {
    let names = this.names.get(page)
    if (!names) this.names.set(page, (names = new Map()))
    let name = names.get(font)
    if (!name) names.set(font, (name = page.node.newFontDictionary('Shaped', font.ref)))
    return name
  }
}

const round = (value: number) => Math.round(value * 1000) / 1000

/** Stretches of the text each written in one face: the current face as long as it has the characters. */
function runs(text: string, faces: Face[]): { face: Face; start: number; end: number }[] {
  const found: { face: Face; start: number; end: number }[] = []
  let index = 0
  for (const char of text) {
    const code = char.codePointAt(0)!
    const current = found.at(-1)
    if (current?.face.font.hasGlyphForCodePoint(code)) current.end += char.length
    else {
      const face = faces.find((candidate) => candidate.font.hasGlyphForCodePoint(code)) ?? faces[0]!
      if (current?.face === face) current.end += char.length
      else found.push({ face, start: index, end: index + char.length })
    }
    index += char.length
  }
  return found
}

interface Glyph {
  id: number
  // The characters of its cluster, on the cluster's first glyph only.
  text: string | undefined
  xAdvance: number
  xOffset: number
  yOffset: number
}

function shape(face: Face, text: string, start: number, end: number): Glyph[] {
  const buffer = new hb.Buffer()
  buffer.addText(text.slice(start, end))
  buffer.guessSegmentProperties()
  hb.shape(face.shaper, buffer)
  const infos = buffer.getGlyphInfos()
  const positions = buffer.getGlyphPositions()
  const starts = [...new Set(infos.map((info) => info.cluster))].sort((a, b) => a - b)
  const seen = new Set<number>()
  return infos.map((info, index) => {
    const next = starts.find((cluster) => cluster > info.cluster) ?? end - start
    const first = !seen.has(info.cluster)
    seen.add(info.cluster)
    const position = positions[index]!
    return {
      id: info.codepoint,
      text: first ? text.slice(start + info.cluster, start + next) : undefined,
      xAdvance: position.xAdvance,
      xOffset: position.xOffset,
      yOffset: position.yOffset,
    }
  })
}
