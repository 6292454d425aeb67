import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import InputBase from '@mui/material/InputBase'
import { useLingui } from '@lingui/react/macro'
import type { HotelCalendar, HotelNightChange, HotelRoomRate } from '@jaunt/domain'
import { Fragment, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslate } from 'react-admin'
import { cellKey } from './cellErrors'
import { StayBars } from './StayBars'

type Field = keyof HotelNightChange
/** A row of the grid: the room type's allotment, or one field of one of its rate plans. */
export interface GridRow {
  key: string
  label: string
  roomTypeId: number
  ratePlanId: number | null
  field: Field
}

interface Props {
  dates: string[]
  rooms: HotelRoomRate[]
  calendar: HotelCalendar
  onChange: (row: GridRow, date: string, value: number | boolean | null) => void
  /** The server's messages for cells it refused, by `cellKey`. */
  errors?: Record<string, string>
}

const isFlag = (field: Field) => field === 'restriction_no_checkin' || field === 'restriction_no_checkout'

/**
 * The nights of a month, a column per date and a row per room type's allotment and rate plan's field.
 * It moves like a spreadsheet: arrows move, Enter edits or saves, Escape drops the edit, Space ticks.
 */
export function NightGrid({ dates, rooms, calendar, onChange, errors = {} }: Props) {
  const { t } = useLingui()
  // The server's messages are the shared schemas' English texts: translated as form fields' are.
  const translate = useTranslate()
  const [at, setAt] = useState<[number, number]>([0, 0])
  const [editing, setEditing] = useState<string | null>(null)
  const table = useRef<HTMLTableElement>(null)
  const rows: (GridRow & { room: HotelRoomRate })[] = rooms.flatMap((room) => [
    {
      key: `${room.room_type_id}-rooms`,
      label: t`Rooms`,
      roomTypeId: room.room_type_id,
      ratePlanId: null,
      field: 'allotment' as Field,
      room,
    },
    ...room.rate_plans.flatMap((plan) =>
      (
        [
          ['price', t`Price`],
          ['cut_off_time', t`Cut-off (hours)`],
          ['restriction_min_stay', t`Min stay`],
          ['restriction_max_stay', t`Max stay`],
          ['restriction_no_checkin', t`No check-in`],
          ['restriction_no_checkout', t`No check-out`],
        ] as [Field, string][]
      ).map(([field, label]) => ({
        key: `${plan.rate_plan_id}-${field}`,
        label: `${plan.rate_plan_name}: ${label}`,
        roomTypeId: room.room_type_id,
        ratePlanId: plan.rate_plan_id,
        field,
        room,
      })),
    ),
  ])
  const valueOf = (row: GridRow, date: string): number | boolean | null | undefined => {
    if (row.ratePlanId === null)
      return calendar.rooms.find((n) => n.room_type_id === row.roomTypeId && n.date === date)?.allotment
    const entry = calendar.entries.find((e) => e.rate_plan_id === row.ratePlanId && e.date === date)
    if (!entry) return undefined
    return row.field === 'cut_off_time'
      ? entry.cut_off_time
      : (entry[row.field as keyof typeof entry] as number | boolean | null)
  }
  const bookedOf = (roomTypeId: number, date: string) =>
    calendar.rooms.find((n) => n.room_type_id === roomTypeId && n.date === date)?.booked ?? 0
  const cellName = (row: (typeof rows)[number], date: string) =>
    `${row.room.room_type_title}, ${row.label} ${date}`
  // The refused cells' messages under the grid: each cell is described by its own.
  const refused = rows.flatMap((row, r) =>
    dates.flatMap((date, c) => {
      const message = errors[cellKey(row.roomTypeId, row.ratePlanId, row.field, date)]
      return message
        ? [
            {
              id: `night-error-${r}-${c}`,
              name: cellName(row, date),
              message: translate(message, { _: message }),
            },
          ]
        : []
    }),
  )
  const focus = (r: number, c: number) => {
    const row = Math.max(0, Math.min(rows.length - 1, r))
    const col = Math.max(0, Math.min(dates.length - 1, c))
    setAt([row, col])
    table.current?.querySelector<HTMLElement>(`[data-cell="${row}:${col}"]`)?.focus()
  }
  const onKey = (event: KeyboardEvent, r: number, c: number) => {
    if (editing) return
    const moves: Record<string, [number, number]> = {
      ArrowUp: [r - 1, c],
      ArrowDown: [r + 1, c],
      ArrowLeft: [r, c - 1],
      ArrowRight: [r, c + 1],
    }
    const move = moves[event.key]
    if (move) {
      event.preventDefault()
      focus(...move)
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      const row = rows[r]!
      if (isFlag(row.field)) onChange(row, dates[c]!, !valueOf(row, dates[c]!))
      else setEditing(`${r}:${c}`)
    }
  }
  const save = (row: GridRow, date: string, text: string) => {
    setEditing(null)
    const value = text.trim() === '' ? null : Number(text)
    if (value !== valueOf(row, date)) onChange(row, date, value)
  }
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box component="table" ref={table} role="grid" aria-label={t`Nights`} sx={tableSx}>
        <thead>
          <tr>
            <th scope="col">{t`Room type`}</th>
            {dates.map((date) => (
              <th key={date} scope="col">
                {date.slice(8)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <Fragment key={row.key}>
              <tr>
                <th scope="row">
                  {row.ratePlanId === null ? (
                    <strong>{`${row.room.room_type_title}: ${row.label}`}</strong>
                  ) : (
                    row.label
                  )}
                </th>
                {dates.map((date, c) => {
                  const value = valueOf(row, date)
                  const id = `${r}:${c}`
                  const name = cellName(row, date)
                  const shown =
                    row.ratePlanId === null && value !== undefined
                      ? `${value}/${bookedOf(row.roomTypeId, date)}`
                      : String(value ?? '–')
                  const error = errors[cellKey(row.roomTypeId, row.ratePlanId, row.field, date)]
                  const errorId = `night-error-${r}-${c}`
                  return (
                    <td
                      key={date}
                      data-cell={id}
                      role="gridcell"
                      // The cell says what it shows after its name; a tick box or an open edit says it itself.
                      aria-label={isFlag(row.field) || editing === id ? name : `${name}: ${shown}`}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? errorId : undefined}
                      className={error ? 'invalid' : undefined}
                      title={error && translate(error, { _: error })}
                      tabIndex={at[0] === r && at[1] === c ? 0 : -1}
                      onKeyDown={(event) => onKey(event, r, c)}
                      onClick={() => setAt([r, c])}
                      onDoubleClick={() => !isFlag(row.field) && setEditing(id)}
                    >
                      {editing === id ? (
                        <InputBase
                          autoFocus
                          defaultValue={value ?? ''}
                          inputProps={{ 'aria-label': name, inputMode: 'decimal' }}
                          onKeyDown={(event) => {
                            if (event.key === 'Enter')
                              save(row, date, (event.target as HTMLInputElement).value)
                            if (event.key === 'Escape') setEditing(null)
                            if (event.key === 'Enter' || event.key === 'Escape') {
                              event.stopPropagation()
                              requestAnimationFrame(() => focus(r, c))
                            }
                          }}
                          onBlur={() => setEditing(null)}
                          sx={{ width: '4em', fontSize: 'inherit' }}
                        />
                      ) : isFlag(row.field) ? (
                        <Checkbox
                          size="small"
                          tabIndex={-1}
                          checked={value === true}
                          disabled={value === undefined}
                          onChange={(event) => onChange(row, date, event.target.checked)}
                          slotProps={{ input: { 'aria-label': name } }}
                          sx={{ p: 0 }}
                        />
                      ) : (
                        shown
                      )}
                    </td>
                  )
                })}
              </tr>
              {row.ratePlanId === null && (
                <StayBars
                  room={row.room}
                  dates={dates}
                  stays={calendar.reservations.filter((stay) => stay.room_type_id === row.roomTypeId)}
                />
              )}
            </Fragment>
          ))}
        </tbody>
      </Box>
      {refused.length > 0 && (
        <Box component="ul" sx={{ color: 'error.main', pl: 2 }}>
          {refused.map((cell) => (
            <li key={cell.id} id={cell.id}>
              {`${cell.name}: ${cell.message}`}
            </li>
          ))}
        </Box>
      )}
    </Box>
  )
}

const tableSx = {
  borderCollapse: 'collapse',
  fontSize: 13,
  '& th, & td': { border: '1px solid', borderColor: 'divider', px: 0.5, py: 0.25, whiteSpace: 'nowrap' },
  '& td': { textAlign: 'center', minWidth: 40, cursor: 'cell' },
  '& td:focus': { outline: '2px solid', outlineColor: 'primary.main' },
  '& th[scope=row]': { textAlign: 'left', position: 'sticky', left: 0, bgcolor: 'background.paper' },
  '& td.stay': { px: 0.25 },
  '& td.invalid': { bgcolor: 'error.light', outline: '2px solid', outlineColor: 'error.main' },
} as const
