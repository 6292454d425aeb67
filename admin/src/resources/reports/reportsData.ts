import type { HttpClient } from '@jaunt/api-client'
import { salesReportSchema, type SalesReport, type SalesReportFormat } from '@jaunt/domain'

/** The three report pages' calls: `GET /core/v1/{path}` and its `/export`. */
export type ReportPath = 'monthly-report' | 'report' | 'admin-report'

/** A report's query as the page's URL holds it. */
export type ReportQuery = Record<string, string>

// A currency is asked for once its three letters are typed; until then the report shows every currency.
const setValues = (query: ReportQuery) =>
  Object.fromEntries(
    Object.entries(query).filter(
      ([key, value]) => value !== '' && (key !== 'currency_code' || value.length === 3),
    ),
  )

export const fetchReport = (client: HttpClient, path: ReportPath, query: ReportQuery): Promise<SalesReport> =>
  client.get(`/core/v1/${path}`, { query: setValues(query), parse: (data) => salesReportSchema.parse(data) })

export const reportFileUrl = (
  apiBase: string,
  path: ReportPath,
  query: ReportQuery,
  format: SalesReportFormat,
) => `${apiBase}/core/v1/${path}/export?${new URLSearchParams({ ...setValues(query), format }).toString()}`
