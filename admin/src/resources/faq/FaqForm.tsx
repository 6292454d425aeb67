import { useLingui } from '@lingui/react/macro'
import { faqEntryInputSchema } from '@jaunt/domain'
import { BooleanInput, NumberInput, SimpleForm, TextInput } from 'react-admin'
import { zodValidate } from '../../forms/zodValidate'
import { LocaleTabs, isFallback } from '../tours/settings/LocaleTabs'

const validate = zodValidate(faqEntryInputSchema)

/** A question and its answer in each language (English is the fallback), its place and whether guests see it. */
export function FaqForm() {
  const { t } = useLingui()
  return (
    <SimpleForm validate={validate}>
      <NumberInput
        source="position"
        label={t`Order`}
        min={0}
        step={1}
        helperText={t`Lower numbers come first.`}
        sx={{ maxWidth: 200 }}
      />
      <BooleanInput source="published" label={t`Published`} />
      <LocaleTabs field="question">
        {(locale) => (
          <>
            <TextInput
              source={`question.${locale}`}
              label={t`Question`}
              helperText={isFallback(locale) ? t`Required: other languages fall back to it` : false}
              fullWidth
            />
            <TextInput source={`answer.${locale}`} label={t`Answer`} multiline minRows={3} fullWidth />
          </>
        )}
      </LocaleTabs>
    </SimpleForm>
  )
}
