import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import type { BookingHistoryEntry, ReservationDetail } from '@jaunt/domain'
import { useGetList } from 'react-admin'
import { useServices } from '../../AdminServicesContext'
import { Section } from './Facts'
import { RESERVATION_STATUS_LABELS } from './reservationStatus'

/** Every change of the booking's state: from what, to what, by whom and when. */
export function BookingHistory({ booking }: { booking: ReservationDetail }) {
  const { data = [], isPending } = useGetList<BookingHistoryEntry>('booking-history', {
    filter: { ref: booking.reservation_ref, status: booking.status },
  })
  return <HistorySection entries={data} isPending={isPending} />
}

/** The history's card, for a booking or a booked package. */
export function HistorySection({
  entries: data,
  isPending,
}: {
  entries: BookingHistoryEntry[]
  isPending: boolean
}) {
  const { t, i18n } = useLingui()
  const { locale } = useServices().base
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
  const status = (code: number | null) =>
    code === null ? '—' : i18n._(RESERVATION_STATUS_LABELS[code as keyof typeof RESERVATION_STATUS_LABELS])
  const who = ({ actor_kind, actor_name: name }: BookingHistoryEntry) =>
    actor_kind === 'system' ? t`The system` : actor_kind === 'guest' ? t`Guest ${name}` : name
  return (
    <Section title={t`History`} wide>
      {!isPending && data.length === 0 ? (
        <Typography variant="body2">{t`No changes recorded yet.`}</Typography>
      ) : (
        <Table size="small" aria-label={t`History`}>
          <TableHead>
            <TableRow>
              <TableCell>{t`When`}</TableCell>
              <TableCell>{t`Change`}</TableCell>
              <TableCell>{t`By`}</TableCell>
              <TableCell>{t`Note`}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell>{when.format(new Date(entry.created_at))}</TableCell>
                <TableCell>{`${status(entry.from_status)} → ${status(entry.to_status)}`}</TableCell>
                <TableCell>{who(entry)}</TableCell>
                <TableCell>{entry.note}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Section>
  )
}
