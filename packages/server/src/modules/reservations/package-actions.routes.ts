import { createRoute } from '@hono/zod-openapi'
import { packageRefundInputSchema, packageRefundResultSchema } from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'
import { BookingRepairInput } from '../booking-actions/booking-actions.routes.js'
import { packageBookingParams } from './reservations.routes.js'

const tags = ['Reservations']
const security = bearerSecurity
const failures = {
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
}
const PackageRefundInput = packageRefundInputSchema.meta({ id: 'PackageRefundInput' })
const PackageRefundResult = packageRefundResultSchema.meta({ id: 'PackageRefundResult' })

export const refundPackage = createRoute({
  method: 'post',
  path: '/booking/v1/reservation/package/{payment_ref}/{id}/partial-refund',
  operationId: 'partialRefundPackageBooking',
  tags,
  security,
  summary:
    "Gives part of a booked package's price back without cancelling it: to the guest's card through the provider, or recorded as made by hand; the same request_id again answers the first refund",
  request: { params: packageBookingParams, body: jsonBody(PackageRefundInput) },
  responses: {
    200: jsonContent(PackageRefundResult, 'The refund'),
    ...failures,
    422: { ...errorResponses[422], description: 'The payment provider refused the refund' },
  },
})

export const repairPackage = createRoute({
  method: 'post',
  path: '/booking/v1/reservation/package/{payment_ref}/{id}/repair',
  operationId: 'repairPackageBooking',
  tags,
  security,
  summary: 'Confirms or cancels a booked package whose confirmation or cancellation failed',
  request: { params: packageBookingParams, body: jsonBody(BookingRepairInput) },
  responses: {
    204: { description: 'Repaired' },
    ...failures,
    409: { ...errorResponses[409], description: 'The package is not in a failed state' },
  },
})
