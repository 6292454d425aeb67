import type { EarningRow, Locale } from '@jaunt/domain'
import { MONEY_FILE_TYPES, moneyFile, type MoneyColumn, type MoneyFileFormat } from './money-file.js'
import { MONEY_HEADINGS, type MoneyHeadings } from './money-headings.js'

export type EarningExportFormat = MoneyFileFormat
export const EARNING_EXPORT_TYPES = MONEY_FILE_TYPES

const statusName = (words: MoneyHeadings, status: number) =>
  ({ 1: words.pending, 2: words.approved, 3: words.paid })[status] ?? String(status)

const columnsIn = (words: MoneyHeadings): MoneyColumn<EarningRow>[] => [
  { header: words.month, width: 10, value: (row) => row.month },
  { header: words.owner, width: 28, value: (row) => row.owner_name },
  { header: words.currency, width: 9, value: (row) => row.currency_code },
  { header: words.bookings, width: 10, value: (row) => row.bookings },
  { header: words.gross, width: 12, value: (row) => row.gross },
  { header: words.refunds, width: 12, value: (row) => row.refunds },
  { header: words.commission, width: 12, value: (row) => row.commission },
  { header: words.net, width: 12, value: (row) => row.net },
  { header: words.status, width: 10, value: (row) => statusName(words, row.status) },
]

/** The earnings as a spreadsheet or a CSV, headed in APP-LOCALE like the reservations export. */
export const earningsFile = (rows: EarningRow[], format: EarningExportFormat, locale: Locale) =>
  moneyFile('Earnings', columnsIn(MONEY_HEADINGS[locale]), rows, format)
