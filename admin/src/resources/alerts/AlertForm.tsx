import { useLingui } from '@lingui/react/macro'
import { alertInputSchema } from '@jaunt/domain'
import { CheckboxGroupInput, DateTimeInput, SelectInput, SimpleForm, TextInput } from 'react-admin'
import { zodValidate } from '../../forms/zodValidate'
import { LocaleTabs, isFallback } from '../tours/settings/LocaleTabs'
import { AUDIENCE_LABELS, SEVERITY_LABELS } from './alertLabels'

const validate = zodValidate(alertInputSchema)
const asInstant = (value: string | Date | null) => (value ? new Date(value).toISOString() : null)

/** An alert: its message in each language (English is the fallback), how it looks, for whom and when. */
export function AlertForm() {
  const { t, i18n } = useLingui()
  return (
    <SimpleForm validate={validate}>
      <LocaleTabs field="message">
        {(locale) => (
          <TextInput
            source={`message.${locale}`}
            label={t`Message`}
            multiline
            helperText={isFallback(locale) ? t`Required: other languages fall back to it` : false}
            fullWidth
          />
        )}
      </LocaleTabs>
      <SelectInput
        source="severity"
        label={t`Look`}
        choices={Object.entries(SEVERITY_LABELS).map(([id, label]) => ({ id, name: i18n._(label) }))}
        translateChoice={false}
      />
      <CheckboxGroupInput
        source="roles"
        label={t`Shown to`}
        helperText={t`None ticked: everyone in the back office.`}
        choices={AUDIENCE_LABELS.map(([id, label]) => ({ id, name: i18n._(label) }))}
        translateChoice={false}
      />
      <DateTimeInput
        source="starts_at"
        label={t`Shown from`}
        parse={asInstant}
        helperText={t`Empty: at once`}
      />
      <DateTimeInput
        source="ends_at"
        label={t`Shown until`}
        parse={asInstant}
        helperText={t`Empty: until deleted`}
      />
    </SimpleForm>
  )
}
