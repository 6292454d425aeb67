import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useLingui } from '@lingui/react/macro'
import { tourScheduleInputSchema, type TourScheduleInput, type TourScheduleResult } from '@jaunt/domain'
import {
  CheckboxGroupInput,
  DateInput,
  Form,
  NumberInput,
  SaveButton,
  useCreate,
  useNotify,
  type HttpError,
} from 'react-admin'
import { zodValidate } from '../../forms/zodValidate'

const validate = zodValidate(tourScheduleInputSchema)
// 2024-01-01 was a Monday: ISO weekday n falls on 2024-01-0n.
const weekdayChoices = (locale: string) =>
  [1, 2, 3, 4, 5, 6, 7].map((day) => ({
    id: day,
    name: new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2024, 0, day)),
    ),
  }))

/** An option's weekly schedule: departures at its start times on the chosen weekdays, each with its places. */
export function OptionScheduleForm({ optionId, onDone }: { optionId: number; onDone: () => void }) {
  const { t, i18n } = useLingui()
  const notify = useNotify()
  const [create] = useCreate()
  const save = async (values: TourScheduleInput) => {
    try {
      const result = (await create(
        'tour-schedule',
        { data: { ...values, option_id: optionId } },
        { returnPromise: true },
      )) as unknown as TourScheduleResult
      notify(t`Schedule saved: ${result.departures} departures.`)
    } catch (error) {
      const { body, message } = error as HttpError
      if (body?.errors) return body.errors as Record<string, string>
      notify(message, { type: 'error' })
      return undefined
    }
    onDone()
    return undefined
  }
  return (
    <Form
      record={{ weekdays: [], allotment: 10 }}
      validate={validate}
      onSubmit={(data: object) => save(data as TourScheduleInput)}
    >
      <Box sx={{ display: 'grid', gap: 1, p: 2, maxWidth: 640 }}>
        <CheckboxGroupInput source="weekdays" label={t`Weekdays`} choices={weekdayChoices(i18n.locale)} />
        <Box sx={{ display: 'flex', gap: 2 }}>
          <DateInput source="from" label={t`First date`} />
          <DateInput source="to" label={t`Last date`} />
          <NumberInput source="allotment" label={t`Places per departure`} min={0} />
        </Box>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <SaveButton alwaysEnable />
          <Button onClick={onDone}>{t`Cancel`}</Button>
        </Box>
      </Box>
    </Form>
  )
}
