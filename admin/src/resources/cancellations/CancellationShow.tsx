import Box from '@mui/material/Box'
import { useLingui } from '@lingui/react/macro'
import { formatDate } from '@jaunt/i18n'
import type { BookingCancellationRow } from '@jaunt/domain'
import {
  Edit,
  Link,
  SaveButton,
  SelectInput,
  SimpleForm,
  Toolbar,
  useCreatePath,
  useEditContext,
  useResourceContext,
} from 'react-admin'
import { useServices } from '../../AdminServicesContext'
import { PageHeader } from '../../layout/PageHeader'
import { Facts, Section } from '../reservations/Facts'
import { ORIGIN_LABELS, REFUND_STATUS_LABELS, refundShown } from './cancellationLabels'
import { RefundStatusChip } from './RefundStatusChip'

function CancellationFacts() {
  const { t, i18n } = useLingui()
  const { locale } = useServices().base
  const createPath = useCreatePath()
  // The booking's page is the same area's Reservations page: `reservations` in the panel, `bookings` for admins.
  const bookings = useResourceContext() === 'cancellations' ? 'reservations' : 'bookings'
  const record = useEditContext<BookingCancellationRow>().record
  if (!record) return null
  const number = record.booking_number ?? record.reservation_ref.slice(0, 8)
  return (
    <>
      <PageHeader
        title={t`Cancellation of booking ${number}`}
        breadcrumbs={[
          { label: t`Dashboard`, to: '/' },
          { label: t`Cancellations`, to: '..' },
          { label: number },
        ]}
      />
      <Section title={t`Cancellation`}>
        <Facts
          rows={[
            [
              t`Booking`,
              <Link
                key="booking"
                to={createPath({ resource: bookings, id: record.reservation_ref, type: 'edit' })}
              >
                {number}
              </Link>,
            ],
            [t`Product`, record.product_name],
            [t`Guest`, record.guest_name],
            [t`Cancelled on`, formatDate(record.cancelled_at, locale, 'long')],
            [t({ message: 'Origin', context: 'who cancelled' }), i18n._(ORIGIN_LABELS[record.origin])],
            [t`Cancelled by`, record.cancelled_by],
            [t`Reason`, record.reason],
            [t`Refund`, refundShown(record, locale)],
            [t`Refund status`, <RefundStatusChip key="status" status={record.refund_status} />],
            [t`Provider's answer`, record.refund_error],
          ]}
        />
      </Section>
    </>
  )
}

/** One cancellation (`cancellations/{id}`), and its refund's status set by hand. */
export function CancellationShow() {
  const { t, i18n } = useLingui()
  // "No refund" is the server's to say; it is shown, not chosen.
  const choices = (['not-required', 'pending', 'refunded', 'failed'] as const).map((id) => ({
    id,
    name: i18n._(REFUND_STATUS_LABELS[id]),
    disabled: id === 'not-required',
  }))
  return (
    <Edit actions={false} title={false} component="div" mutationMode="pessimistic" redirect={false}>
      <Box sx={{ display: 'grid', gap: 2, maxWidth: 720 }}>
        <CancellationFacts />
        <Section title={t`Update the refund status`}>
          <SimpleForm
            toolbar={
              <Toolbar>
                <SaveButton label={t`Save refund status`} />
              </Toolbar>
            }
          >
            <SelectInput source="refund_status" label={t`Refund status`} choices={choices} />
          </SimpleForm>
        </Section>
      </Box>
    </Edit>
  )
}
