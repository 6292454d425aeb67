import Box from '@mui/material/Box'
import { useLingui } from '@lingui/react/macro'
import { BooleanInput, NumberInput } from 'react-admin'
import { LocaleTextInput, useTextLocale } from './LocaleTextInputs'

/** A rental's own fields: where it is picked up and returned, the deposit, the renter's age, a licence. */
export function RentalFields() {
  const { t } = useLingui()
  const [locale, picker] = useTextLocale()
  return (
    <Box sx={{ display: 'grid', gap: 1, width: '100%', maxWidth: 640 }}>
      {picker}
      <LocaleTextInput source="details.pick_up_point" label={t`Pick-up point`} locale={locale} />
      <LocaleTextInput source="details.return_point" label={t`Return point`} locale={locale} />
      <NumberInput source="details.deposit_amount" label={t`Deposit`} min={0} />
      <NumberInput source="details.min_renter_age" label={t`Minimum renter age`} min={0} max={99} />
      <BooleanInput source="details.licence_required" label={t`Licence required`} />
    </Box>
  )
}
