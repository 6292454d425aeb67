import SendIcon from '@mui/icons-material/Send'
import Button from '@mui/material/Button'
import { useLingui } from '@lingui/react/macro'
import { ApiError, dataOf } from '@jaunt/api-client'
import { useApiClient } from '@jaunt/api-client/react'
import { ReservationStatus, type PackageBookingDetail } from '@jaunt/domain'
import { useState } from 'react'
import { useNotify } from 'react-admin'

/** Queues the guest's confirmation of the cart the package was booked in again, in the guest's language. */
export function PackageResendButton({ booking }: { booking: PackageBookingDetail }) {
  const { t } = useLingui()
  const notify = useNotify()
  const client = useApiClient()
  const [sending, setSending] = useState(false)
  const resend = async () => {
    if (!client.api) return
    setSending(true)
    try {
      const path = '/booking/v1/reservation/package/{payment_ref}/{id}/resend-confirmation'
      const params = { path: { payment_ref: booking.payment_ref, id: booking.reserved_package_id } }
      const sent = await dataOf(client.api.POST(path, { params }))
      notify(t`The confirmation was sent again to ${sent.to}.`, { type: 'success' })
    } catch (error) {
      notify(error instanceof ApiError ? error.message : t`The confirmation could not be sent.`, {
        type: 'error',
      })
    } finally {
      setSending(false)
    }
  }
  return (
    <Button
      variant="outlined"
      startIcon={<SendIcon />}
      disabled={sending || booking.status === ReservationStatus.Cancel}
      onClick={() => void resend()}
    >
      {t`Resend confirmation`}
    </Button>
  )
}
