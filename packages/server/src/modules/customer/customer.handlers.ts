import { guestWords } from '../../lib/guest-words/index.js'
import { clientIp } from '../../lib/client-ip.js'
import type { AppRouteHandler } from '../../lib/types.js'
import { cancelByCustomer, cancellationPolicyNow } from './cancellation.service.js'
import { exchangeLoginToken, requestLoginLink } from './customer-login.service.js'
import type { CustomerRouteHandler } from './customer-session.js'
import type * as routes from './customer.routes.js'
import { findOwnedItem, loadBookedItem } from './ownership.js'
import { customerPackageReservation } from './package-reservation.service.js'
import { listCustomerReservations } from './reservation-list.service.js'
import { toCustomerView } from './reservation-view.js'

export const login: AppRouteHandler<typeof routes.login> = async (c) => {
  const { email, site_id } = c.req.valid('json')
  await requestLoginLink(c.get('db'), c.get('config'), {
    email,
    siteId: site_id,
    locale: c.get('locale'),
    ip: clientIp(c),
  })
  return c.json({ message: guestWords(c.get('locale')).linkSent }, 200)
}

export const loginToken: AppRouteHandler<typeof routes.loginToken> = async (c) =>
  c.json(await exchangeLoginToken(c.get('db'), c.req.valid('json').token), 200)

export const reservationList: CustomerRouteHandler<typeof routes.reservationList> = async (c) => {
  const { tab, page, limit } = c.req.valid('json')
  const list = await listCustomerReservations(c.get('db'), {
    email: c.get('customer').email,
    tab,
    page,
    limit,
    locale: c.get('locale'),
    now: new Date(),
  })
  return c.json(list, 200)
}

export const reservation: CustomerRouteHandler<typeof routes.reservation> = async (c) => {
  const item = await findOwnedItem(
    c.get('db'),
    c.get('customer').email,
    c.req.valid('param').id,
    c.get('locale'),
  )
  return c.json(toCustomerView(item, new Date()), 200)
}

export const cancellationPolicy: CustomerRouteHandler<typeof routes.cancellationPolicy> = async (c) => {
  const { id } = c.req.valid('param')
  const policy = await cancellationPolicyNow(
    c.get('db'),
    c.get('customer').email,
    id,
    c.get('locale'),
    new Date(),
  )
  return c.json(policy, 200)
}

export const cancel: CustomerRouteHandler<typeof routes.cancel> = async (c) => {
  const db = c.get('db')
  const ref = await cancelByCustomer(db, c.get('cards'), {
    email: c.get('customer').email,
    uuid: c.req.valid('param').id,
    reason: c.req.valid('json').reason,
    now: new Date(),
  })
  return c.json(toCustomerView(await loadBookedItem(db, ref, c.get('locale')), new Date()), 200)
}

export const packageReservation: CustomerRouteHandler<typeof routes.packageReservation> = async (c) => {
  const { paymentId, id } = c.req.valid('param')
  const reservation = await customerPackageReservation(c.get('db'), {
    email: c.get('customer').email,
    paymentId,
    id,
    locale: c.get('locale'),
    now: new Date(),
  })
  return c.json(reservation, 200)
}
