import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import type { TourOptionRecord } from '@jaunt/domain'
import { useGetManyReference } from 'react-admin'
import { Link, useParams, useSearchParams } from 'react-router-dom'
import { PageHeader } from '../../layout/PageHeader'
import { OptionVoucherTickets } from './OptionVoucherTickets'
import { TicketVoucherCodes } from './TicketVoucherCodes'
import { useServices } from '../../AdminServicesContext'
import { NotFound } from '../../access/NotFound'
import { useLocalName } from './useLocalName'
import { useManagedTour } from './useManagedTour'

/**
 * `tour/manage/{id}/voucherCodes`: the codes a supplier pre-loads per ticket, which confirmed
 * bookings hand to their guests. The chosen ticket is in the URL (`?ticket=`), so it can be bookmarked.
 */
export function TourVoucherCodesPage() {
  const { t } = useLingui()
  const { base } = useServices()
  const tourId = Number(useParams().id)
  const [search, setSearch] = useSearchParams()
  const ticketId = Number(search.get('ticket')) || null
  const { tour, missing } = useManagedTour(tourId)
  const localName = useLocalName()
  const { data: options, isPending } = useGetManyReference<TourOptionRecord>('tour-option', {
    target: 'tour_id',
    id: tourId,
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'position', order: 'ASC' },
  })
  const name = localName(tour?.texts)
  if (missing) return <NotFound />
  return (
    <>
      <PageHeader
        title={t`Voucher codes of ${name}`}
        breadcrumbs={[
          { label: t`Dashboard`, to: '/' },
          { label: t`Activities`, to: '/tour' },
          { label: name, to: `/tour/${tourId}` },
          { label: t`Voucher codes` },
        ]}
        actions={
          <>
            <Button component={Link} to={`${base.basename}/tour/manage/${tourId}/options`}>
              {t`Options`}
            </Button>
            <Button component={Link} to={`${base.basename}/tour/manage/${tourId}/tickets`}>
              {t`Tickets`}
            </Button>
          </>
        }
      />
      {!isPending && options?.length === 0 && (
        <Typography>{t`Add an option and its tickets first: codes belong to a ticket.`}</Typography>
      )}
      {(options ?? []).map((option) => (
        <OptionVoucherTickets
          key={option.id}
          option={option}
          selected={ticketId}
          onSelect={(id) => setSearch({ ticket: String(id) })}
        />
      ))}
      {ticketId ? (
        <TicketVoucherCodes key={ticketId} ticketId={ticketId} />
      ) : (
        (options?.length ?? 0) > 0 && <Typography>{t`Choose a ticket to see its voucher codes.`}</Typography>
      )}
    </>
  )
}
