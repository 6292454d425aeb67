import Checkbox from '@mui/material/Checkbox'
import FormHelperText from '@mui/material/FormHelperText'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { useLingui } from '@lingui/react/macro'
import type { CancellableDeparture, DeparturePick } from '@jaunt/domain'
import { useInput, useTranslate } from 'react-admin'
import { useDepartureLabel } from './useDepartureLabel'

const same = (pick: DeparturePick, departure: CancellableDeparture) =>
  pick.date === departure.date && pick.start_time === departure.start_time

/**
 * The first message in a field's error: react-admin wraps a form-level one as `{ message }`, and the
 * server's for one departure (`departures.0`) sits one level down.
 */
function messageOf(error: unknown): string | undefined {
  if (typeof error === 'string') return error
  if (typeof error !== 'object' || error === null) return undefined
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ref' || key === 'type') continue
    const message = messageOf(value)
    if (message) return message
  }
  return undefined
}

/** The form's `departures`: a checkbox per upcoming departure, with its bookings and guests. */
export function DepartureChecklist({ departures }: { departures: CancellableDeparture[] }) {
  const { t } = useLingui()
  const translate = useTranslate()
  const label = useDepartureLabel()
  const { field, fieldState } = useInput<DeparturePick[]>({ source: 'departures', defaultValue: [] })
  const picks: DeparturePick[] = field.value ?? []
  const problemText = messageOf(fieldState.error)
  const toggle = (departure: CancellableDeparture, on: boolean) =>
    field.onChange(
      on
        ? [...picks, { date: departure.date, start_time: departure.start_time }]
        : picks.filter((pick) => !same(pick, departure)),
    )
  return (
    <>
      <Table size="small" aria-label={t`Departures`}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell>{t`Departure`}</TableCell>
            <TableCell align="right">{t`Bookings`}</TableCell>
            <TableCell align="right">{t`Guests`}</TableCell>
            <TableCell align="right">{t`Places`}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {departures.map((departure) => {
            const name = label(departure)
            const running = departure.running_workflow_id !== null
            return (
              <TableRow key={departure.tour_slot_id}>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={picks.some((pick) => same(pick, departure))}
                    disabled={running}
                    onChange={(event) => toggle(departure, event.target.checked)}
                    slotProps={{ input: { 'aria-label': name } }}
                  />
                </TableCell>
                <TableCell>
                  {name}
                  {running && <FormHelperText>{t`Being cancelled now`}</FormHelperText>}
                </TableCell>
                <TableCell align="right">{departure.bookings.length}</TableCell>
                <TableCell align="right">{departure.guests}</TableCell>
                <TableCell align="right">{`${departure.booked} / ${departure.allotment}`}</TableCell>
              </TableRow>
            )
          })}
        </TableBody>
      </Table>
      {problemText && <FormHelperText error>{translate(problemText)}</FormHelperText>}
    </>
  )
}
