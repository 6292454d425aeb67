import { createRoute, z } from '@hono/zod-openapi'
import {
  calendarDateSchema,
  PACKAGE_SORT_FIELDS,
  packageContentSchema,
  packageCountSchema,
  packageCreateSchema,
  packageDebugDaySchema,
  packageHistoryRowSchema,
  packageListFilterSchema,
  packageListRowSchema,
  packageRecordSchema,
  packageSelectedServiceSchema,
  packageBookingRulesSchema,
  packageServiceMappingSchema,
  packageSettingsSchema,
  packageStatusChangeSchema,
  tourImageSchema,
} from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'
import { simpleRestQuery } from '../../lib/simple-rest.js'

const tags = ['Package editing']
const security = bearerSecurity
const idParams = z.object({ id: z.coerce.number().int().positive() })
const siteParams = z.object({ site: z.coerce.number().int().positive() })
const failures = {
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
}

const PackageRecord = packageRecordSchema.meta({ id: 'PackageRecord' })
const PackageListRow = packageListRowSchema.meta({ id: 'PackageListRow' })
const PackageCount = packageCountSchema.meta({ id: 'PackageCount' })
const PackageSettings = packageSettingsSchema.meta({ id: 'PackageSettings' })
const PackageBookingRules = packageBookingRulesSchema.meta({ id: 'PackageBookingRules' })
const PackageContent = packageContentSchema.meta({ id: 'PackageContent' })
const PackageCreate = packageCreateSchema.meta({ id: 'PackageCreate' })
const PackageServiceMapping = packageServiceMappingSchema.meta({ id: 'PackageServiceMapping' })
const PackageStatusChange = packageStatusChangeSchema.meta({ id: 'PackageStatusChange' })
const PackageHistoryRow = packageHistoryRowSchema.meta({ id: 'PackageHistoryRow' })
const PackageSelectedService = packageSelectedServiceSchema.meta({ id: 'PackageSelectedService' })
const PackageServiceImage = tourImageSchema
  .extend({ service_id: z.number().int() })
  .meta({ id: 'PackageServiceImage' })
const PackageDebugDay = packageDebugDaySchema.meta({ id: 'PackageDebugDay' })

const packagePageResponse = {
  200: {
    ...jsonContent(z.array(PackageListRow), 'One page of packages'),
    headers: z.object({ 'Content-Range': z.string().openapi({ example: 'package 0-24/31' }) }),
  },
  ...failures,
}
const recordResponse = { 200: jsonContent(PackageRecord, 'The package'), ...failures }

export const listPackages = createRoute({
  method: 'get',
  path: '/core/v1/package-listing/{site}',
  operationId: 'listSitePackages',
  tags,
  security,
  summary: 'One page of a site’s packages; the total is in Content-Range',
  request: {
    params: siteParams,
    query: simpleRestQuery(packageListFilterSchema, PACKAGE_SORT_FIELDS, {
      filter: '{"q":"fjord","status":1}',
      sort: '["name","ASC"]',
    }),
  },
  responses: packagePageResponse,
})

export const listAllPackages = createRoute({
  method: 'get',
  path: '/core/v1/admin/packages',
  operationId: 'listAllPackages',
  tags,
  security,
  summary: 'Admins: one page of every site’s packages, to pick one in the tools',
  request: {
    query: simpleRestQuery(packageListFilterSchema, PACKAGE_SORT_FIELDS, {
      filter: '{"q":"fjord"}',
      sort: '["name","ASC"]',
    }),
  },
  responses: packagePageResponse,
})

export const countPackages = createRoute({
  method: 'get',
  path: '/core/v1/package/package-count/{site}',
  operationId: 'countSitePackages',
  tags,
  security,
  summary: 'How many of a site’s packages are in each status, for the list’s tabs',
  request: { params: siteParams, query: z.object({ q: z.string().optional() }) },
  responses: { 200: jsonContent(PackageCount, 'The counts'), ...failures },
})

export const createPackage = createRoute({
  method: 'post',
  path: '/core/v1/package',
  operationId: 'createPackage',
  tags,
  security,
  summary: 'Start a package of one of the partner’s sites, as a draft',
  request: { body: jsonBody(PackageCreate) },
  responses: { 201: jsonContent(PackageRecord, 'The new package'), ...failures },
})

export const getPackage = createRoute({
  method: 'get',
  path: '/core/v1/package/{id}/full',
  operationId: 'getPackage',
  tags,
  security,
  summary: 'A package with its settings, texts, pictures, services and prices',
  request: { params: idParams },
  responses: recordResponse,
})

export const updatePackage = createRoute({
  method: 'put',
  path: '/core/v1/package/{id}',
  operationId: 'updatePackageContent',
  tags,
  security,
  summary: 'Replace a package’s texts and pictures',
  request: { params: idParams, body: jsonBody(PackageContent) },
  responses: recordResponse,
})

export const updateSettings = createRoute({
  method: 'put',
  path: '/core/v1/package/{id}/package-setting',
  operationId: 'updatePackageSettings',
  tags,
  security,
  summary: 'Replace a package’s dates, nights, party, pricing rule and margin; prices are worked out again',
  request: { params: idParams, body: jsonBody(PackageSettings) },
  responses: recordResponse,
})

export const updateBookingRules = createRoute({
  method: 'put',
  path: '/core/v1/package/{id}/booking-rules',
  operationId: 'updatePackageBookingRules',
  tags,
  security,
  summary: 'Replace a package’s booking rules: minimum notice, last booking day, room choice, internal note',
  request: { params: idParams, body: jsonBody(PackageBookingRules) },
  responses: recordResponse,
})

export const updateMapping = createRoute({
  method: 'put',
  path: '/core/v1/package/{id}/package-service-mapping',
  operationId: 'updatePackageServices',
  tags,
  security,
  summary: 'Choose the services a package bundles, from its site’s catalogue',
  request: { params: idParams, body: jsonBody(PackageServiceMapping) },
  responses: recordResponse,
})

export const selectedServices = createRoute({
  method: 'get',
  path: '/core/v1/packages/{id}/selected-service',
  operationId: 'packageSelectedServices',
  tags,
  security,
  summary: 'The services a package bundles, in day order',
  request: { params: idParams },
  responses: { 200: jsonContent(z.array(PackageSelectedService), 'The services'), ...failures },
})

export const serviceImages = createRoute({
  method: 'get',
  path: '/core/v1/packages/{id}/service-images',
  operationId: 'packageServiceImages',
  tags,
  security,
  summary: 'The pictures of a package’s services, to reuse for the package',
  request: { params: idParams },
  responses: { 200: jsonContent(z.array(PackageServiceImage), 'The pictures'), ...failures },
})

export const updateStatus = createRoute({
  method: 'put',
  path: '/core/v1/package/{id}/update-status',
  operationId: 'updatePackageStatus',
  tags,
  security,
  summary: 'Change a package’s status; the change is kept in its history',
  request: { params: idParams, body: jsonBody(PackageStatusChange) },
  responses: recordResponse,
})

export const statusHistory = createRoute({
  method: 'post',
  path: '/core/v1/package/{id}/status-history',
  operationId: 'packageStatusHistory',
  tags,
  security,
  summary: 'A package’s status changes, newest first: who, when, from and to',
  request: { params: idParams },
  responses: { 200: jsonContent(z.array(PackageHistoryRow), 'The changes'), ...failures },
})

export const clonePackage = createRoute({
  method: 'get',
  path: '/core/v1/package/{id}/clone-package',
  operationId: 'clonePackage',
  tags,
  security,
  summary: 'Copy a package with everything but its id and status; the copy starts as a draft',
  request: { params: idParams },
  responses: { 200: jsonContent(PackageRecord, 'The copy'), ...failures },
})

export const debugTool = createRoute({
  method: 'get',
  path: '/core/v1/package/debug-tool/{id}',
  operationId: 'packageDebugTool',
  tags,
  security,
  summary: 'Admins: why a package can or cannot be sold on a date, service by service',
  request: { params: idParams, query: z.object({ date: calendarDateSchema }) },
  responses: { 200: jsonContent(PackageDebugDay, 'The date, service by service'), ...failures },
})
