import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { useLingui } from '@lingui/react/macro'
import { durationText, type TourOptionInput, type TourOptionRecord } from '@jaunt/domain'
import { useState } from 'react'
import { useCreate, useGetManyReference, useNotify, useUpdate, type HttpError } from 'react-admin'
import { Link, useParams } from 'react-router-dom'
import { PageHeader } from '../../layout/PageHeader'
import { OptionScheduleForm } from './OptionScheduleForm'
import { TourOptionForm } from './TourOptionForm'
import { useLocalName } from './useLocalName'
import { NotFound } from '../../access/NotFound'
import { useManagedTour } from './useManagedTour'
import { useServices } from '../../AdminServicesContext'

const NEW_OPTION: Partial<TourOptionInput> = {
  name: { en: '' },
  duration: { days: null, hours: 1, minutes: 0 },
  meeting_point: {},
  start_times: [],
  cut_off_minutes: 0,
}

/** `tour/manage/{id}/options`: the options of one activity, each edited in place. */
export function TourOptionsPage() {
  const { t } = useLingui()
  const localName = useLocalName()
  const { base } = useServices()
  const tourId = Number(useParams().id)
  const notify = useNotify()
  const { tour, missing } = useManagedTour(tourId)
  const { data: options, refetch } = useGetManyReference<TourOptionRecord>('tour-option', {
    target: 'tour_id',
    id: tourId,
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'position', order: 'ASC' },
  })
  const [editing, setEditing] = useState<'new' | number | null>(null)
  const [scheduling, setScheduling] = useState<number | null>(null)
  const [create] = useCreate()
  const [update] = useUpdate()
  const save = async (values: TourOptionInput) => {
    try {
      if (editing === 'new')
        await create('tour-option', { data: { ...values, tour_id: tourId } }, { returnPromise: true })
      else
        await update(
          'tour-option',
          { id: editing!, data: values },
          { returnPromise: true, mutationMode: 'pessimistic' },
        )
    } catch (error) {
      return (error as HttpError).body?.errors as Record<string, string> | undefined
    }
    setEditing(null)
    notify(t`Option saved.`)
    void refetch()
    return undefined
  }
  const name = localName(tour?.texts)
  if (missing) return <NotFound />
  const form = (values: Partial<TourOptionInput>) => (
    <TourOptionForm values={values} onSubmit={save} onCancel={() => setEditing(null)} />
  )
  return (
    <>
      <PageHeader
        title={t`Options of ${name}`}
        breadcrumbs={[
          { label: t`Dashboard`, to: '/' },
          { label: t`Activities`, to: '/tour' },
          { label: name, to: `/tour/${tourId}` },
          { label: t`Options` },
        ]}
        actions={
          <>
            <Button component={Link} to={`${base.basename}/tour/manage/${tourId}/tickets`}>
              {t`Tickets`}
            </Button>
            <Button component={Link} to={`${base.basename}/tour/manage/${tourId}/voucherCodes`}>
              {t`Voucher codes`}
            </Button>
            <Button component={Link} to={`${base.basename}/tour/manage/${tourId}/mapping`}>
              {t`Mapping`}
            </Button>
            <Button variant="contained" onClick={() => setEditing('new')} disabled={editing !== null}>
              {t`Add option`}
            </Button>
          </>
        }
      />
      {editing === 'new' && <Card sx={{ mb: 2 }}>{form(NEW_OPTION)}</Card>}
      {scheduling !== null && (
        <Card sx={{ mb: 2 }}>
          <OptionScheduleForm optionId={scheduling} onDone={() => setScheduling(null)} />
        </Card>
      )}
      <Card>
        <Table aria-label={t`Options`}>
          <TableHead>
            <TableRow>
              <TableCell>{t`Option name`}</TableCell>
              <TableCell>{t`Duration`}</TableCell>
              <TableCell>{t`Start times`}</TableCell>
              <TableCell>{t`Booking closes (minutes before start)`}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {(options ?? []).map((option) =>
              editing === option.id ? (
                <TableRow key={option.id}>
                  <TableCell colSpan={5}>{form(option)}</TableCell>
                </TableRow>
              ) : (
                <TableRow key={option.id}>
                  <TableCell>{localName(option.name)}</TableCell>
                  <TableCell>{durationText(option.duration)}</TableCell>
                  <TableCell>{option.start_times.join(', ')}</TableCell>
                  <TableCell>{option.cut_off_minutes}</TableCell>
                  <TableCell align="right">
                    <Button onClick={() => setEditing(option.id)} disabled={editing !== null}>
                      {t`Edit`}
                    </Button>
                    <Button onClick={() => setScheduling(option.id)} disabled={editing !== null}>
                      {t`Schedule`}
                    </Button>
                  </TableCell>
                </TableRow>
              ),
            )}
          </TableBody>
        </Table>
      </Card>
    </>
  )
}
