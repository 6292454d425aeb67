import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFRawStream,
  PDFRef,
  PDFStream,
  decodePDFRawStream,
} from 'pdf-lib'

/** What a PDF page says and which fonts it uses, read back the way a PDF reader does (pdf-lib only writes text). */
export interface PdfText {
  lines: string[]
  fonts: { name: string; embedded: boolean; file?: Uint8Array }[]
  // Each /ActualText span's text and how many glyphs draw it (fewer than its characters where letters join).
  spans: { text: string; glyphs: number }[]
}

const bytesOf = (stream: unknown) =>
  Buffer.from(decodePDFRawStream(stream as PDFRawStream).decode()).toString('latin1')

// The glyph-to-text table of an embedded font (pdf-lib writes one `<glyph> <utf-16>` pair a line).
const toUnicode = (cmap: string) => {
  const table = new Map<string, string>()
  for (const [, glyph = '', utf16 = ''] of cmap.matchAll(/<([0-9a-f]{4})> <([0-9a-f]+)>/gi)) {
    const units = (utf16.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16))
    table.set(glyph.toLowerCase(), String.fromCharCode(...units))
  }
  return table
}

export async function pdfText(bytes: ArrayBuffer | Uint8Array, pageIndex = 0): Promise<PdfText> {
  const pdf = await PDFDocument.load(bytes)
  const page = pdf.getPage(pageIndex).node
  const fontDicts = page.Resources()!.lookup(PDFName.of('Font'), PDFDict)
  const tables = new Map<string, Map<string, string> | null>()
  const fonts: PdfText['fonts'] = []
  for (const [key, ref] of fontDicts.entries()) {
    const font = pdf.context.lookup(ref, PDFDict)
    const cmap = font.lookup(PDFName.of('ToUnicode'))
    tables.set(key.asString(), cmap ? toUnicode(bytesOf(cmap)) : null)
    const descendant = font.lookupMaybe(PDFName.of('DescendantFonts'), PDFArray)?.lookup(0, PDFDict)
    const descriptor = descendant?.lookupMaybe(PDFName.of('FontDescriptor'), PDFDict)
    const name = font.get(PDFName.of('BaseFont'))!.toString().slice(1)
    const file = descriptor?.lookupMaybe(PDFName.of('FontFile2'), PDFStream) as PDFRawStream | undefined
    if (!fonts.some((known) => known.name === name))
      fonts.push({ name, embedded: !!file, ...(file && { file: decodePDFRawStream(file).decode() }) })
  }
  const contents = page.Contents()
  const streams = contents instanceof PDFArray ? contents.asArray() : [contents]
  const ops = streams
    .map((stream) => bytesOf(stream instanceof PDFRef ? pdf.context.lookup(stream) : stream))
    .join('\n')
  const lines: string[] = []
  let table: Map<string, string> | null = null
  // An embedded font's text is glyph numbers read through its table; Helvetica's is WinAnsi bytes.
  const read = (hex: string) =>
    table
      ? (hex.match(/.{4}/g) ?? []).map((glyph) => table?.get(glyph.toLowerCase()) ?? '?').join('')
      : Buffer.from(hex, 'hex').toString('latin1')
  // A span with /ActualText (shaped text: glyphs in visual order) reads as that text, not as its glyphs.
  const spans: PdfText['spans'] = []
  let span: PdfText['spans'][number] | undefined
  const pattern = /\/ActualText <([0-9a-f]*)>|\bEMC\b|(\/\S+) [\d.]+ Tf|<([0-9a-f]*)> Tj/gi
  for (const [operator, actual, font, hex = ''] of ops.matchAll(pattern)) {
    if (actual !== undefined) {
      span = { text: Buffer.from(actual.slice(4), 'hex').swap16().toString('utf16le'), glyphs: 0 }
      spans.push(span)
      lines.push(span.text)
    } else if (operator === 'EMC') span = undefined
    else if (font) table = tables.get(font) ?? null
    else if (span) span.glyphs += hex.length / 4
    else lines.push(read(hex))
  }
  return { lines, fonts, spans }
}
