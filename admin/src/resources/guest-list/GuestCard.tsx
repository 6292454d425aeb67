import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Chip from '@mui/material/Chip'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import { CheckinStatus, ReservationStatusName, type GuestListRow, type GuestType } from '@jaunt/domain'
import { useServices } from '../../AdminServicesContext'
import { useGuestTypeLabel } from '../tours/guestTypeLabel'
import { CheckInToggle } from './CheckInToggle'

/** One booking on the list: who, how to reach them, what they booked and asked, and the check-in. */
export function GuestCard({ row }: { row: GuestListRow }) {
  const { t } = useLingui()
  const guestType = useGuestTypeLabel()
  const { base } = useServices()
  const cancelled = row.status === ReservationStatusName.Cancel
  // Who ticked the booking, for a list shared by two guides' phones.
  const checkedInAt =
    row.checkin_status === CheckinStatus.CheckedIn && row.checked_in_at
      ? new Intl.DateTimeFormat(base.locale, { timeStyle: 'short' }).format(new Date(row.checked_in_at))
      : null
  const who = row.checked_in_by
  const tickets = row.tickets
    .map((ticket) => `${ticket.count} × ${guestType(ticket.guest_type as GuestType)}`)
    .join(', ')
  return (
    <Card
      component="article"
      aria-label={row.guest_name}
      variant="outlined"
      className="guest-card"
      sx={{
        p: 2,
        display: 'flex',
        gap: 2,
        flexWrap: 'wrap',
        alignItems: 'flex-start',
        opacity: cancelled ? 0.6 : 1,
        breakInside: 'avoid',
      }}
    >
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
            {row.guest_name}
          </Typography>
          {cancelled && <Chip size="small" color="error" label={t`Cancelled`} />}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {row.start_time} · {row.option_name} · {row.booking_number ?? row.reservation_ref}
        </Typography>
        <Typography sx={{ mt: 0.5, fontWeight: 500 }}>{tickets}</Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 0.5 }}>
          {row.phone && <Link href={`tel:${row.phone.replace(/[^\d+]/g, '')}`}>{row.phone}</Link>}
          {row.email && (
            <Link href={`mailto:${row.email}`} sx={{ wordBreak: 'break-all' }}>
              {row.email}
            </Link>
          )}
        </Box>
        {row.comments && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            <strong>{t`Special requests`}:</strong> {row.comments}
          </Typography>
        )}
        {checkedInAt && (
          <Typography variant="body2" color="success.dark" sx={{ mt: 1 }}>
            {who ? t`Checked in at ${checkedInAt} by ${who}` : t`Checked in at ${checkedInAt}`}
          </Typography>
        )}
        {row.answers.map((item) => (
          <Typography key={item.question} variant="body2">
            <strong>{item.question}:</strong> {item.answer}
          </Typography>
        ))}
      </Box>
      {!cancelled && (
        <Box className="guest-card-check-in" sx={{ width: { xs: '100%', sm: 'auto' } }}>
          <CheckInToggle row={row} />
        </Box>
      )}
      {!cancelled && (
        // On paper: a box to tick by hand, ticked for those already checked in.
        <Typography
          className="guest-list-print-only"
          aria-hidden
          sx={{ display: 'none', fontSize: '1.1rem' }}
        >
          {row.checkin_status === CheckinStatus.CheckedIn ? '☑' : '☐'} {t`Checked in`}
        </Typography>
      )}
    </Card>
  )
}
