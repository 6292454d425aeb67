import {
  cancelCustomerReservation,
  getCancellationQuote,
  type CancellationQuote,
} from '@jaunt/api-client/customer'
import { isApiError } from '@jaunt/api-client'
import type { CustomerReservationView } from '@jaunt/domain'
import { formatMoney } from '@jaunt/i18n'
import { Alert, Button, colours, Dialog, focusRing, radius, Spinner } from '@jaunt/ui'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, useState } from 'react'
import styled from 'styled-components'
import { Card } from './CustomerLayout'
import { useCustomer } from './CustomerContext'

/**
 * Cancelling: the question, a reason, and what comes back, as the server computes it now from
 * the policy and the time left; the guest confirms knowing the refund.
 */
export function CancelBooking({
  booking,
  onCancelled,
}: {
  booking: CustomerReservationView
  onCancelled: () => void
}) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  return (
    <Card>
      <h2>{t`Cancel booking`}</h2>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t`Cancel booking`}
      </Button>
      {open ? (
        <CancelDialog
          booking={booking}
          onClose={() => setOpen(false)}
          onCancelled={() => {
            setOpen(false)
            onCancelled()
          }}
        />
      ) : null}
    </Card>
  )
}

function CancelDialog({
  booking,
  onClose,
  onCancelled,
}: {
  booking: CustomerReservationView
  onClose: () => void
  onCancelled: () => void
}) {
  const { t } = useLingui()
  const { http, lang, onProblem } = useCustomer()
  const reasonId = useId()
  const [quote, setQuote] = useState<CancellationQuote | 'loading' | 'failed'>('loading')
  const [reason, setReason] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  useEffect(() => {
    const abort = new AbortController()
    getCancellationQuote(http, booking.uuid, abort.signal).then(
      (answer) => setQuote(answer),
      (error: unknown) => {
        if (abort.signal.aborted) return
        onProblem(error)
        setQuote('failed')
      },
    )
    return () => abort.abort()
  }, [http, booking.uuid, onProblem])

  const cancellable = typeof quote === 'object' && quote.cancellable
  const confirm = () => {
    if (!reason.trim()) return setProblem(t`Please enter a reason for cancellation.`)
    setProblem(null)
    setSending(true)
    cancelCustomerReservation(http, booking.uuid, reason.trim()).then(onCancelled, (error: unknown) => {
      onProblem(error)
      setSending(false)
      setProblem(
        isApiError(error) && error.message ? error.message : t`Something went wrong. Please try again.`,
      )
    })
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={t`Are you sure you want to cancel this booking?`}
      subtitle={booking.service_name}
      closeLabel={t`Close`}
      footer={
        <Actions>
          <Button variant="secondary" onClick={onClose}>
            {t`Keep booking`}
          </Button>
          <Button disabled={!cancellable || sending} onClick={confirm}>
            {sending ? t`Cancelling…` : t`Cancel booking`}
          </Button>
        </Actions>
      }
    >
      <Body>
        {quote === 'loading' ? <Spinner label={t`Working out your refund…`} /> : null}
        {quote === 'failed' ? <Alert tone="error">{t`Something went wrong. Please try again.`}</Alert> : null}
        {typeof quote === 'object' ? <RefundSummary quote={quote} lang={lang} /> : null}
        {cancellable ? (
          <>
            <label htmlFor={reasonId}>{t`Reason for cancellation`}</label>
            <textarea
              id={reasonId}
              rows={3}
              maxLength={500}
              value={reason}
              aria-invalid={problem !== null && !reason.trim()}
              onChange={(event) => setReason(event.target.value)}
            />
          </>
        ) : null}
        {problem ? <Alert tone="error">{problem}</Alert> : null}
      </Body>
    </Dialog>
  )
}

function RefundSummary({
  quote,
  lang,
}: {
  quote: CancellationQuote
  lang: Parameters<typeof formatMoney>[2]
}) {
  const { t } = useLingui()
  if (!quote.cancellable) {
    return (
      <Alert tone="warning">
        {quote.reason_if_not_cancellable ?? t`This booking can no longer be cancelled.`}
      </Alert>
    )
  }
  const amount = formatMoney(quote.refund_amount, quote.currency_code, lang)
  const percentage = quote.refund_percentage
  return (
    <Summary aria-label={t`Refund summary`}>
      <strong>{t`Refund summary`}</strong>
      {/* The policy's share means nothing for a booking that took no money. */}
      {quote.paid ? (
        <span>
          {quote.free_cancellation
            ? t`Free cancellation`
            : quote.non_refundable
              ? t`Non-Refundable`
              : t`${percentage}% refunded`}
        </span>
      ) : null}
      <span>
        {quote.paid
          ? t`You get back: ${amount}`
          : t`Nothing was paid for this booking, so nothing is refunded.`}
      </span>
    </Summary>
  )
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;

  label {
    font-weight: 600;
    font-size: 14px;
  }

  textarea {
    padding: 8px 10px;
    border: 1px solid ${colours.border};
    border-radius: ${radius.control};
    font: inherit;
    resize: vertical;
    ${focusRing}
  }
`

const Summary = styled.section`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 12px;
  border-radius: ${radius.control};
  background: ${colours.subtle};
`

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  flex-wrap: wrap;
`
