import { z } from 'zod'

/** Payment methods a site's merchant of record can offer; the wire strings are ours (docs/decisions.md). */
export const PaymentMethod = {
  NoPayment: 'no-payment',
  Marketplace: 'marketplace',
  Card: 'card',
  Project: 'project',
  Terminal: 'terminal',
} as const
export type PaymentMethod = (typeof PaymentMethod)[keyof typeof PaymentMethod]
export const paymentMethodSchema = z.enum(PaymentMethod)

export const PaymentChannel = { Terminal: 'terminal', Online: 'online' } as const
export type PaymentChannel = (typeof PaymentChannel)[keyof typeof PaymentChannel]
export const paymentChannelSchema = z.enum(PaymentChannel)

/** The card reader is the only method paid at a physical terminal; every other method is online. */
export function paymentChannelOf(method: PaymentMethod): PaymentChannel {
  return method === PaymentMethod.Terminal ? PaymentChannel.Terminal : PaymentChannel.Online
}
