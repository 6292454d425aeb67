import { createRoute, z } from '@hono/zod-openapi'
import {
  adminSalesReportFileQuerySchema,
  adminSalesReportQuerySchema,
  monthlyReportFileQuerySchema,
  monthlyReportQuerySchema,
  salesReportFileQuerySchema,
  salesReportQuerySchema,
  salesReportSchema,
} from '@jaunt/domain'
import { MONEY_FILE_TYPES } from '../earnings/money-file.js'
import { bearerSecurity, errorResponses, jsonContent } from '../../lib/router.js'

const tags = ['Reports']
const security = bearerSecurity
const denials = { 401: errorResponses[401], 403: errorResponses[403] }
const SalesReport = salesReportSchema.meta({ id: 'SalesReport' })
const file = z.string().openapi({ format: 'binary' })
const fileResponse = {
  content: { [MONEY_FILE_TYPES.xlsx]: { schema: file }, 'text/csv': { schema: file } },
  description: 'The file, headed in APP-LOCALE, with one total row per currency',
}
const figures = 'bookings, guests, gross, refunds, commission and net, from the same lines as the earnings'

export const getMonthlyReport = createRoute({
  method: 'get',
  path: '/core/v1/monthly-report',
  operationId: 'getMonthlyReport',
  tags,
  security,
  summary: `A month's bookings by product (${figures}), with a total per currency. The caller's own: a supplier's products or a partner's sites (\`kind\`)`,
  request: { query: monthlyReportQuerySchema },
  responses: { 200: jsonContent(SalesReport, 'The month, by product'), 400: errorResponses[400], ...denials },
})

export const downloadMonthlyReport = createRoute({
  method: 'get',
  path: '/core/v1/monthly-report/export',
  operationId: 'downloadMonthlyReport',
  tags,
  security,
  summary: 'The monthly report as XLSX or CSV',
  request: { query: monthlyReportFileQuerySchema },
  responses: { 200: fileResponse, 400: errorResponses[400], ...denials },
})

export const getSalesReport = createRoute({
  method: 'get',
  path: '/core/v1/report',
  operationId: 'getSalesReport',
  tags,
  security,
  summary: `A supplier's sales over a booked period, by day, month, product or site (${figures}), with a total per currency`,
  request: { query: salesReportQuerySchema },
  responses: { 200: jsonContent(SalesReport, 'The report'), 400: errorResponses[400], ...denials },
})

export const downloadSalesReport = createRoute({
  method: 'get',
  path: '/core/v1/report/export',
  operationId: 'downloadSalesReport',
  tags,
  security,
  summary: "The supplier's report as XLSX or CSV",
  request: { query: salesReportFileQuerySchema },
  responses: { 200: fileResponse, 400: errorResponses[400], ...denials },
})

export const getAdminSalesReport = createRoute({
  method: 'get',
  path: '/core/v1/admin-report',
  operationId: 'getAdminSalesReport',
  tags,
  security,
  summary: `Admin: the marketplace's sales over a booked period, supplier or partner figures, every owner or one (${figures})`,
  request: { query: adminSalesReportQuerySchema },
  responses: { 200: jsonContent(SalesReport, 'The report'), 400: errorResponses[400], ...denials },
})

export const downloadAdminSalesReport = createRoute({
  method: 'get',
  path: '/core/v1/admin-report/export',
  operationId: 'downloadAdminSalesReport',
  tags,
  security,
  summary: "The admin's report as XLSX or CSV",
  request: { query: adminSalesReportFileQuerySchema },
  responses: { 200: fileResponse, 400: errorResponses[400], ...denials },
})
