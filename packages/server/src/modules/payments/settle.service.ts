import { PaymentMethod, PaymentStatus, toMinorUnits } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { ApiError } from '../../lib/errors.js'
import { confirmCart } from '../checkout/confirm.service.js'
import { cancelReservation } from '../checkout/release.service.js'
import type { CardIntent, CardProvider } from './card-provider.js'

/** Paid through the card provider: online by card, or at the desk on a card reader. */
const PROVIDER_METHODS: PaymentMethod[] = [PaymentMethod.Card, PaymentMethod.Terminal]

export type Settlement = 'confirmed' | 'released' | 'ignored' | 'mismatch' | 'expired'

/**
 * What a card payment's outcome does to its booking: a succeeded intent for the held amount confirms
 * it (once, however often the news arrives); a failed one releases the hold.
 */
export async function settleCardIntent(
  db: DB,
  cards: Pick<CardProvider, 'refund'>,
  intent: CardIntent,
  outcome: 'succeeded' | 'failed',
  appHost: string,
): Promise<Settlement> {
  const payment = await db
    .selectFrom('payment as p')
    .innerJoin('cart as c', 'c.id', 'p.cart_id')
    .select([
      'p.id',
      'p.cart_id',
      'p.amount',
      'p.currency_code',
      'p.status',
      'p.method',
      'p.provider_account',
      'c.cart_ref',
    ])
    .where('p.provider_ref', '=', intent.id)
    .executeTakeFirst()
  if (!payment || !PROVIDER_METHODS.includes(payment.method as PaymentMethod)) return 'ignored'
  if (outcome === 'failed') {
    if (payment.status === PaymentStatus.Pending) await cancelReservation(db, payment.cart_ref)
    return 'released'
  }
  const expected = toMinorUnits(Number(payment.amount), payment.currency_code)
  if (intent.amountMinor !== expected || intent.currency !== payment.currency_code) {
    console.error(
      `card payment ${intent.id} was for ${intent.amountMinor} ${intent.currency}, the booking is ${expected} ${payment.currency_code}`,
    )
    return 'mismatch'
  }
  try {
    await confirmCart(db, payment.cart_id, appHost)
    return 'confirmed'
  } catch (error) {
    // Paid after the hold expired (the guest took too long on the bank's page): the places may be
    // gone, so the booking cannot be made, and the guest gets the whole payment back at once.
    if (error instanceof ApiError && error.status === 409) {
      await db
        .updateTable('payment')
        .set({ status: PaymentStatus.Failed, updated_at: new Date() })
        .where('id', '=', payment.id)
        .execute()
      await refundLatePayment(cards, intent, payment.provider_account)
      return 'expired'
    }
    throw error
  }
}

async function refundLatePayment(
  cards: Pick<CardProvider, 'refund'>,
  intent: CardIntent,
  account: string | null,
) {
  try {
    // One key per intent: a second webhook for the same payment never refunds twice.
    const refund = await cards.refund(intent.id, intent.amountMinor, `late-payment-${intent.id}`, account)
    console.error(`card payment ${intent.id} came after its hold expired: refunded (${refund.id})`)
  } catch (error) {
    console.error(`card payment ${intent.id} came after its hold expired and could not be refunded`, error)
  }
}

export async function settlePendingCardPayment(
  db: DB,
  cards: CardProvider,
  paymentRef: string,
  appHost: string,
) {
  if (!/^[0-9a-f-]{36}$/i.test(paymentRef)) return
  const payment = await db
    .selectFrom('payment')
    .select(['provider_ref', 'status', 'method'])
    .where('uuid', '=', paymentRef)
    .executeTakeFirst()
  if (
    !payment?.provider_ref ||
    payment.method !== PaymentMethod.Card ||
    payment.status !== PaymentStatus.Pending
  )
    return
  const intent = await cards.retrieveIntent(payment.provider_ref)
  // `requires_action` (3-D Secure on the guest's screen) and `processing` stay pending until they end.
  if (intent.status === 'succeeded') await settleCardIntent(db, cards, intent, 'succeeded', appHost)
  if (intent.status === 'canceled') await settleCardIntent(db, cards, intent, 'failed', appHost)
}
