import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { useLingui } from '@lingui/react/macro'
import { formatDate } from '@jaunt/i18n'
import type { PackageBookingDetail } from '@jaunt/domain'
import { useServices } from '../../AdminServicesContext'
import { SERVICE_TYPE_LABELS } from '../site-catalogue/serviceTypeLabel'
import { Section } from './Facts'
import { SupplierCancelledChip } from './SupplierCancelledChip'

/** The package's services, each on its day with the places it took: seats on a departure, rooms for the nights. */
export function PackageBookingServices({ booking }: { booking: PackageBookingDetail }) {
  const { t, i18n } = useLingui()
  const { locale } = useServices().base
  const day = (date: string | null) => (date ? formatDate(date, locale, 'numeric') : '—')
  return (
    <Section title={t`Services in the package`}>
      <Table size="small" aria-label={t`Services in the package`}>
        <TableHead>
          <TableRow>
            <TableCell>{t`Service`}</TableCell>
            <TableCell>{t`Type`}</TableCell>
            <TableCell>{t`Date`}</TableCell>
            <TableCell>{t`Until`}</TableCell>
            <TableCell>{t`Places`}</TableCell>
            <TableCell>{t`Supplier`}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {booking.components.map((part) => (
            <TableRow key={`${part.service_id}-${part.start_date}`}>
              <TableCell>
                {part.name}
                {part.supplier_cancelled && (
                  <>
                    {' '}
                    <SupplierCancelledChip />
                  </>
                )}
                {part.room_type_name && (
                  <>
                    <br />
                    <small>{part.room_type_name}</small>
                  </>
                )}
              </TableCell>
              <TableCell>{i18n._(SERVICE_TYPE_LABELS[part.service_type])}</TableCell>
              <TableCell>{[day(part.start_date), part.start_time].filter(Boolean).join(' ')}</TableCell>
              <TableCell>{day(part.end_date)}</TableCell>
              <TableCell>
                {part.rooms > 0 ? t`${part.guests} guests, ${part.rooms} rooms` : t`${part.guests} guests`}
              </TableCell>
              <TableCell>{part.supplier_name}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Section>
  )
}
