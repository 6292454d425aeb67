import { VOUCHER_CODE_MAX_LENGTH, VoucherRowProblem, type VoucherRowError } from '../schemas/tourVoucherCodes'

/** A row of a voucher file that can be loaded. */
export interface VoucherRow {
  line: number
  code: string
  valid_until: string | null
}

const PROBLEM_TEXTS: Record<VoucherRowProblem, string> = {
  empty_code: 'The code is empty',
  too_long: `The code is longer than ${VOUCHER_CODE_MAX_LENGTH} characters`,
  duplicate_in_file: 'The code is already on an earlier line of the file',
  already_loaded: 'The code is already loaded for this ticket',
  bad_date: 'The date is not a date (yyyy-mm-dd)',
  past_date: 'The date has passed',
}

export const voucherRowError = (line: number, code: string, problem: VoucherRowProblem): VoucherRowError => ({
  line,
  code,
  problem,
  message: PROBLEM_TEXTS[problem],
})

/** One CSV line's fields: commas or semicolons, double quotes around a field that holds them. */
function fieldsOf(line: string): string[] {
  const fields: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        field += '"'
        i++
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',' || char === ';') {
      fields.push(field)
      field = ''
    } else field += char
  }
  fields.push(field)
  return fields.map((value) => value.trim())
}

const isCalendarDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/**
 * Reads a voucher file (`code` and an optional `valid_until` per line, with or without a header):
 * the rows that can be loaded, and each other row with its line number and why. Blank lines are
 * ignored; `today` (yyyy-mm-dd) decides which dates have passed.
 */
export function readVoucherCsv(text: string, today: string) {
  const rows: VoucherRow[] = []
  const errors: VoucherRowError[] = []
  const seen = new Set<string>()
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/)
  lines.forEach((raw, index) => {
    const line = index + 1
    if (raw.trim() === '') return
    const [code = '', date = ''] = fieldsOf(raw)
    if (line === 1 && code.toLowerCase() === 'code') return
    if (code === '') return void errors.push(voucherRowError(line, code, VoucherRowProblem.EmptyCode))
    if (code.length > VOUCHER_CODE_MAX_LENGTH)
      return void errors.push(voucherRowError(line, code, VoucherRowProblem.TooLong))
    if (date !== '' && !isCalendarDate(date))
      return void errors.push(voucherRowError(line, code, VoucherRowProblem.BadDate))
    if (date !== '' && date < today)
      return void errors.push(voucherRowError(line, code, VoucherRowProblem.PastDate))
    if (seen.has(code))
      return void errors.push(voucherRowError(line, code, VoucherRowProblem.DuplicateInFile))
    seen.add(code)
    rows.push({ line, code, valid_until: date || null })
  })
  return { rows, errors }
}
