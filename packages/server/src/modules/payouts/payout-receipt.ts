import type { EarningKind, Locale } from '@jaunt/domain'
import { formatDate, formatMoney } from '@jaunt/i18n/format'
import { MONEY_HEADINGS } from '../earnings/money-headings.js'
import { receiptLanguage } from './receipt-words.js'

export interface ReceiptFacts {
  kind: EarningKind
  payoutId: number
  ownerName: string
  month: string
  currency: string
  bookings: number
  gross: number
  refunds: number
  commission: number
  net: number
  amountPaid: number
  paidAt: Date
  stripeAccount: string
  stripeTransfer: string
}

/** A receipt of one paid payout, one A4 page, in the owner's language where the font can write it. */
export async function payoutReceiptPdf(
  facts: ReceiptFacts,
  ownerLocale: Locale,
): Promise<Uint8Array<ArrayBuffer>> {
  // Loaded on the first receipt: pdf-lib took a tenth of the server's start-up (`npm run bench`).
  const { PDFDocument, rgb } = await import('pdf-lib')
  const { words, locale, script } = receiptLanguage(ownerLocale)
  const headings = MONEY_HEADINGS[locale]
  const money = (amount: number) => formatMoney(amount, facts.currency, locale)
  const pdf = await PDFDocument.create()
  pdf.setTitle(`${words.title} ${facts.payoutId}`)
  pdf.setProducer('Jaunt')
  const page = pdf.addPage([595.28, 841.89])
  // Loaded with the first receipt: its font tools (fontkit, harfbuzz) would cost every start-up.
  const { receiptWriter } = await import('./receipt-fonts.js')
  const writer = await receiptWriter(pdf, script)
  const grey = rgb(0.35, 0.35, 0.4)
  let y = 780
  const text = (value: string, x: number, size = 11, bold = false, color = rgb(0, 0, 0)) =>
    writer.draw(page, value, { x, y, size, bold, color })

  text('Jaunt', 56, 12, true, grey)
  y -= 34
  text(words.title, 56, 22, true)
  y -= 22
  text(`${words.receiptNo} ${facts.payoutId}`, 56, 11, false, grey)
  y -= 36

  const rows: [string, string, boolean?][] = [
    [facts.kind === 'supplier' ? headings.supplier : headings.owner, facts.ownerName],
    [headings.month, facts.month],
    [headings.currency, facts.currency],
    [headings.bookings, String(facts.bookings)],
    [headings.gross, money(facts.gross)],
    [headings.refunds, money(facts.refunds)],
    [headings.commission, money(facts.commission)],
    [facts.kind === 'supplier' ? headings.net : words.partnerShare, money(facts.net)],
    [words.amountPaid, money(facts.amountPaid), true],
    [words.paidOn, formatDate(facts.paidAt.toISOString(), locale, 'long')],
    [words.paidTo, facts.ownerName],
    [words.stripeAccount, facts.stripeAccount],
    [words.stripeTransfer, facts.stripeTransfer],
  ]
  for (const [label, value, strong] of rows) {
    text(label, 56, 11, false, grey)
    text(value, 230, 11, strong)
    y -= strong ? 26 : 20
  }
  y -= 20
  page.drawLine({ start: { x: 56, y: y + 12 }, end: { x: 539, y: y + 12 }, thickness: 0.5, color: grey })
  text(words.footer, 56, 9, false, grey)
  await writer.finish()
  // A copy on a plain ArrayBuffer, the body type Hono's responses take.
  return new Uint8Array(await pdf.save())
}
