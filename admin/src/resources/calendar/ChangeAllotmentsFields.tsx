import Box from '@mui/material/Box'
import { useLingui } from '@lingui/react/macro'
import { AllotmentAction, type CalendarOption } from '@jaunt/domain'
import { useWatch } from 'react-hook-form'
import {
  CheckboxGroupInput,
  DateInput,
  NumberInput,
  RadioButtonGroupInput,
  SaveButton,
  SelectInput,
  useGetList,
} from 'react-admin'

// 2024-01-01 was a Monday: ISO weekday n falls on 2024-01-0n.
const weekdayChoices = (locale: string) =>
  [1, 2, 3, 4, 5, 6, 7].map((day) => ({
    id: day,
    name: new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2024, 0, day)),
    ),
  }))

/** The fields of a change: which departures (activity, options, dates, weekdays, times) and what to do. */
export function ChangeAllotmentsFields() {
  const { t, i18n } = useLingui()
  const tourId = useWatch({ name: 'tour_id' }) as number | null
  const action = useWatch({ name: 'action' }) as AllotmentAction
  const optionIds = (useWatch({ name: 'option_ids' }) ?? []) as number[]
  const tours = useGetList<{ id: number; name: string }>('tour', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'name', order: 'ASC' },
  })
  const options = useGetList<CalendarOption>(
    'calendar-option',
    { filter: { tour_id: tourId } },
    { enabled: Boolean(tourId) },
  )
  const chosen = (options.data ?? []).filter(
    (option) => optionIds.length === 0 || optionIds.includes(option.id),
  )
  const times = [...new Set(chosen.flatMap((option) => option.start_times))].sort()
  return (
    <Box sx={{ display: 'grid', gap: 1, maxWidth: 720 }}>
      <SelectInput
        source="tour_id"
        label={t`Activity`}
        choices={tours.data ?? []}
        isLoading={tours.isPending}
        parse={(value: string) => (value === '' ? null : Number(value))}
      />
      {tourId ? (
        <CheckboxGroupInput
          source="option_ids"
          label={t`Options (none chosen: all)`}
          choices={options.data ?? []}
        />
      ) : null}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <DateInput source="from" label={t`First date`} />
        <DateInput source="to" label={t`Last date`} />
      </Box>
      <CheckboxGroupInput source="weekdays" label={t`Weekdays`} choices={weekdayChoices(i18n.locale)} />
      {times.length > 0 && (
        <CheckboxGroupInput
          source="start_times"
          label={t`Start times (none chosen: all)`}
          choices={times.map((time) => ({ id: time, name: time }))}
        />
      )}
      <RadioButtonGroupInput
        source="action"
        label={t`Change`}
        choices={[
          { id: AllotmentAction.Set, name: t`Set the places` },
          { id: AllotmentAction.Close, name: t`Close` },
          { id: AllotmentAction.Reopen, name: t`Reopen` },
        ]}
      />
      {action === AllotmentAction.Set && (
        <NumberInput source="allotment" label={t`Places per departure`} min={0} sx={{ maxWidth: 240 }} />
      )}
      <Box>
        <SaveButton alwaysEnable label={t`Apply`} />
      </Box>
    </Box>
  )
}
