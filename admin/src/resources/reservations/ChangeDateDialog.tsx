import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import { formatDate } from '@jaunt/i18n'
import type { BookingDateChangeResult, BookingDepartureChoice, ReservationDetail } from '@jaunt/domain'
import { useState } from 'react'
import { useCreate, useGetList, useNotify, useRefresh, useTranslate, type HttpError } from 'react-admin'
import { useServices } from '../../AdminServicesContext'

/**
 * Moves the booking's guests to another departure of the same option: the supplier picks a month,
 * sees the departures with room for every guest, and chooses one. Price and tickets stay as booked.
 */
export function ChangeDateDialog({
  booking,
  open,
  onClose,
}: {
  booking: ReservationDetail
  open: boolean
  onClose: () => void
}) {
  const { t } = useLingui()
  const translate = useTranslate()
  const { locale } = useServices().base
  const notify = useNotify()
  const refresh = useRefresh()
  const [month, setMonth] = useState(booking.start_date.slice(0, 7))
  const [chosen, setChosen] = useState<number | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const { data: departures = [], isPending } = useGetList<BookingDepartureChoice>(
    'booking-departures',
    { filter: { ref: booking.reservation_ref, month } },
    { enabled: open && /^\d{4}-\d{2}$/.test(month) },
  )
  const [create, { isPending: moving }] = useCreate()
  const move = () => {
    if (chosen === null)
      return setProblem(translate('Please choose a departure', { _: t`Please choose a departure` }))
    create(
      'booking-date-change',
      { data: { ref: booking.reservation_ref, departure_id: chosen } },
      {
        onSuccess: (moved) => {
          const { start_date, start_time } = moved as unknown as BookingDateChangeResult
          notify(
            t`The booking now starts ${formatDate(start_date, locale, 'long')} at ${start_time}. The guest has been told by email.`,
            {
              type: 'success',
            },
          )
          onClose()
          refresh()
        },
        onError: (error) => {
          const { body, message } = error as HttpError
          const said = (body?.errors as { message: string }[] | undefined)?.[0]?.message ?? message
          setProblem(translate(said, { _: said }))
        },
      },
    )
  }
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="change-date-title" fullWidth maxWidth="sm">
      <DialogTitle id="change-date-title">{t`Change date`}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          {t`Now: ${formatDate(booking.start_date, locale, 'long')} at ${booking.start_time ?? ''}, ${booking.option_name ?? ''}. The guests keep their tickets and price.`}
        </Typography>
        <TextField
          type="month"
          label={t`Month`}
          value={month}
          onChange={(event) => {
            setMonth(event.target.value)
            setChosen(null)
          }}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ mb: 2 }}
        />
        {!isPending && departures.length === 0 && (
          <Typography>{t`No departure this month has room for all ${booking.guests} guests.`}</Typography>
        )}
        <RadioGroup
          aria-label={t`Departures with room`}
          value={chosen === null ? '' : String(chosen)}
          onChange={(event) => {
            setChosen(Number(event.target.value))
            setProblem(null)
          }}
        >
          {departures.map((departure) => (
            <FormControlLabel
              key={departure.id}
              value={String(departure.id)}
              control={<Radio />}
              label={t`${formatDate(departure.date, locale, 'long')} at ${departure.start_time} · ${departure.free} free`}
            />
          ))}
        </RadioGroup>
        {problem && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t`Cancel`}</Button>
        <Button variant="contained" onClick={move} disabled={moving}>
          {t`Move booking`}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
