import { toMinorUnits } from '@jaunt/domain'
import { Alert, Spinner } from '@jaunt/ui'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, useState } from 'react'
import styled from 'styled-components'
import { useLocale } from '../../locale/LocaleContext'
import { useWidget } from '../../site/WidgetContext'
import type { CardPayer } from './checkoutFlow'
import { mountCardForm } from './stripeCard'

export type CardPaymentProps = {
  publicKey: string
  amount: number
  currency: string
  /** The form once it can take a card, or null while it cannot. */
  onPayer: (payer: CardPayer | null) => void
}

/**
 * Where the guest types their card. Stripe's frames must sit in the page's light DOM, so the form
 * is mounted in a child of the element and shown here through a named slot.
 */
export function CardPayment({ publicKey, amount, currency, onPayer }: CardPaymentProps) {
  const { t } = useLingui()
  const { host } = useWidget()
  const locale = useLocale()
  const slotName = `jaunt-card-${useId().replace(/[^\w-]/g, '')}`
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading')

  useEffect(() => {
    if (!host) return
    const mountPoint = document.createElement('div')
    mountPoint.slot = slotName
    // The host page's own styles must not reach the card form.
    mountPoint.style.cssText = 'all: initial; display: block;'
    host.append(mountPoint)
    let form: Awaited<ReturnType<typeof mountCardForm>> | null = null
    let cancelled = false
    setState('loading')
    mountCardForm({
      publicKey,
      locale,
      amountMinor: toMinorUnits(amount, currency),
      currency,
      mountPoint,
    }).then(
      (mounted) => {
        if (cancelled) return mounted.destroy()
        form = mounted
        setState('ready')
        onPayer(mounted.payer)
      },
      () => {
        if (!cancelled) setState('failed')
      },
    )
    return () => {
      cancelled = true
      onPayer(null)
      form?.destroy()
      mountPoint.remove()
    }
  }, [host, slotName, publicKey, locale, amount, currency, onPayer])

  return (
    <Wrap>
      {state === 'loading' ? <Spinner size={20} label={t`Loading the card form…`} /> : null}
      {state === 'failed' ? <Alert tone="error">{t`Stripe Element Not Found`}</Alert> : null}
      <slot name={slotName} />
    </Wrap>
  )
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-height: 48px;
`
