import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import type { TourOptionRecord } from '@jaunt/domain'
import { useGetManyReference } from 'react-admin'
import { Link, useParams } from 'react-router-dom'
import { PageHeader } from '../../layout/PageHeader'
import { OptionTickets } from './OptionTickets'
import { useLocalName } from './useLocalName'
import { NotFound } from '../../access/NotFound'
import { useManagedTour } from './useManagedTour'
import { useServices } from '../../AdminServicesContext'

/** `tour/manage/{id}/tickets`: the tickets of each option of one activity. */
export function TourTicketsPage() {
  const { t } = useLingui()
  const localName = useLocalName()
  const { base } = useServices()
  const tourId = Number(useParams().id)
  const { tour, missing } = useManagedTour(tourId)
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
        title={t`Tickets of ${name}`}
        breadcrumbs={[
          { label: t`Dashboard`, to: '/' },
          { label: t`Activities`, to: '/tour' },
          { label: name, to: `/tour/${tourId}` },
          { label: t`Tickets` },
        ]}
        actions={
          <>
            <Button component={Link} to={`${base.basename}/tour/manage/${tourId}/options`}>
              {t`Options`}
            </Button>
            <Button component={Link} to={`${base.basename}/tour/manage/${tourId}/voucherCodes`}>
              {t`Voucher codes`}
            </Button>
            <Button component={Link} to={`${base.basename}/tour/manage/${tourId}/mapping`}>
              {t`Mapping`}
            </Button>
          </>
        }
      />
      {!isPending && options?.length === 0 && (
        <Typography>{t`Add an option first: tickets belong to an option.`}</Typography>
      )}
      {(options ?? []).map((option) => (
        <OptionTickets key={option.id} option={option} />
      ))}
    </>
  )
}
