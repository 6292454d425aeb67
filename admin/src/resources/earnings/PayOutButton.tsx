import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import { formatMoney } from '@jaunt/i18n'
import { EarningStatus, type EarningDetail } from '@jaunt/domain'
import { useState } from 'react'
import {
  Link,
  useCreatePath,
  useNotify,
  useRefresh,
  useResourceContext,
  useUpdate,
  type HttpError,
} from 'react-admin'
import { useServices } from '../../AdminServicesContext'
import { ConfirmDialog } from '../../layout/ConfirmDialog'

/** The server's words for a refusal: a field's message when it names one (no account), else its message. */
const refusal = (error: unknown) => {
  const errors = (error as HttpError).body?.errors as Record<string, string> | undefined
  return Object.values(errors ?? {})[0] ?? (error as Error).message
}

/**
 * The admin pays an approved earning out, or a partner their own commission (`own`: "Pay commission now"):
 * after a confirmation naming the amount and the Stripe account, the server transfers the earning's net
 * there. Without an account, it says where to add one (the admin's user page; for a partner, the team).
 */
export function PayOutButton({
  earning,
  account,
  own = false,
}: {
  earning: EarningDetail
  account: string | null
  own?: boolean
}) {
  const { t } = useLingui()
  const { locale } = useServices().base
  const resource = useResourceContext()!
  const notify = useNotify()
  const refresh = useRefresh()
  const createPath = useCreatePath()
  const [update, { isPending }] = useUpdate()
  const [open, setOpen] = useState(false)
  if (earning.status !== EarningStatus.Approved) return null
  const amount = formatMoney(earning.net, earning.currency_code, locale)
  if (!account && own) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t`No Stripe account to pay your commission to yet. Ask the marketplace team to add yours.`}
      </Typography>
    )
  }
  if (!account) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t`No Stripe account to pay to yet.`}{' '}
        <Link
          to={createPath({ resource: 'user', id: earning.owner_user_id, type: 'edit' })}
        >{t`Add it on the user's page`}</Link>
      </Typography>
    )
  }
  const payOut = async () => {
    try {
      await update(
        resource,
        { id: earning.id, data: {}, previousData: earning, meta: { call: 'payout' } },
        { mutationMode: 'pessimistic', returnPromise: true },
      )
      notify(t`Stripe has transferred ${amount} to ${account}.`, { type: 'success' })
    } catch (error) {
      notify(refusal(error), { type: 'error' })
    }
    setOpen(false)
    // The earning (now Paid, with its history) and its payouts are read again; the update's own answer is
    // cached under the call's meta, not the page's.
    refresh()
  }
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)} sx={{ justifySelf: 'start' }}>
        {own ? t`Pay commission now` : t`Pay out`}
      </Button>
      <ConfirmDialog
        open={open}
        width={420}
        loading={isPending}
        title={t`Pay out ${amount}?`}
        description={t`Stripe transfers ${amount} to the Stripe account ${account}. The earning becomes Paid when Stripe accepts the transfer.`}
        confirmLabel={own ? t`Pay commission now` : t`Pay out`}
        onCancel={() => setOpen(false)}
        onConfirm={() => void payOut()}
      />
    </>
  )
}
