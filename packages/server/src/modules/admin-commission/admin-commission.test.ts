import {
  CATEGORY_ADMIN_MESSAGES,
  ServiceType,
  type Cart,
  type CategoryAdminRecord,
  type PartnerShareRecord,
} from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { futureDeparture, productOfType, siteId } from '../../test/catalogue-fixtures.js'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
let admin: string
let supplier: string
let partner: string
beforeAll(async () => {
  ctx = await createTestContext()
  admin = (await loginAs(ctx, 'admin@jaunt.test')).access_token
  supplier = (await loginAs(ctx, 'supplier@jaunt.test')).access_token
  partner = (await loginAs(ctx, 'partner@jaunt.test')).access_token
})
afterAll(() => ctx.close())

const order = {
  name: 'Aud Berg',
  first_name: 'Aud',
  last_name: 'Berg',
  email: 'aud@example.com',
  country: 'NO',
  area_code: '47',
  phone: '41234567',
}

/** Books two adult places of the product's next departure, through the site if one is given. */
async function book(serviceId: number, site?: number) {
  const departure = await futureDeparture(ctx.db, serviceId, 40)
  const ticket = departure.tickets.find((t) => t.price_type === 1)!
  const query = site ? `?site_id=${site}` : ''
  const added = await call<Cart>(ctx, 'POST', `/booking/public/cart-reservation${query}`, {
    body: [
      {
        cart_type: 'tour',
        service_id: serviceId,
        option_id: departure.option_id,
        date: departure.date,
        start_time: departure.start_time,
        tickets: [{ ticket_id: ticket.id, count: 2 }],
      },
    ],
  })
  expect(added.status).toBe(200)
  const cartRef = added.body.cart_ref
  expect(
    (
      await call(ctx, 'POST', `/booking/public/hold-reservation/${cartRef}`, {
        body: { order, stripe_payment_intent_id: null, stripe_secret: null },
      })
    ).status,
  ).toBe(200)
  expect(
    (await call(ctx, 'POST', `/booking/public/confirm-reservation/${cartRef}`, { body: { status: 2 } }))
      .status,
  ).toBe(200)
  return ctx.db
    .selectFrom('reservation')
    .innerJoin('cart', 'cart.id', 'reservation.cart_id')
    .select([
      'reservation.id',
      'price',
      'commission_percent',
      'commission_amount',
      'partner_amount',
      'supplier_amount',
    ])
    .where('cart.cart_ref', '=', cartRef)
    .executeTakeFirstOrThrow()
}

const split = async (reservationId: number) =>
  ctx.db
    .selectFrom('reservation')
    .select(['commission_percent', 'commission_amount', 'partner_amount', 'supplier_amount'])
    .where('id', '=', reservationId)
    .executeTakeFirstOrThrow()

const cents = (value: number) => Math.round(value * 100) / 100

describe('commission settings (admins) and the checkout’s split', () => {
  it('books with the stored default, a category’s own (or its parent’s) and a site’s share; old bookings keep theirs', async () => {
    const product = await productOfType(ctx.db, ServiceType.Activities)
    // The product sorts under our categories only, so their commission decides.
    await ctx.db.deleteFrom('service_category').where('service_id', '=', product.id).execute()

    const before = await book(product.id)
    expect(Number(before.commission_percent)).toBe(15)

    const changed = await call(ctx, 'PUT', '/core/v1/admin/commission', {
      token: admin,
      body: { default_percent: 12.5 },
    })
    expect(changed.body).toEqual({ default_percent: 12.5 })
    const after = await book(product.id)
    const price = Number(after.price)
    expect(Number(after.commission_percent)).toBe(12.5)
    expect(Number(after.commission_amount)).toBe(cents((price * 12.5) / 100))
    expect(Number(after.supplier_amount)).toBe(cents(price - cents((price * 12.5) / 100)))
    expect(Number(after.partner_amount)).toBe(0)
    // The first booking keeps the split it was sold with.
    expect(await split(before.id)).toEqual({
      commission_percent: before.commission_percent,
      commission_amount: before.commission_amount,
      partner_amount: before.partner_amount,
      supplier_amount: before.supplier_amount,
    })

    // A category without its own commission takes its parent's.
    const parent = await call<CategoryAdminRecord>(ctx, 'POST', '/core/v1/service-categories', {
      token: admin,
      body: { slug: 'commission-parent', name: { en: 'Commission parent' } },
    })
    const child = await call<CategoryAdminRecord>(ctx, 'POST', '/core/v1/service-categories', {
      token: admin,
      body: { slug: 'commission-child', name: { en: 'Commission child' }, parent_id: parent.body.id },
    })
    const set = await call<CategoryAdminRecord>(
      ctx,
      'PUT',
      `/core/v1/commission-categories/${parent.body.id}`,
      {
        token: admin,
        body: { commission_percent: 22 },
      },
    )
    expect(set.body).toMatchObject({ commission_percent: 22, effective_commission_percent: 22 })
    const listed = await call<CategoryAdminRecord[]>(
      ctx,
      'GET',
      '/core/v1/commission-categories?range=[0,499]',
      {
        token: admin,
      },
    )
    expect(listed.body.find((row) => row.id === child.body.id)).toMatchObject({
      commission_percent: null,
      effective_commission_percent: 22,
    })
    await ctx.db
      .insertInto('service_category')
      .values({ service_id: product.id, category_id: child.body.id })
      .execute()

    const site = await siteId(ctx.db, 'demo')
    const share = await call<PartnerShareRecord>(
      ctx,
      'PUT',
      `/core/v1/admin/commission/partner-shares/${site}`,
      {
        token: admin,
        body: { partner_share_percent: 40 },
      },
    )
    expect(share.body).toMatchObject({ id: site, partner_share_percent: 40 })
    const throughSite = await book(product.id, site)
    const sitePrice = Number(throughSite.price)
    const commission = cents((sitePrice * 22) / 100)
    expect(Number(throughSite.commission_percent)).toBe(22)
    expect(Number(throughSite.commission_amount)).toBe(commission)
    expect(Number(throughSite.partner_amount)).toBe(cents((commission * 40) / 100))
    expect(Number(throughSite.supplier_amount)).toBe(cents(sitePrice - commission))

    // Clearing the category's own commission gives the default back.
    const cleared = await call<CategoryAdminRecord>(
      ctx,
      'PUT',
      `/core/v1/commission-categories/${parent.body.id}`,
      {
        token: admin,
        body: { commission_percent: null },
      },
    )
    expect(cleared.body).toMatchObject({ commission_percent: null, effective_commission_percent: 12.5 })
  })

  it('names the field of a percent out of 0–100', async () => {
    const badDefault = await call(ctx, 'PUT', '/core/v1/admin/commission', {
      token: admin,
      body: { default_percent: 101 },
    })
    expect(badDefault.status).toBe(400)
    expect(badDefault.body).toMatchObject({
      errors: [{ path: 'default_percent', message: CATEGORY_ADMIN_MESSAGES.commissionInvalid }],
    })
    const category = await ctx.db.selectFrom('category').select('id').orderBy('id').executeTakeFirstOrThrow()
    const badCategory = await call(ctx, 'PUT', `/core/v1/commission-categories/${category.id}`, {
      token: admin,
      body: { commission_percent: -5 },
    })
    expect(badCategory.status).toBe(400)
    expect(badCategory.body).toMatchObject({
      errors: [{ path: 'commission_percent', message: CATEGORY_ADMIN_MESSAGES.commissionInvalid }],
    })
    const site = await siteId(ctx.db, 'nordic')
    const badShare = await call(ctx, 'PUT', `/core/v1/admin/commission/partner-shares/${site}`, {
      token: admin,
      body: { partner_share_percent: 'lots' },
    })
    expect(badShare.status).toBe(400)
    expect(badShare.body).toMatchObject({
      errors: [{ path: 'partner_share_percent', message: CATEGORY_ADMIN_MESSAGES.partnerShareInvalid }],
    })
    expect(
      (
        await call(ctx, 'PUT', '/core/v1/admin/commission/partner-shares/999999', {
          token: admin,
          body: { partner_share_percent: 10 },
        })
      ).status,
    ).toBe(404)
  })

  it('is closed to suppliers and partners', async () => {
    for (const token of [supplier, partner]) {
      expect((await call(ctx, 'GET', '/core/v1/admin/commission', { token })).status).toBe(403)
      expect(
        (await call(ctx, 'PUT', '/core/v1/admin/commission', { token, body: { default_percent: 1 } })).status,
      ).toBe(403)
      expect((await call(ctx, 'GET', '/core/v1/admin/commission/partner-shares', { token })).status).toBe(403)
      expect((await call(ctx, 'GET', '/core/v1/commission-categories', { token })).status).toBe(403)
    }
  })
})
