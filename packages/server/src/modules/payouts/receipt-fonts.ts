import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import fontkit from '@pdf-lib/fontkit'
import { type PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib'

/** The two faces a receipt is written in, and how a text is made writable in them. */
export interface ReceiptFonts {
  regular: PDFFont
  bold: PDFFont
  writable: (text: string) => string
}

// What Helvetica's WinAnsi encoding cannot write (narrow spaces of some number formats, other scripts).
const WIN_ANSI_EXTRA = new Set([...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'])
const winAnsi = (text: string) =>
  [...text.replace(/[\u202f\u2009]/g, '\u00a0').replace(/\u2212/g, '-')]
    .map((char) => (char.charCodeAt(0) <= 0xff || WIN_ANSI_EXTRA.has(char) ? char : '?'))
    .join('')

// The font files come from the installed package, read once and kept: a receipt only copies the glyphs it uses.
const resolve = createRequire(import.meta.url).resolve
const notoSans = {
  regular: resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  bold: resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
}
const files = new Map<string, Promise<Buffer>>()
const fontFile = (path: string) => {
  if (!files.has(path)) files.set(path, readFile(path))
  return files.get(path)!
}

/**
 * Latin-script receipts keep the PDF's standard Helvetica (nothing embedded, a few kilobytes); Cyrillic ones embed
 * the glyphs they use of Noto Sans, which also writes the Latin names, digits and narrow spaces beside them.
 */
export async function receiptFonts(pdf: PDFDocument, script: 'latin' | 'cyrillic'): Promise<ReceiptFonts> {
  if (script === 'latin') {
    const [regular, bold] = await Promise.all([
      pdf.embedFont(StandardFonts.Helvetica),
      pdf.embedFont(StandardFonts.HelveticaBold),
    ])
    return { regular, bold, writable: winAnsi }
  }
  pdf.registerFontkit(fontkit)
  const [regular, bold] = await Promise.all([
    pdf.embedFont(await fontFile(notoSans.regular), { subset: true }),
    pdf.embedFont(await fontFile(notoSans.bold), { subset: true }),
  ])
  return { regular, bold, writable: (text) => text }
}
