import type { Font as FontkitFont } from '@pdf-lib/fontkit'
import { type PDFDocument, type PDFRef, PDFString } from 'pdf-lib'
import { subsetFont } from './font-subset.js'

/**
 * A TrueType face embedded as a Type0 font with Identity-H encoding, so a PDF string is a run of glyph numbers:
 * the glyphs harfbuzz chose (conjuncts, reordered vowel signs), not characters, numbered as in the font file.
 * Only the glyphs used are copied; the font objects are written by `embed`, once every glyph is known.
 */
export class ShapedFont {
  readonly ref: PDFRef
  // Per glyph used, the text it stands for where a cluster is one glyph or starts with it (ToUnicode).
  private readonly texts = new Map<number, string>()
  private readonly used = new Set<number>([0])

  constructor(
    private readonly pdf: PDFDocument,
    private readonly font: FontkitFont,
    private readonly file: Uint8Array,
  ) {
    this.ref = pdf.context.nextRef()
  }

  get unitsPerEm() {
    return this.font.unitsPerEm
  }

  /** Marks the glyph as used; its advance in the font's units. */
  use(glyphId: number, text: string | undefined): number {
    this.used.add(glyphId)
    if (text && !this.texts.has(glyphId)) this.texts.set(glyphId, text)
    return this.font.getGlyph(glyphId).advanceWidth
  }

  async embed(): Promise<void> {
    const { context } = this.pdf
    const scale = 1000 / this.font.unitsPerEm
    const name = context.addRandomSuffix(this.font.postscriptName ?? 'Noto')
    const file = await subsetFont(this.file, this.used)
    const { italicAngle, ascent, descent, capHeight, xHeight, bbox } = this.font
    const descriptor = context.register(
      context.obj({
        Type: 'FontDescriptor',
        FontName: name,
        Flags: 4,
        FontBBox: [bbox.minX * scale, bbox.minY * scale, bbox.maxX * scale, bbox.maxY * scale],
        ItalicAngle: italicAngle,
        Ascent: ascent * scale,
        Descent: descent * scale,
        CapHeight: (capHeight || ascent) * scale,
        XHeight: (xHeight || 0) * scale,
        StemV: 0,
        FontFile2: context.register(context.flateStream(file, { Length1: file.length })),
      }),
    )
    const widths = [...this.used]
      .sort((a, b) => a - b)
      .flatMap((id) => [id, [Math.round(this.font.getGlyph(id).advanceWidth * scale)]])
    const cidFont = context.register(
      context.obj({
        Type: 'Font',
        Subtype: 'CIDFontType2',
        BaseFont: name,
        CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('Identity'), Supplement: 0 },
        CIDToGIDMap: 'Identity',
        FontDescriptor: descriptor,
        W: widths,
      }),
    )
    const toUnicode = context.register(context.flateStream(unicodeCMap(this.texts)))
    context.assign(
      this.ref,
      context.obj({
        Type: 'Font',
        Subtype: 'Type0',
        BaseFont: name,
        Encoding: 'Identity-H',
        DescendantFonts: [cidFont],
        ToUnicode: toUnicode,
      }),
    )
  }
}

const hex4 = (value: number) => value.toString(16).padStart(4, '0')
const utf16 = (text: string) =>
  Array.from({ length: text.length }, (_, i) => hex4(text.charCodeAt(i))).join('')

// The glyph-to-text table copy and search go by where a span carries no /ActualText.
function unicodeCMap(texts: Map<number, string>): string {
  const pairs = [...texts].map(([cid, text]) => `<${hex4(cid)}> <${utf16(text)}>`)
  const blocks: string[] = []
  for (let i = 0; i < pairs.length; i += 100) {
    const block = pairs.slice(i, i + 100)
    blocks.push(`${block.length} beginbfchar\n${block.join('\n')}\nendbfchar`)
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000><ffff>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n')
}
