import { useLingui } from '@lingui/react/macro'
import { businessTypeInputSchema } from '@jaunt/domain'
import { SimpleForm, TextInput } from 'react-admin'
import { zodValidate } from '../../forms/zodValidate'
import { LocaleTabs, isFallback } from '../tours/settings/LocaleTabs'

const validate = zodValidate(businessTypeInputSchema)

/** A business type: its name in each language (English is the fallback). */
export function BusinessTypeForm() {
  const { t } = useLingui()
  return (
    <SimpleForm validate={validate}>
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
