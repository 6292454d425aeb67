import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import {
  bulkCancelInputSchema,
  type BulkCancelInput,
  type CancellableDepartures,
  type DeparturePick,
  type WorkflowStatus,
} from '@jaunt/domain'
import { useState } from 'react'
import {
  Form,
  NumberInput,
  SaveButton,
  TextInput,
  useCreate,
  useGetOne,
  useNotify,
  type HttpError,
} from 'react-admin'
import { useParams } from 'react-router-dom'
import { NotFound } from '../../access/NotFound'
import { zodValidate } from '../../forms/zodValidate'
import { PageHeader } from '../../layout/PageHeader'
import { BulkCancelConfirm, type Affected } from './BulkCancelConfirm'
import { BulkCancelProgress } from './BulkCancelProgress'
import { DepartureBookings } from './DepartureBookings'
import { DepartureChecklist } from './DepartureChecklist'

type FormValues = Pick<BulkCancelInput, 'departures' | 'reason' | 'refund_percentage'>
const schemaCheck = zodValidate(bulkCancelInputSchema)

/**
 * `calendar/{id}/{tour_option_id}/bulk-cancellation`: the supplier picks departures of one option,
 * a reason and a refund percentage; after a confirmation the server's job cancels, refunds and mails,
 * and this page follows it until it is done.
 */
export function BulkCancellationPage() {
  const { t } = useLingui()
  const notify = useNotify()
  const params = useParams()
  const tourId = Number(params.id)
  const optionId = Number(params.tourOptionId)
  const valid = Number.isInteger(optionId) && optionId > 0
  const { data, error, refetch } = useGetOne<CancellableDepartures & { id: number }, HttpError>(
    'bulk-cancel-departures',
    { id: optionId },
    { retry: false, enabled: valid },
  )
  const [create] = useCreate()
  const [asking, setAsking] = useState<{ affected: Affected; answer: (yes: boolean) => void } | null>(null)
  const [workflowId, setWorkflowId] = useState<string | null>(null)

  if (!valid || error?.status === 404 || (data && data.tour_id !== tourId)) return <NotFound />
  const departures = data?.departures ?? []
  const ids = { tour_id: tourId, tour_option_id: optionId }

  const affectedBy = (picks: DeparturePick[], percentage: number): Affected => {
    const chosen = departures.filter((d) =>
      picks.some((p) => p.date === d.date && p.start_time === d.start_time),
    )
    return {
      departures: chosen.length,
      bookings: chosen.reduce((sum, d) => sum + d.bookings.length, 0),
      guests: chosen.reduce((sum, d) => sum + d.guests, 0),
      percentage,
    }
  }
  const confirmed = (values: FormValues) =>
    new Promise<boolean>((resolve) =>
      setAsking({ affected: affectedBy(values.departures, values.refund_percentage), answer: resolve }),
    ).finally(() => setAsking(null))

  const start = async (values: FormValues) => {
    if (!(await confirmed(values))) return undefined
    try {
      const started = (await create(
        'bulk-cancellation',
        { data: { ...values, ...ids } },
        { returnPromise: true },
      )) as unknown as WorkflowStatus
      setWorkflowId(started.workflow_id)
    } catch (failure) {
      const { body, message } = failure as HttpError
      if (body?.errors) return body.errors as Record<string, string>
      notify(message, { type: 'error' })
    }
    return undefined
  }

  const title = data ? `${data.tour_name}: ${data.option_name}` : ''
  return (
    <>
      <PageHeader
        title={t`Cancel departures`}
        breadcrumbs={[
          { label: t`Dashboard`, to: '/' },
          { label: t`Activity Calendar`, to: '/calendar' },
          { label: title || '…', to: `/calendar/${tourId}` },
          { label: t`Bulk cancellation` },
        ]}
      />
      {data && <Typography sx={{ mb: 2 }}>{title}</Typography>}
      {workflowId ? (
        <BulkCancelProgress
          workflowId={workflowId}
          onDone={() => {
            setWorkflowId(null)
            void refetch()
          }}
        />
      ) : (
        <Form
          record={{ departures: [], reason: '', refund_percentage: 100 }}
          validate={(values: object) => schemaCheck({ ...values, ...ids })}
          onSubmit={(values: object) => start(values as FormValues)}
        >
          <Box sx={{ display: 'grid', gap: 2, maxWidth: 900 }}>
            {data && departures.length === 0 ? (
              <Typography>{t`This option has no upcoming departures.`}</Typography>
            ) : (
              <DepartureChecklist departures={departures} />
            )}
            <TextInput source="reason" label={t`Reason for cancellation`} multiline minRows={2} />
            <NumberInput
              source="refund_percentage"
              label={t`Refund (%)`}
              min={0}
              max={100}
              sx={{ maxWidth: 240 }}
            />
            <Box>
              <SaveButton label={t`Cancel the chosen departures`} alwaysEnable icon={<></>} />
            </Box>
            <Typography variant="h6" component="h2">{t`Bookings`}</Typography>
            <DepartureBookings departures={departures} onRefunded={() => void refetch()} />
          </Box>
        </Form>
      )}
      <BulkCancelConfirm affected={asking?.affected ?? null} onAnswer={(yes) => asking?.answer(yes)} />
    </>
  )
}
