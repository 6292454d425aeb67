import { useLingui } from '@lingui/react/macro'
import { taxCategoryInputSchema } from '@jaunt/domain'
import { NumberInput, SimpleForm, TextInput } from 'react-admin'
import { zodValidate } from '../../forms/zodValidate'
import { LocaleTabs, isFallback } from '../tours/settings/LocaleTabs'

const validate = zodValidate(taxCategoryInputSchema)

/** A tax category: its slug, its rate and its name in each language (English is the fallback). */
export function TaxCategoryForm() {
  const { t } = useLingui()
  return (
    <SimpleForm validate={validate}>
      <TextInput
        source="slug"
        label={t`Slug`}
        helperText={t`A short name for links: lower-case letters, digits and -`}
        sx={{ maxWidth: 400 }}
      />
      <NumberInput
        source="rate"
        label={t`Rate %`}
        min={0}
        max={100}
        step={0.01}
        helperText={t`A new rate applies to bookings from now on; booked ones keep theirs.`}
        sx={{ maxWidth: 400 }}
      />
      <LocaleTabs field="name">
        {(locale) => (
          <TextInput
            source={`name.${locale}`}
            label={t`Name`}
            helperText={isFallback(locale) ? t`Required: other languages fall back to it` : false}
            fullWidth
          />
        )}
      </LocaleTabs>
    </SimpleForm>
  )
}
