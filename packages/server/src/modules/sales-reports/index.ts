import { UserRole, type EarningKind, type SalesReport, type SalesReportFormat } from '@jaunt/domain'
import type { Context } from 'hono'
import { requireAccess } from '../../lib/auth.js'
import { forbidden } from '../../lib/errors.js'
import { createRouter } from '../../lib/router.js'
import type { AppEnv, AppRouteHandler } from '../../lib/types.js'
import { MONEY_FILE_TYPES } from '../earnings/money-file.js'
import { salesReportFile } from './sales-report-file.js'
import * as routes from './sales-report.routes.js'
import { monthPeriod, salesReport } from './sales-report.service.js'

// The pages' rules (admin/src/access/pages.ts): `monthly-report` for suppliers and partners, `report` for
// suppliers, `admin-report` for admins. Whose bookings a report holds is decided in every query.
const router = createRouter()
router.on(
  'GET',
  ['/core/v1/monthly-report', '/core/v1/monthly-report/*'],
  requireAccess({ roles: [UserRole.Supplier, UserRole.Partner] }),
)
router.on('GET', ['/core/v1/report', '/core/v1/report/*'], requireAccess({ roles: [UserRole.Supplier] }))
router.on(
  'GET',
  ['/core/v1/admin-report', '/core/v1/admin-report/*'],
  requireAccess({ roles: [UserRole.Admin] }),
)

/** A supplier and partner chooses; anyone else gets the figures of the role they have. */
function kindFor(c: Context<AppEnv>, asked: EarningKind | undefined): EarningKind {
  const roles = c.get('user').role_ids
  const kind = asked ?? (roles.includes(UserRole.Supplier) ? 'supplier' : 'partner')
  if (!roles.includes(kind === 'supplier' ? UserRole.Supplier : UserRole.Partner)) throw forbidden()
  return kind
}

function download(c: Context<AppEnv>, name: string, report: SalesReport, format: SalesReportFormat) {
  return salesReportFile(report, format, c.get('locale')).then((body) =>
    c.body(body, 200, {
      'Content-Type': MONEY_FILE_TYPES[format],
      'Content-Disposition': `attachment; filename="${name}.${format}"`,
    }),
  )
}

const monthly = (
  c: Context<AppEnv>,
  query: { month: string; currency_code?: string | undefined; kind?: EarningKind | undefined },
) =>
  salesReport(
    c.get('db'),
    {
      kind: kindFor(c, query.kind),
      ownerUserId: c.get('user').id,
      ...monthPeriod(query.month),
      groupBy: 'product',
      currencyCode: query.currency_code,
    },
    c.get('locale'),
  )

const getMonthly: AppRouteHandler<typeof routes.getMonthlyReport> = async (c) =>
  c.json(await monthly(c, c.req.valid('query')), 200)

const downloadMonthly: AppRouteHandler<typeof routes.downloadMonthlyReport> = async (c) => {
  const query = c.req.valid('query')
  return download(c, `monthly-report-${query.month}`, await monthly(c, query), query.format)
}

const supplierReport = (
  c: Context<AppEnv>,
  query: { from: string; to: string; group_by: SalesReport['group_by']; currency_code?: string | undefined },
) => {
  // A supplier's own report has no supplier column to group by: it would be one row.
  const groupBy = query.group_by === 'supplier' ? 'product' : query.group_by
  return salesReport(
    c.get('db'),
    {
      kind: 'supplier',
      ownerUserId: c.get('user').id,
      from: query.from,
      to: query.to,
      groupBy,
      currencyCode: query.currency_code,
    },
    c.get('locale'),
  )
}

const getReport: AppRouteHandler<typeof routes.getSalesReport> = async (c) =>
  c.json(await supplierReport(c, c.req.valid('query')), 200)

const downloadReport: AppRouteHandler<typeof routes.downloadSalesReport> = async (c) => {
  const query = c.req.valid('query')
  return download(c, `report-${query.from}-${query.to}`, await supplierReport(c, query), query.format)
}

const adminReport = (
  c: Context<AppEnv>,
  query: {
    from: string
    to: string
    group_by: SalesReport['group_by']
    currency_code?: string | undefined
    kind: EarningKind
    owner_user_id?: number | undefined
  },
) =>
  salesReport(
    c.get('db'),
    {
      kind: query.kind,
      ownerUserId: query.owner_user_id,
      from: query.from,
      to: query.to,
      groupBy: query.group_by,
      currencyCode: query.currency_code,
    },
    c.get('locale'),
  )

const getAdminReport: AppRouteHandler<typeof routes.getAdminSalesReport> = async (c) =>
  c.json(await adminReport(c, c.req.valid('query')), 200)

const downloadAdminReport: AppRouteHandler<typeof routes.downloadAdminSalesReport> = async (c) => {
  const query = c.req.valid('query')
  return download(c, `admin-report-${query.from}-${query.to}`, await adminReport(c, query), query.format)
}

export const salesReportsRouter = router
  .openapi(routes.getMonthlyReport, getMonthly)
  .openapi(routes.downloadMonthlyReport, downloadMonthly)
  .openapi(routes.getSalesReport, getReport)
  .openapi(routes.downloadSalesReport, downloadReport)
  .openapi(routes.getAdminSalesReport, getAdminReport)
  .openapi(routes.downloadAdminSalesReport, downloadAdminReport)
