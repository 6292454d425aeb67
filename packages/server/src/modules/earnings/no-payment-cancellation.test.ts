import type { EarningDetail } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'
import { bookTour } from '../customer/customer.fixtures.js'

let ctx: TestContext
const month = new Date().toISOString().slice(0, 7)

beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

const supplierOf = async (serviceId: number) =>
  ctx.db
    .selectFrom('service as s')
    .innerJoin('app_user as u', 'u.id', 's.supplier_user_id')
    .select(['u.id', 'u.email'])
    .where('s.id', '=', serviceId)
    .executeTakeFirstOrThrow()

const lineOf = async (token: string, ownerId: number, currency: string, ref: string) => {
  const detail = await call<EarningDetail>(
    ctx,
    'GET',
    `/core/v1/supplier-earnings/${ownerId}-${month}-${currency}`,
    { token },
  )
  expect(detail.status).toBe(200)
  return detail.body.lines.find((line) => line.reservation_ref === ref)!
}

describe('a booking paid outside the marketplace (no payment), cancelled by its supplier', () => {
  it('leaves the earning for the share the guest no longer owes, though nothing is refunded through us', async () => {
    const booked = await bookTour(ctx, { email: 'nils.nopay@example.com', fromDay: 52 })
    const supplier = await supplierOf(booked.product.id)
    const token = (await loginAs(ctx, supplier.email)).access_token
    const currency = booked.product.currency_code
    const before = await lineOf(token, supplier.id, currency, booked.reservation_ref)
    expect(before).toMatchObject({ gross: Number(booked.price), refunds: 0 })
    expect(before.commission).toBeGreaterThan(0)

    const cancelled = await call<{ cancelled: { refund_amount: number; refund_status: string }[] }>(
      ctx,
      'POST',
      '/booking/v1/cancel-reservation',
      {
        token,
        body: {
          reservation_ref: booked.reservation_ref,
          reason: 'The boat is in repair',
          refund_percentage: 50,
        },
      },
    )
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.cancelled).toEqual([
      expect.objectContaining({ refund_amount: 0, refund_status: 'not-required' }),
    ])

    const half = Math.round(Number(booked.price) * 50) / 100
    const after = await lineOf(token, supplier.id, currency, booked.reservation_ref)
    expect(after.refunds).toBe(half)
    expect(after.commission).toBe(Math.round(before.commission * 50) / 100)
    expect(after.net).toBe(Math.round((after.gross - after.refunds - after.commission) * 100) / 100)
  })
})
