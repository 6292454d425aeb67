import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import { useLingui } from '@lingui/react/macro'
import type { TourMappingRecord } from '@jaunt/domain'
import { useGetOne, useNotify, useUpdate, type HttpError } from 'react-admin'
import { Link, useParams } from 'react-router-dom'
import { PageHeader } from '../../layout/PageHeader'
import { TourMappingForm } from './TourMappingForm'
import { useServices } from '../../AdminServicesContext'
import { NotFound } from '../../access/NotFound'
import { useLocalName } from './useLocalName'
import { useManagedTour } from './useManagedTour'

/**
 * `tour/manage/{id}/mapping`: the activity's channel manager with its product code there, and each
 * option's code; a later sync reads them. Saved pessimistically, so the server's 400s reach the fields.
 */
export function TourMappingPage() {
  const { t } = useLingui()
  const { base } = useServices()
  const tourId = Number(useParams().id)
  const notify = useNotify()
  const { tour, missing } = useManagedTour(tourId)
  const localName = useLocalName()
  const { data: mapping, refetch } = useGetOne<TourMappingRecord>('tour-mapping', { id: tourId })
  const [update] = useUpdate()
  const save = async (values: TourMappingRecord) => {
    try {
      await update(
        'tour-mapping',
        { id: tourId, data: values, previousData: mapping },
        { returnPromise: true, mutationMode: 'pessimistic' },
      )
    } catch (error) {
      const fields = (error as HttpError).body?.errors as Record<string, string> | undefined
      if (!fields) notify((error as HttpError).message, { type: 'error' })
      return fields
    }
    notify(t`Mapping saved.`)
    void refetch()
    return undefined
  }
  const name = localName(tour?.texts)
  if (missing) return <NotFound />
  return (
    <>
      <PageHeader
        title={t`Channel manager mapping of ${name}`}
        breadcrumbs={[
          { label: t`Dashboard`, to: '/' },
          { label: t`Activities`, to: '/tour' },
          { label: name, to: `/tour/${tourId}` },
          { label: t`Mapping` },
        ]}
        actions={
          <Button component={Link} to={`${base.basename}/tour/manage/${tourId}/options`}>
            {t`Options`}
          </Button>
        }
      />
      {mapping && (
        <Card>
          <TourMappingForm mapping={mapping} onSubmit={save} />
        </Card>
      )}
    </>
  )
}
