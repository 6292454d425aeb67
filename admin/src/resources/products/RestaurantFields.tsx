import Box from '@mui/material/Box'
import { useLingui } from '@lingui/react/macro'
import { CUISINES, DIETARY_OPTIONS } from '@jaunt/domain'
import { CheckboxGroupInput, SelectInput } from 'react-admin'
import { LocaleTextInput, useTextLocale } from './LocaleTextInputs'
import { CUISINE_LABELS, DIETARY_LABELS } from './productKinds'

/** A restaurant's own fields: its cuisine, the diets it caters for and its dress code. */
export function RestaurantFields() {
  const { t, i18n } = useLingui()
  const [locale, picker] = useTextLocale()
  return (
    <Box sx={{ display: 'grid', gap: 1, width: '100%', maxWidth: 640 }}>
      <SelectInput
        source="details.cuisine"
        label={t`Cuisine`}
        choices={CUISINES.map((id) => ({ id, name: i18n._(CUISINE_LABELS[id]) }))}
      />
      <CheckboxGroupInput
        source="details.dietary_options"
        label={t`Dietary options`}
        choices={DIETARY_OPTIONS.map((id) => ({ id, name: i18n._(DIETARY_LABELS[id]) }))}
      />
      {picker}
      <LocaleTextInput source="details.dress_code" label={t`Dress code`} locale={locale} />
    </Box>
  )
}
