import { PaymentMethod } from '@jaunt/domain'
import type { AppRouteHandler } from '../../lib/types.js'
import { refused } from './checkout.errors.js'
import type * as routes from './checkout.routes.js'
import { confirmGuestCart } from './confirm.service.js'
import { holdReservation } from './hold.service.js'
import { cancelReservation } from './release.service.js'
import { sitePaymentMethods } from './site-payments.js'
import { settlePendingCardPayment } from '../payments/settle.service.js'
import { bookingDetails as loadBookingDetails } from './thanks.service.js'

export const hold: AppRouteHandler<typeof routes.hold> = async (c) => {
  const { cartRef } = c.req.valid('param')
  const { order, stripe_payment_intent_id, answers } = c.req.valid('json')
  const db = c.get('db')
  const method = stripe_payment_intent_id ? PaymentMethod.Card : PaymentMethod.NoPayment
  const answer = await holdReservation(db, c.get('config'), {
    cartRef,
    refuse: async (trx, cart) => {
      const offered = await sitePaymentMethods(trx, cart.site_id, c.get('cards') !== null)
      if (!offered.includes(method)) {
        throw refused(
          method === PaymentMethod.Card ? (w) => w.cardNotConfigured : (w) => w.paymentMethodNotOffered,
        )
      }
    },
    order,
    locale: c.get('locale'),
    paymentMethod: method,
    providerRef: stripe_payment_intent_id,
    answers,
  })
  return c.json(answer, 200)
}

/** Only a booking that needs no payment is confirmed by the guest's call; card bookings by the provider. */
export const confirm: AppRouteHandler<typeof routes.confirm> = async (c) => {
  const { cartRef } = c.req.valid('param')
  return c.json({ payment_ref: await confirmGuestCart(c.get('db'), cartRef, c.get('config').APP_HOST) }, 200)
}

export const cancel: AppRouteHandler<typeof routes.cancel> = async (c) =>
  c.json({ released: await cancelReservation(c.get('db'), c.req.valid('param').cartRef) }, 200)

/** While a card payment is pending, the page's polling also asks the provider, in case its event is late. */
export const bookingDetails: AppRouteHandler<typeof routes.bookingDetails> = async (c) => {
  const db = c.get('db')
  const { paymentRef } = c.req.valid('param')
  const cards = c.get('cards')
  if (cards) await settlePendingCardPayment(db, cards, paymentRef, c.get('config').APP_HOST)
  return c.json(await loadBookingDetails(db, paymentRef, c.get('locale')), 200)
}
