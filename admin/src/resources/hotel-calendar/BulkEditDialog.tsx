import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useLingui } from '@lingui/react/macro'
import { hotelNightsOf, type HotelNightChange, type HotelRoomRate } from '@jaunt/domain'
import { useState } from 'react'

interface Props {
  rooms: HotelRoomRate[]
  from: string
  to: string
  onClose: () => void
  onSave: (roomTypeId: number, ratePlanIds: number[], days: Record<string, HotelNightChange>) => void
}

type Flag = '' | 'yes' | 'no'
const NUMBERS = [
  'allotment',
  'price',
  'cut_off_time',
  'restriction_min_stay',
  'restriction_max_stay',
] as const

/** Sets the same values on the chosen weekdays of a date range, for a room type and its rate plans. */
export function BulkEditDialog({ rooms, from: firstDay, to: lastDay, onClose, onSave }: Props) {
  const { t } = useLingui()
  const [roomTypeId, setRoomTypeId] = useState(rooms[0]?.room_type_id ?? 0)
  const [from, setFrom] = useState(firstDay)
  const [to, setTo] = useState(lastDay)
  const [weekdays, setWeekdays] = useState<number[]>([1, 2, 3, 4, 5, 6, 7])
  const [numbers, setNumbers] = useState<Record<string, string>>({})
  const [checkin, setCheckin] = useState<Flag>('')
  const [checkout, setCheckout] = useState<Flag>('')
  const labels: Record<(typeof NUMBERS)[number], string> = {
    allotment: t`Rooms`,
    price: t`Price`,
    cut_off_time: t`Cut-off (hours)`,
    restriction_min_stay: t`Min stay`,
    restriction_max_stay: t`Max stay`,
  }
  const days = [t`Mon`, t`Tue`, t`Wed`, t`Thu`, t`Fri`, t`Sat`, t`Sun`]
  const room = rooms.find((r) => r.room_type_id === roomTypeId)
  const submit = () => {
    const night: HotelNightChange = {}
    for (const field of NUMBERS) if (numbers[field]?.trim()) night[field] = Number(numbers[field])
    if (checkin) night.restriction_no_checkin = checkin === 'yes'
    if (checkout) night.restriction_no_checkout = checkout === 'yes'
    const dates = hotelNightsOf(from, to, weekdays)
    onSave(
      roomTypeId,
      room?.rate_plans.map((plan) => plan.rate_plan_id) ?? [],
      Object.fromEntries(dates.map((date) => [date, night])),
    )
  }
  const flag = (label: string, value: Flag, set: (flag: Flag) => void) => (
    <TextField select label={label} value={value} onChange={(event) => set(event.target.value as Flag)}>
      <MenuItem value="">{t`Unchanged`}</MenuItem>
      <MenuItem value="yes">{t`Yes`}</MenuItem>
      <MenuItem value="no">{t`No`}</MenuItem>
    </TextField>
  )
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{t`Bulk edit`}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label={t`Room type`}
            value={roomTypeId}
            onChange={(e) => setRoomTypeId(Number(e.target.value))}
          >
            {rooms.map((r) => (
              <MenuItem key={r.room_type_id} value={r.room_type_id}>
                {r.room_type_title}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction="row" spacing={2}>
            <TextField
              type="date"
              label={t`From`}
              value={from}
              onChange={(e) => setFrom(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="date"
              label={t`To`}
              value={to}
              onChange={(e) => setTo(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
            {days.map((label, index) => (
              <FormControlLabel
                key={label}
                label={label}
                control={
                  <Checkbox
                    checked={weekdays.includes(index + 1)}
                    onChange={(e) =>
                      setWeekdays(
                        e.target.checked ? [...weekdays, index + 1] : weekdays.filter((d) => d !== index + 1),
                      )
                    }
                  />
                }
              />
            ))}
          </Stack>
          {NUMBERS.map((field) => (
            <TextField
              key={field}
              type="number"
              label={labels[field]}
              value={numbers[field] ?? ''}
              onChange={(e) => setNumbers({ ...numbers, [field]: e.target.value })}
            />
          ))}
          {flag(t`No check-in`, checkin, setCheckin)}
          {flag(t`No check-out`, checkout, setCheckout)}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t`Cancel`}</Button>
        <Button variant="contained" onClick={submit}>
          {t`Apply`}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
