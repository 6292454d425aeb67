import type { EarningKind } from '@jaunt/domain'
import type { Context } from 'hono'
import type { AppEnv, AppRouteHandler } from '../../lib/types.js'
import type { EarningViewer } from '../earnings/earnings.service.js'
import { getPayoutAccount, setPayoutAccount } from './payout-account.service.js'
import type * as routes from './payouts.routes.js'
import { earningPayouts, payEarning, payoutReceipt } from './payouts.service.js'
import { stripeTransfersFor } from './stripe-transfers.js'

type Routes = ReturnType<typeof routes.payoutRoutes>

const viewerOf = (c: Context<AppEnv>): EarningViewer => ({
  id: c.get('user').id,
  roles: c.get('user').role_ids,
})

/** The payout handlers of one kind of earning; the routes decide who may call them. */
export function payoutHandlers(kind: EarningKind) {
  const list: AppRouteHandler<Routes['list']> = async (c) =>
    c.json(await earningPayouts(c.get('db'), kind, viewerOf(c), c.req.valid('param').id), 200)
  const pay: AppRouteHandler<Routes['pay']> = async (c) =>
    c.json(
      await payEarning(
        c.get('db'),
        stripeTransfersFor(c.get('config')),
        kind,
        viewerOf(c),
        c.req.valid('param').id,
        c.get('locale'),
      ),
      200,
    )
  const receipt: AppRouteHandler<Routes['receipt']> = async (c) => {
    const { id, payoutId } = c.req.valid('param')
    const { pdf, fileName } = await payoutReceipt(c.get('db'), kind, viewerOf(c), id, payoutId)
    return c.body(pdf, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileName}"`,
    })
  }
  return { list, pay, receipt }
}

export const readPayoutAccount: AppRouteHandler<typeof routes.getPayoutAccount> = async (c) =>
  c.json(await getPayoutAccount(c.get('db'), c.req.valid('param').id), 200)

export const writePayoutAccount: AppRouteHandler<typeof routes.setPayoutAccount> = async (c) =>
  c.json(
    await setPayoutAccount(c.get('db'), c.get('user').id, c.req.valid('param').id, c.req.valid('json')),
    200,
  )
