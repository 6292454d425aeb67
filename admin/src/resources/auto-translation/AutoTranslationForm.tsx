import Box from '@mui/material/Box'
import { useLingui } from '@lingui/react/macro'
import { DEFAULT_LOCALE, type AutoTranslationInput, type Locale } from '@jaunt/domain'
import {
  BooleanInput,
  CheckboxGroupInput,
  Form,
  FormDataConsumer,
  RadioButtonGroupInput,
  SelectInput,
  TextInput,
} from 'react-admin'
import { TranslationPreview } from './TranslationPreview'
import { choiceErrors, inputOf, type TranslationChoice } from './translationChoice'
import { useLanguageName } from './useLanguageName'

/**
 * What to translate: from one of the marketplace's languages into others (all of them at first), every
 * product lacking one of them or products by id, and whether texts people wrote may be replaced.
 */
export function AutoTranslationForm({
  languages,
  onStart,
}: {
  languages: Locale[]
  onStart: (input: AutoTranslationInput) => Promise<Record<string, string> | undefined>
}) {
  const { t } = useLingui()
  const languageName = useLanguageName()
  const choices = (locales: Locale[]) => locales.map((id) => ({ id, name: languageName(id) }))
  const record: TranslationChoice = {
    source_locale: DEFAULT_LOCALE,
    target_locales: languages.filter((locale) => locale !== DEFAULT_LOCALE),
    scope: 'missing',
  }
  return (
    <Form
      record={record}
      validate={(values: object) => choiceErrors(values as TranslationChoice)}
      onSubmit={(values: object) => onStart(inputOf(values as TranslationChoice))}
    >
      <Box sx={{ display: 'grid', gap: 1, maxWidth: 720 }}>
        <SelectInput source="source_locale" label={t`From`} choices={choices(languages)} />
        <FormDataConsumer<TranslationChoice>>
          {({ formData }) => (
            <CheckboxGroupInput
              source="target_locales"
              label={t`Into`}
              choices={choices(languages.filter((locale) => locale !== formData.source_locale))}
            />
          )}
        </FormDataConsumer>
        <RadioButtonGroupInput
          source="scope"
          label={t`Products`}
          choices={[
            { id: 'missing', name: t`Every product missing a language` },
            { id: 'services', name: t`Products by id` },
          ]}
        />
        <FormDataConsumer<TranslationChoice>>
          {({ formData }) =>
            formData.scope === 'services' ? (
              <>
                <TextInput
                  source="service_ids"
                  label={t`Product ids`}
                  helperText={t`For example 12, 48, 301. Texts a machine wrote before are translated again.`}
                />
                <BooleanInput
                  source="overwrite"
                  label={t`Also replace texts people wrote`}
                  helperText={false}
                />
              </>
            ) : null
          }
        </FormDataConsumer>
        <TranslationPreview />
      </Box>
    </Form>
  )
}
