import type { GuestListRow, GuestType, Locale } from '@jaunt/domain'
import { GUEST_LIST_WORDS, type GuestListWords } from './guest-list-words.js'

/** The screen's columns, in its order: a heading and each booking's value. */
function columns(words: GuestListWords): [string, (row: GuestListRow) => string | number][] {
  return [
    [words.time, (row) => row.start_time],
    [words.option, (row) => row.option_name],
    [words.guest, (row) => row.guest_name],
    [words.phone, (row) => row.phone],
    [words.email, (row) => row.email],
    [
      words.tickets,
      (row) =>
        row.tickets
          .map(
            (ticket) =>
              `${ticket.count} × ${words.guestTypes[ticket.guest_type as GuestType] ?? ticket.guest_type}`,
          )
          .join(', '),
    ],
    [words.guests, (row) => row.guests],
    [words.comments, (row) => row.comments],
    [words.answers, (row) => row.answers.map((item) => `${item.question}: ${item.answer}`).join('; ')],
    [words.bookingNumber, (row) => row.booking_number ?? row.reservation_ref],
    [words.status, (row) => (row.status === 'CANCEL' ? words.cancelled : words.confirmed)],
    [words.checkedIn, (row) => (row.checkin_status === 1 ? words.yes : words.no)],
  ]
}

export function guestListTable(rows: readonly GuestListRow[], locale: Locale) {
  const table = columns(GUEST_LIST_WORDS[locale])
  return {
    headings: table.map(([heading]) => heading),
    values: rows.map((row) => table.map(([, value]) => value(row))),
  }
}

// A guest's text starting with = + - @ would run as a formula when a spreadsheet opens the CSV: it is
// kept as text. A phone number (+47 912…) holds nothing to run. Workbook cells are typed, so need none.
const asText = (value: string | number) =>
  typeof value === 'string' && /^[=+\-@\t\r]/.test(value) && !/^\+[\d ()-]+$/.test(value)
    ? `'${value}`
    : value

const csvField = (value: string | number) => {
  const text = String(asText(value))
  return /[",\r\n;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** UTF-8 with a byte-order mark, so spreadsheet programs read the guests' names right. */
export function guestListCsv(rows: readonly GuestListRow[], locale: Locale): string {
  const { headings, values } = guestListTable(rows, locale)
  const lines = [headings, ...values].map((line) => line.map(csvField).join(','))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}

export async function guestListXlsx(
  rows: readonly GuestListRow[],
  locale: Locale,
  sheetName: string,
): Promise<ArrayBuffer> {
  const { headings, values } = guestListTable(rows, locale)
  const { default: ExcelJS } = await import('exceljs')
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet(sheetName.replace(/[*?:\\/[\]]/g, '-').slice(0, 31))
  sheet.addRow(headings).font = { bold: true }
  for (const line of values) sheet.addRow(line)
  sheet.columns.forEach((column, index) => {
    const widest = Math.max(...[headings, ...values].map((line) => String(line[index] ?? '').length))
    column.width = Math.min(Math.max(widest + 2, 8), 60)
  })
  sheet.views = [{ state: 'frozen', ySplit: 1 }]
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer
}
