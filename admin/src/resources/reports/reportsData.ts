import { dataOf, type ApiClient, type operations } from '@jaunt/api-client'
import {
  SALES_REPORT_GROUPINGS,
  salesReportSchema,
  type SalesReport,
  type SalesReportFormat,
  type SalesReportGrouping,
} from '@jaunt/domain'
import { serverFile, type ServerFile } from '../../data/serverFile'

type QueryOf<Operation extends keyof operations> = operations[Operation]['parameters']['query']
export type MonthlyReportQuery = QueryOf<'getMonthlyReport'>
export type SupplierReportQuery = QueryOf<'getSalesReport'>
export type AdminReportQuery = QueryOf<'getAdminSalesReport'>

/** A report page's two calls, typed from the API's document: the table and the same report as a file. */
export interface ReportCalls<Query> {
  /** The call's name, for the cache and a file the server did not name. */
  name: string
  read: (api: ApiClient, query: Query) => Promise<SalesReport>
  file: (api: ApiClient, query: Query, format: SalesReportFormat) => Promise<ServerFile>
}

const report = async (call: Parameters<typeof dataOf>[0]) => salesReportSchema.parse(await dataOf(call))

export const monthlyReport: ReportCalls<MonthlyReportQuery> = {
  name: 'monthly-report',
  read: (api, query) => report(api.GET('/core/v1/monthly-report', { params: { query } })),
  file: (api, query, format) =>
    serverFile(
      api.GET('/core/v1/monthly-report/export', { params: { query: { ...query, format } }, parseAs: 'blob' }),
      `monthly-report.${format}`,
    ),
}

export const supplierReport: ReportCalls<SupplierReportQuery> = {
  name: 'report',
  read: (api, query) => report(api.GET('/core/v1/report', { params: { query } })),
  file: (api, query, format) =>
    serverFile(
      api.GET('/core/v1/report/export', { params: { query: { ...query, format } }, parseAs: 'blob' }),
      `report.${format}`,
    ),
}

export const adminReport: ReportCalls<AdminReportQuery> = {
  name: 'admin-report',
  read: (api, query) => report(api.GET('/core/v1/admin-report', { params: { query } })),
  file: (api, query, format) =>
    serverFile(
      api.GET('/core/v1/admin-report/export', { params: { query: { ...query, format } }, parseAs: 'blob' }),
      `admin-report.${format}`,
    ),
}

/** A currency is asked for once its three letters are typed; until then the report shows every currency. */
export const currencyChoice = (typed: string) => (typed.length === 3 ? typed : undefined)

/** Whose figures: a supplier's products or a partner's sites. */
export const figuresChoice = (kind: string) => (kind === 'partner' ? 'partner' : 'supplier')

/** The grouping the URL names, or the server's default for one it does not know. */
export const groupingChoice = (value: string): SalesReportGrouping | undefined =>
  SALES_REPORT_GROUPINGS.find((grouping) => grouping === value)

/** An owner's id from the URL, or every owner. */
export const ownerChoice = (value: string) => (/^\d+$/.test(value) ? Number(value) : undefined)
