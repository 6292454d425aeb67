import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import type { GuestListSummary, GuestType } from '@jaunt/domain'
import { useGuestTypeLabel } from '../tours/guestTypeLabel'

/** The counts at the top: how many have arrived, per ticket type, and the bookings behind them. */
export function GuestListSummaryBar({ summary }: { summary: GuestListSummary }) {
  const { t } = useLingui()
  const guestType = useGuestTypeLabel()
  const arrived = summary.checked_in_guests
  const expected = summary.guests
  const waiting = summary.not_checked_in_guests
  const bookings = summary.bookings
  const cancelled = summary.cancelled_bookings
  return (
    <Box component="section" aria-label={t`Summary`} sx={{ mb: 2 }}>
      <Typography variant="h6" component="p" sx={{ fontWeight: 600 }}>
        {t`${arrived} of ${expected} guests checked in`}
      </Typography>
      <LinearProgress
        variant="determinate"
        color="success"
        value={expected ? (arrived / expected) * 100 : 0}
        sx={{ height: 8, borderRadius: 4, my: 1, backgroundColor: 'grey.300' }}
        aria-hidden
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="body2">{t`Not yet: ${waiting}`}</Typography>
        <Typography variant="body2">· {t`Bookings: ${bookings}`}</Typography>
        {cancelled > 0 && <Typography variant="body2">· {t`Cancelled: ${cancelled}`}</Typography>}
        {summary.tickets.map((line) => {
          const type = guestType(line.guest_type as GuestType)
          const checkedIn = line.checked_in
          const count = line.count
          return <Chip key={line.guest_type} size="small" label={t`${type}: ${checkedIn} of ${count}`} />
        })}
      </Box>
    </Box>
  )
}
