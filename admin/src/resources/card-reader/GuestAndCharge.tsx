import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useLingui } from '@lingui/react/macro'
import { terminalDeskPaymentSchema, type Cart, type TerminalReaderRecord } from '@jaunt/domain'
import { useState } from 'react'
import { useTranslate } from 'react-admin'
import type { CardReaderApi } from './cardReaderApi'
import { READER_MESSAGES } from './readerMessages'
import type { TerminalSdkLoader } from './terminalSdk'
import { useReaderCharge } from './useReaderCharge'

type GuestField = 'first_name' | 'last_name' | 'email'

/** The guest's name and email, then "Charge on reader" with cancel, retry and the booking numbers. */
export function GuestAndCharge(props: {
  api: CardReaderApi
  loadSdk: TerminalSdkLoader
  siteId: number
  locationId: number
  reader: TerminalReaderRecord
  cart: Cart
  onSold: () => void
  onChangeReader: () => void
  onEnd: () => void
}) {
  const { t, i18n } = useLingui()
  const translate = useTranslate()
  const [guest, setGuest] = useState<Record<GuestField, string>>({ first_name: '', last_name: '', email: '' })
  const [errors, setErrors] = useState<Partial<Record<GuestField, string>>>({})
  const charge = useReaderCharge(props.api, props.loadSdk)
  const labels: Record<GuestField, string> = {
    first_name: t`First name`,
    last_name: t`Last name`,
    email: t`Email`,
  }
  const stepText = {
    connecting: t`Connecting to the reader…`,
    collecting: t`Present, insert or tap the card on the reader`,
    processing: t`Processing the payment…`,
    confirming: t`Confirming the booking…`,
  } as Record<string, string>

  function start() {
    const parsed = terminalDeskPaymentSchema.safeParse({
      cart_ref: props.cart.cart_ref,
      reader_id: props.reader.id,
      ...guest,
    })
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [issue.path[0], translate(issue.message, { _: issue.message })]),
        ),
      )
      return
    }
    setErrors({})
    void charge.charge({
      siteId: props.siteId,
      locationId: props.locationId,
      reader: props.reader,
      cartRef: props.cart.cart_ref,
      guest: parsed.data,
    })
  }

  if (charge.step === 'done') {
    return (
      <Stack spacing={2}>
        <Alert severity="success">{t`Paid and booked: ${charge.bookingNumbers.join(', ')}`}</Alert>
        <Button variant="contained" onClick={props.onSold} sx={{ alignSelf: 'flex-start' }}>
          {t`New sale`}
        </Button>
      </Stack>
    )
  }
  return (
    <Stack spacing={2} sx={{ maxWidth: 520 }}>
      {(Object.keys(labels) as GuestField[]).map((field) => (
        <TextField
          key={field}
          label={labels[field]}
          value={guest[field]}
          error={Boolean(errors[field])}
          helperText={errors[field]}
          onChange={(event) => setGuest({ ...guest, [field]: event.target.value })}
          disabled={charge.busy}
        />
      ))}
      {charge.busy && (
        <>
          <LinearProgress />
          <Alert severity="info">{stepText[charge.step]}</Alert>
        </>
      )}
      {charge.failure && <Alert severity="error">{i18n._(READER_MESSAGES[charge.failure])}</Alert>}
      <Stack direction="row" spacing={2}>
        {!charge.busy && (
          <Button variant="contained" onClick={start}>
            {charge.step === 'failed' ? t`Retry` : t`Charge on reader`}
          </Button>
        )}
        {charge.busy && (
          <Button variant="outlined" color="warning" onClick={() => void charge.cancel()}>
            {t`Cancel`}
          </Button>
        )}
        {!charge.busy && <Button onClick={props.onChangeReader}>{t`Change reader`}</Button>}
        {!charge.busy && <Button onClick={props.onEnd}>{t`End the reader session`}</Button>}
      </Stack>
    </Stack>
  )
}
