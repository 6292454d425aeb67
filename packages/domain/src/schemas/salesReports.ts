import { z } from 'zod'
import { calendarDateSchema, countSchema, idSchema } from './common'
import { EARNING_KINDS, earningMonthSchema } from './earnings'

/** The reports' own refusals, in the product's English; the back office translates them. */
export const SALES_REPORT_MESSAGES = {
  periodOrder: 'The end of the period cannot be before its start.',
  periodTooLong: 'A report covers at most 366 days.',
} as const

/** What a report's rows are: a day, a month, a product, a site or (admin) a supplier. */
export const SALES_REPORT_GROUPINGS = ['day', 'month', 'product', 'site', 'supplier'] as const
export type SalesReportGrouping = (typeof SALES_REPORT_GROUPINGS)[number]

const currencyFilter = z
  .string()
  .regex(/^[A-Za-z]{3}$/, 'Expected a three-letter currency code')
  .transform((code) => code.toUpperCase())
  .optional()

/** `monthly-report`: one month, by product; a user who is supplier and partner chooses which figures. */
export const monthlyReportQuerySchema = z.strictObject({
  month: earningMonthSchema,
  currency_code: currencyFilter,
  kind: z.enum(EARNING_KINDS).optional(),
})
export type MonthlyReportQuery = z.infer<typeof monthlyReportQuerySchema>

export const SALES_REPORT_FORMATS = ['xlsx', 'csv'] as const
export type SalesReportFormat = (typeof SALES_REPORT_FORMATS)[number]
const format = { format: z.enum(SALES_REPORT_FORMATS).default('xlsx') }

/** The monthly report's download: the same query and a file format. */
export const monthlyReportFileQuerySchema = monthlyReportQuerySchema.extend(format)

const periodQuery = z.strictObject({
  from: calendarDateSchema,
  to: calendarDateSchema,
  group_by: z.enum(SALES_REPORT_GROUPINGS).default('month'),
  currency_code: currencyFilter,
})

const DAY = 86_400_000
function checkPeriod(query: { from: string; to: string }, ctx: z.RefinementCtx) {
  const days = (Date.parse(query.to) - Date.parse(query.from)) / DAY
  if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: SALES_REPORT_MESSAGES.periodOrder })
  else if (days > 365)
    ctx.addIssue({ code: 'custom', path: ['to'], message: SALES_REPORT_MESSAGES.periodTooLong })
}

/** `report`: a supplier's sales over a period (booked dates, both ends included), grouped. */
export const salesReportQuerySchema = periodQuery.superRefine(checkPeriod)
export type SalesReportQuery = z.infer<typeof salesReportQuerySchema>
export const salesReportFileQuerySchema = periodQuery.extend(format).superRefine(checkPeriod)

/** `admin-report`: the same across the marketplace, supplier or partner figures, one owner or all. */
const adminPeriodQuery = periodQuery.extend({
  kind: z.enum(EARNING_KINDS).default('supplier'),
  owner_user_id: z.coerce.number().pipe(idSchema).optional(),
})
export const adminSalesReportQuerySchema = adminPeriodQuery.superRefine(checkPeriod)
export type AdminSalesReportQuery = z.infer<typeof adminSalesReportQuerySchema>
export const adminSalesReportFileQuerySchema = adminPeriodQuery.extend(format).superRefine(checkPeriod)

const money = z.number().finite()

const figures = {
  currency_code: z.string(),
  bookings: countSchema,
  guests: countSchema,
  gross: money,
  refunds: money,
  commission: money,
  net: money,
}

/** One row of a report: one group (day, month, product, site or supplier) in one currency. */
export const salesReportRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  ...figures,
})
export type SalesReportRow = z.infer<typeof salesReportRowSchema>

/** A currency's total: amounts of two currencies are never added up. */
export const salesReportTotalSchema = z.object(figures)
export type SalesReportTotal = z.infer<typeof salesReportTotalSchema>

export const salesReportSchema = z.object({
  kind: z.enum(EARNING_KINDS),
  from: calendarDateSchema,
  to: calendarDateSchema,
  group_by: z.enum(SALES_REPORT_GROUPINGS),
  rows: z.array(salesReportRowSchema),
  totals: z.array(salesReportTotalSchema),
})
export type SalesReport = z.infer<typeof salesReportSchema>
