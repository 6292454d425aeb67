import Alert from '@mui/material/Alert'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import { useLingui } from '@lingui/react/macro'
import {
  AllotmentAction,
  changeAllotmentsInputSchema,
  type ChangeAllotmentsInput,
  type ChangeAllotmentsResult,
} from '@jaunt/domain'
import { getISODay, parseISO } from 'date-fns'
import { useMemo, useState } from 'react'
import { Form, useCreate, useNotify, type HttpError } from 'react-admin'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { useServices } from '../../AdminServicesContext'
import { PageHeader } from '../../layout/PageHeader'
import { zodValidate } from '../../forms/zodValidate'
import { isoDate } from './calendarRange'
import { ChangeAllotmentsFields } from './ChangeAllotmentsFields'

const validate = zodValidate(changeAllotmentsInputSchema)

/** What the calendar's link names (an activity, option, day and time) fills the form in with. */
function useStartingValues() {
  const [search] = useSearchParams()
  return useMemo(() => {
    const date = search.get('date')
    const option = search.get('option_id')
    const time = search.get('start_time')
    return {
      tour_id: search.get('tour_id') ? Number(search.get('tour_id')) : null,
      option_ids: option ? [Number(option)] : [],
      from: date ?? isoDate(new Date()),
      to: date ?? isoDate(new Date()),
      weekdays: date ? [getISODay(parseISO(date))] : [1, 2, 3, 4, 5, 6, 7],
      start_times: time ? [time] : [],
      action: AllotmentAction.Set,
      allotment: null,
    }
  }, [search])
}

/**
 * `change-allotments`: set the places of, close or reopen the departures of an activity in a date
 * range and on chosen weekdays, in one go. The server's refusal (below what is booked, dates in the
 * past) is shown on the form.
 */
export function ChangeAllotmentsPage() {
  const { t } = useLingui()
  const { base } = useServices()
  const notify = useNotify()
  const navigate = useNavigate()
  const [create] = useCreate()
  const [refusal, setRefusal] = useState<string | null>(null)
  const record = useStartingValues()
  const save = async (values: ChangeAllotmentsInput) => {
    setRefusal(null)
    try {
      const result = (await create(
        'change-allotments',
        { data: values },
        { returnPromise: true },
      )) as unknown as ChangeAllotmentsResult
      notify(t`Allotments changed. Departures changed: ${result.departures}; new: ${result.created}.`)
      navigate(`${base.basename}/calendar/${values.tour_id}?view=week&date=${values.from}`)
      return undefined
    } catch (error) {
      const { body, message } = error as HttpError
      const fields = body?.errors as Record<string, string> | undefined
      // A refusal of a field is shown under it; any other (an activity not found) above the form.
      if (!fields) setRefusal(message)
      return fields
    }
  }
  return (
    <>
      <PageHeader
        title={t`Change allotments`}
        breadcrumbs={[{ label: t`Activity Calendar`, to: '/calendar' }, { label: t`Change allotments` }]}
      />
      <Card>
        <CardContent>
          {refusal && (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {refusal}
            </Alert>
          )}
          <Form
            record={record}
            validate={validate}
            onSubmit={(data: object) => save(data as ChangeAllotmentsInput)}
          >
            <ChangeAllotmentsFields />
          </Form>
        </CardContent>
      </Card>
    </>
  )
}
