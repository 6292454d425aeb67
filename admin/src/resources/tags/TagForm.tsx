import { useLingui } from '@lingui/react/macro'
import { tagInputSchema } from '@jaunt/domain'
import { SimpleForm, TextInput } from 'react-admin'
import { zodValidate } from '../../forms/zodValidate'
import { LocaleTabs, isFallback } from '../tours/settings/LocaleTabs'

const validate = zodValidate(tagInputSchema)

/** A tag: its slug and its name in each language (English is the fallback). */
export function TagForm() {
  const { t } = useLingui()
  return (
    <SimpleForm validate={validate}>
      <TextInput
        source="slug"
        label={t`Slug`}
        helperText={t`A short name for links: lower-case letters, digits and -`}
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
