import { UserRole, type GuestPaymentFilter } from '@jaunt/domain'
import { requireAccess } from '../../lib/auth.js'
import { createRouter } from '../../lib/router.js'
import { DEFAULT_RANGE, setContentRange } from '../../lib/simple-rest.js'
import type { AppRouteHandler } from '../../lib/types.js'
import * as routes from './guest-payments.routes.js'
import { guestPaymentDetail, listGuestPayments, type GuestPaymentQuery } from './guest-payments.service.js'

// The admin's Payments page (admin/src/access/pages.ts `admin-payments`).
const router = createRouter()
router.on('GET', ['/core/v1/payments', '/core/v1/payments/*'], requireAccess({ roles: [UserRole.Admin] }))

type Sort = [GuestPaymentQuery['sort']['field'], 'ASC' | 'DESC']

const list: AppRouteHandler<typeof routes.listGuestPayments> = async (c) => {
  const { filter = {}, range = DEFAULT_RANGE, sort = ['created_at', 'DESC'] } = c.req.valid('query')
  const [field, order] = sort as Sort
  const page = await listGuestPayments(c.get('db'), {
    filter: filter as GuestPaymentFilter,
    range,
    sort: { field, order },
  })
  setContentRange(c, 'payments', range, page.data.length, page.total)
  return c.json(page.data, 200)
}

const detail: AppRouteHandler<typeof routes.getGuestPayment> = async (c) =>
  c.json(await guestPaymentDetail(c.get('db'), c.req.valid('param').uuid, c.get('locale')), 200)

export const guestPaymentsRouter = router
  .openapi(routes.listGuestPayments, list)
  .openapi(routes.getGuestPayment, detail)
