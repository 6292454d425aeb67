import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFRawStream,
  PDFRef,
  decodePDFRawStream,
} from 'pdf-lib'

/** What a PDF page says and which fonts it uses, read back the way a PDF reader does (pdf-lib only writes text). */
export interface PdfText {
  lines: string[]
  fonts: { name: string; embedded: boolean }[]
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
    if (!fonts.some((known) => known.name === name))
      fonts.push({ name, embedded: !!descriptor?.get(PDFName.of('FontFile2')) })
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
  for (const [, font, hex = ''] of ops.matchAll(/(\/\S+) [\d.]+ Tf|<([0-9a-f]*)> Tj/gi)) {
    if (font) table = tables.get(font) ?? null
    else lines.push(read(hex))
  }
  return { lines, fonts }
}
