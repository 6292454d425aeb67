import Box from '@mui/material/Box'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useLingui } from '@lingui/react/macro'
import { LOCALES, type Locale } from '@jaunt/domain'
import { ArrayInput, BooleanInput, SelectInput, SimpleFormIterator, TextInput } from 'react-admin'
import { useState } from 'react'

/** The chatbot's words in one language at a time, its tone, its sources and its provider. */
export function ChatbotFields() {
  const { t } = useLingui()
  const [language, setLanguage] = useState<Locale>('en')
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <TextField
        select
        size="small"
        label={t`Language`}
        value={language}
        onChange={(event) => setLanguage(event.target.value as Locale)}
        sx={{ maxWidth: 200 }}
      >
        {LOCALES.map((locale) => (
          <MenuItem key={locale} value={locale}>
            {locale}
          </MenuItem>
        ))}
      </TextField>
      <TextInput key={`greeting-${language}`} source={`greeting.${language}`} label={t`Greeting`} multiline />
      <ArrayInput
        key={`questions-${language}`}
        source={`suggested_questions.${language}`}
        label={t`Suggested questions`}
      >
        <SimpleFormIterator inline disableReordering>
          <TextInput source="" label={t`Question`} helperText={false} />
        </SimpleFormIterator>
      </ArrayInput>
      <SelectInput
        source="tone"
        label={t`Tone`}
        choices={[
          { id: 'friendly', name: t`Friendly` },
          { id: 'professional', name: t`Professional` },
          { id: 'concise', name: t`Concise` },
        ]}
      />
      <BooleanInput source="use_catalogue" label={t`Answer from the products this site sells`} />
      <BooleanInput source="use_pages" label={t`Answer from this site's pages`} />
      <BooleanInput source="use_faq" label={t`Answer from this site's FAQ`} />
      <SelectInput
        source="provider"
        label={t`Provider`}
        choices={[
          { id: 'platform', name: t`The platform's language model` },
          { id: 'retrieval-only', name: t`Matching products and FAQ only, no written answers` },
        ]}
      />
    </Box>
  )
}
