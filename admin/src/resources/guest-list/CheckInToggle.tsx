import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked'
import Button from '@mui/material/Button'
import { useLingui } from '@lingui/react/macro'
import { CheckinStatus, type GuestListRow } from '@jaunt/domain'
import { useNotify, useUpdate, type HttpError } from 'react-admin'

/**
 * The big check-in button of one booking, sized for a thumb at the meeting point. Optimistic: it
 * turns green at once and turns back, with the server's message, if the call is refused.
 */
export function CheckInToggle({ row }: { row: GuestListRow }) {
  const { t } = useLingui()
  const notify = useNotify()
  const [update] = useUpdate<GuestListRow>()
  const checkedIn = row.checkin_status === CheckinStatus.CheckedIn
  const name = row.guest_name
  const toggle = () =>
    update(
      'guest-list',
      {
        id: row.id,
        data: { checkin_status: checkedIn ? CheckinStatus.NotCheckedIn : CheckinStatus.CheckedIn },
        previousData: row,
      },
      {
        mutationMode: 'optimistic',
        onError: (error) => notify((error as HttpError).message, { type: 'error' }),
      },
    )
  return (
    <Button
      onClick={toggle}
      aria-pressed={checkedIn}
      aria-label={t`Check in ${name}`}
      variant={checkedIn ? 'contained' : 'outlined'}
      color={checkedIn ? 'success' : 'primary'}
      size="large"
      startIcon={checkedIn ? <CheckCircleIcon /> : <RadioButtonUncheckedIcon />}
      sx={{
        minWidth: 148,
        minHeight: 56,
        width: { xs: '100%', sm: 'auto' },
        fontSize: '1rem',
        whiteSpace: 'nowrap',
      }}
    >
      {checkedIn ? t`Checked in` : t`Check in`}
    </Button>
  )
}
