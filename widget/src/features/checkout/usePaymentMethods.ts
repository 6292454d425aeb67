import { getPaymentPublicKey } from '@jaunt/api-client'
import { PaymentMethod } from '@jaunt/domain'
import { useEffect, useState } from 'react'
import { useSite, useWidget } from '../../site/WidgetContext'
import type { CheckoutMethod } from './checkoutFlow'

export type PaymentMethods =
  { state: 'loading' } | { state: 'ready'; methods: CheckoutMethod[]; cardKey: string | null }

/**
 * The ways this site's merchant of record takes payment online. Card is offered only when the
 * server has a card provider (its public key answers); the card reader comes with its own issue.
 */
export function usePaymentMethods(currency: string | null): PaymentMethods {
  const site = useSite()
  const { http } = useWidget()
  const offered = site.merchant_of_record?.payment_method ?? []
  const wantsCard = offered.includes(PaymentMethod.Card) && currency !== null
  const noPayment = offered.includes(PaymentMethod.NoPayment)
  const [cardKey, setCardKey] = useState<string | null | undefined>(wantsCard ? undefined : null)

  useEffect(() => {
    if (!wantsCard || !currency) {
      setCardKey(null)
      return
    }
    let current = true
    setCardKey(undefined)
    getPaymentPublicKey(http, currency).then(
      ({ public_key }) => current && setCardKey(public_key || null),
      () => current && setCardKey(null),
    )
    return () => {
      current = false
    }
  }, [http, currency, wantsCard])

  if (cardKey === undefined) return { state: 'loading' }
  const methods: CheckoutMethod[] = []
  if (cardKey) methods.push(PaymentMethod.Card)
  if (noPayment) methods.push(PaymentMethod.NoPayment)
  return { state: 'ready', methods, cardKey }
}
