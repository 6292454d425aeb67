import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import fontkit from '@pdf-lib/fontkit'
import { type PDFDocument, type PDFPage, StandardFonts } from 'pdf-lib'
import type { ReceiptScript } from './receipt-words.js'
import { type DrawOptions, type Face, ShapedWriter, faceOf } from './shaped-writer.js'

/** How a receipt's texts are written in its script, and what is left to write before the PDF is saved. */
export interface ReceiptWriter {
  draw: (page: PDFPage, text: string, options: DrawOptions) => void
  finish: () => Promise<void>
}

// What Helvetica's WinAnsi encoding cannot write (narrow spaces of some number formats, other scripts).
const WIN_ANSI_EXTRA = new Set([...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'])
const winAnsi = (text: string) =>
  [...text.replace(/[\u202f\u2009]/g, '\u00a0').replace(/\u2212/g, '-')]
    .map((char) => (char.charCodeAt(0) <= 0xff || WIN_ANSI_EXTRA.has(char) ? char : '?'))
    .join('')

// The font files come from the installed package, read once and kept: a receipt only copies the glyphs it uses.
const resolve = createRequire(import.meta.url).resolve
const noto = (family: string, file: string) => ({
  regular: resolve(`@expo-google-fonts/${family}/400Regular/${file}_400Regular.ttf`),
  bold: resolve(`@expo-google-fonts/${family}/700Bold/${file}_700Bold.ttf`),
})
const notoSans = noto('noto-sans', 'NotoSans')
const INDIC = {
  devanagari: noto('noto-sans-devanagari', 'NotoSansDevanagari'),
  gujarati: noto('noto-sans-gujarati', 'NotoSansGujarati'),
}
const faces = new Map<string, Promise<Face>>()
const faceFile = (path: string) => {
  if (!faces.has(path))
    faces.set(
      path,
      readFile(path).then((file) => faceOf(fontkit.create(file), file)),
    )
  return faces.get(path)!
}

/**
 * Latin-script receipts keep the PDF's standard Helvetica (nothing embedded, a few kilobytes). Others embed the
 * glyphs they use, shaped by harfbuzz: Cyrillic ones of Noto Sans, which also writes the Latin names, digits and
 * narrow spaces beside them; Devanagari and Gujarati ones of Noto Sans Devanagari or Gujarati (which also have
 * Latin letters and digits), with Noto Sans for what those lack.
 */
export async function receiptWriter(pdf: PDFDocument, script: ReceiptScript): Promise<ReceiptWriter> {
  if (script === 'latin') {
    const [regular, bold] = await Promise.all([
      pdf.embedFont(StandardFonts.Helvetica),
      pdf.embedFont(StandardFonts.HelveticaBold),
    ])
    return {
      draw: (page, text, { bold: strong, ...options }) =>
        page.drawText(winAnsi(text), { ...options, font: strong ? bold : regular }),
      finish: async () => {},
    }
  }
  const files = script === 'cyrillic' ? [notoSans] : [INDIC[script], notoSans]
  const [regular, bold] = await Promise.all([
    Promise.all(files.map((file) => faceFile(file.regular))),
    Promise.all(files.map((file) => faceFile(file.bold))),
  ])
  const writer = new ShapedWriter(pdf, { regular, bold })
  return { draw: (page, text, options) => writer.draw(page, text, options), finish: () => writer.embed() }
}
