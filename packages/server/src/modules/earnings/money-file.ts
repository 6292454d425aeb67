export type MoneyFileFormat = 'xlsx' | 'csv'

export const MONEY_FILE_TYPES: Record<MoneyFileFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
}

export interface MoneyColumn<Row> {
  header: string
  width: number
  value: (row: Row) => string | number
}

// A name starting with = + - @ would run as a formula in a spreadsheet program; numbers are left as they are.
const csvCell = (value: string | number) => {
  const text = typeof value === 'string' && /^[=+\-@]/.test(value) ? `'${value}` : String(value)
  return /[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/**
 * Rows as a workbook (`exceljs` types each cell) or a CSV with a byte-order mark, so spreadsheet programs read
 * UTF-8. Money files are a few thousand rows at most (one per owner, month or product and currency).
 */
export async function moneyFile<Row>(
  sheetName: string,
  columns: MoneyColumn<Row>[],
  rows: Row[],
  format: MoneyFileFormat,
): Promise<Uint8Array<ArrayBuffer>> {
  if (format === 'csv') {
    const lines = [columns.map((column) => csvCell(column.header)).join(',')]
    for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(','))
    return new TextEncoder().encode(`\uFEFF${lines.join('\r\n')}\r\n`)
  }
  const { default: ExcelJS } = await import('exceljs')
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet(sheetName)
  sheet.columns = columns.map((column, index) => ({
    header: column.header,
    key: String(index),
    width: column.width,
  }))
  sheet.getRow(1).font = { bold: true }
  for (const row of rows) sheet.addRow(columns.map((column) => column.value(row)))
  return new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer)
}
