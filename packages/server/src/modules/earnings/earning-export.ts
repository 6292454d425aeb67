import type { EarningRow } from '@jaunt/domain'
import ExcelJS from 'exceljs'

export type EarningExportFormat = 'xlsx' | 'csv'

export const EARNING_EXPORT_TYPES: Record<EarningExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
}

const STATUS_NAMES: Record<number, string> = { 1: 'Pending', 2: 'Approved', 3: 'Paid' }

// One row per owner, month and currency: a year of a marketplace's earnings is a few thousand rows at most.
const COLUMNS: { header: string; width: number; value: (row: EarningRow) => string | number }[] = [
  { header: 'Month', width: 10, value: (row) => row.month },
  { header: 'Owner', width: 28, value: (row) => row.owner_name },
  { header: 'Currency', width: 9, value: (row) => row.currency_code },
  { header: 'Bookings', width: 10, value: (row) => row.bookings },
  { header: 'Gross', width: 12, value: (row) => row.gross },
  { header: 'Refunds', width: 12, value: (row) => row.refunds },
  { header: 'Commission', width: 12, value: (row) => row.commission },
  { header: 'Net', width: 12, value: (row) => row.net },
  { header: 'Status', width: 10, value: (row) => STATUS_NAMES[row.status] ?? String(row.status) },
]

const csvCell = (value: string | number) => {
  const text = String(value)
  return /[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The earnings as a spreadsheet or a CSV (with a byte-order mark, so spreadsheet programs read UTF-8). */
export async function earningsFile(
  rows: EarningRow[],
  format: EarningExportFormat,
): Promise<Uint8Array<ArrayBuffer>> {
  if (format === 'csv') {
    const lines = [COLUMNS.map((column) => csvCell(column.header)).join(',')]
    for (const row of rows) lines.push(COLUMNS.map((column) => csvCell(column.value(row))).join(','))
    return new TextEncoder().encode(`\uFEFF${lines.join('\r\n')}\r\n`)
  }
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('Earnings')
  sheet.columns = COLUMNS.map((column, index) => ({
    header: column.header,
    key: String(index),
    width: column.width,
  }))
  sheet.getRow(1).font = { bold: true }
  for (const row of rows) sheet.addRow(COLUMNS.map((column) => column.value(row)))
  return new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer)
}
