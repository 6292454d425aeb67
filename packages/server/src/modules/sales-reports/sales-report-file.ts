import type { Locale, SalesReport, SalesReportFormat, SalesReportRow } from '@jaunt/domain'
import { moneyFile, type MoneyColumn } from '../earnings/money-file.js'
import { MONEY_HEADINGS, type MoneyHeadings } from '../earnings/money-headings.js'

const groupHeading = (words: MoneyHeadings, report: SalesReport) => words[report.group_by]

function columnsIn(words: MoneyHeadings, report: SalesReport): MoneyColumn<SalesReportRow>[] {
  const unnamed = report.group_by === 'site' ? words.noSite : ''
  return [
    { header: groupHeading(words, report), width: 32, value: (row) => row.label || unnamed },
    { header: words.currency, width: 9, value: (row) => row.currency_code },
    { header: words.bookings, width: 10, value: (row) => row.bookings },
    { header: words.guests, width: 10, value: (row) => row.guests },
    { header: words.gross, width: 12, value: (row) => row.gross },
    { header: words.refunds, width: 12, value: (row) => row.refunds },
    { header: words.commission, width: 12, value: (row) => row.commission },
    { header: words.net, width: 12, value: (row) => row.net },
  ]
}

/** The report's rows, then one total row per currency, headed in APP-LOCALE. */
export function salesReportFile(report: SalesReport, format: SalesReportFormat, locale: Locale) {
  const words = MONEY_HEADINGS[locale]
  const totals = report.totals.map((total) => ({ key: '', label: words.total, ...total }))
  return moneyFile('Report', columnsIn(words, report), [...report.rows, ...totals], format)
}
