import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import { isApiError, dataOf } from '@jaunt/api-client'
import { useApiClient } from '@jaunt/api-client/react'
import { formatMoney } from '@jaunt/i18n'
import { packageRefundInputSchema, PaymentMethod, type PackageBookingDetail } from '@jaunt/domain'
import { useState } from 'react'
import { useNotify, useRefresh } from 'react-admin'
import { useServices } from '../../AdminServicesContext'
import { RefundForm } from '../../forms/RefundForm'
import { zodValidate } from '../../forms/zodValidate'

const validate = zodValidate(packageRefundInputSchema.pick({ amount: true, reason: true }))

const THROUGH_PROVIDER: string[] = [PaymentMethod.Card, PaymentMethod.Terminal]

/**
 * Gives part of a booked package's price back without cancelling it. Mounted anew for each opening, so
 * its request id names this one refund: a retry after a lost answer is answered, never refunded again.
 */
export function PackageRefundDialog({
  booking,
  onClose,
}: {
  booking: PackageBookingDetail
  onClose: () => void
}) {
  const { t } = useLingui()
  const notify = useNotify()
  const refresh = useRefresh()
  const client = useApiClient()
  const { locale } = useServices().base
  const [requestId] = useState(() => crypto.randomUUID())
  const byHand = !booking.payment || !THROUGH_PROVIDER.includes(booking.payment.method)
  const save = async (values: { amount: number; reason: string }) => {
    if (!client.api) return undefined
    try {
      const path = '/booking/v1/reservation/package/{payment_ref}/{id}/partial-refund'
      const params = { path: { payment_ref: booking.payment_ref, id: booking.reserved_package_id } }
      const body = { ...values, request_id: requestId, currency_code: booking.currency_code }
      const made = await dataOf(client.api.POST(path, { params, body }))
      const refunded = formatMoney(made.amount, made.currency_code, locale)
      notify(
        made.by_hand ? t`Recorded ${refunded} as given back by hand.` : t`Refunded ${refunded} to the guest.`,
        {
          type: 'success',
        },
      )
      onClose()
      refresh()
    } catch (error) {
      if (isApiError(error) && error.errors) {
        return Object.fromEntries(Object.entries(error.errors).map(([field, said]) => [field, said[0]]))
      }
      notify(error instanceof Error ? error.message : String(error), { type: 'error' })
    }
    return undefined
  }
  const left = formatMoney(booking.refundable, booking.currency_code, locale)
  const number = booking.booking_number ?? booking.reservation_ref.slice(0, 8)
  return (
    <Dialog open onClose={onClose} aria-labelledby="package-refund-title">
      <DialogTitle id="package-refund-title">{t`Refund part of booking ${number}`}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>{t`Up to ${left} can still be refunded.`}</Typography>
        {byHand && (
          <Typography sx={{ mb: 1 }} color="text.secondary">
            {t`This booking was not paid by card: give the money back yourself, and it is recorded here.`}
          </Typography>
        )}
        <RefundForm<{ amount: number; reason: string }>
          currency={booking.currency_code}
          reasonLabel={t`Reason`}
          validate={validate}
          onSubmit={save}
          onClose={onClose}
        />
      </DialogContent>
    </Dialog>
  )
}
