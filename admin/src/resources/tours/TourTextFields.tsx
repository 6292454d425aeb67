import { useLingui } from '@lingui/react/macro'
import { LOCALE_NAMES, type Locale } from '@jaunt/domain'
import { useWatch } from 'react-hook-form'
import { TextInput } from 'react-admin'

type Texts = { name?: string; short_description?: string; description?: string; meeting_point?: string }

const lines = {
  format: (items: string[] | null | undefined) => (items ?? []).join('\n'),
  parse: (text: string) => text.split('\n'),
}

/** One language's texts; outside the fallback language, an empty field shows the fallback's text. */
export function TourTextFields({ locale, fallbackLocale }: { locale: Locale; fallbackLocale: Locale }) {
  const { t } = useLingui()
  const fallback = (useWatch({ name: `texts.${fallbackLocale}` }) ?? {}) as Texts
  const own = (useWatch({ name: `texts.${locale}` }) ?? {}) as Texts
  const isFallback = locale === fallbackLocale
  const language = LOCALE_NAMES[fallbackLocale]
  const helper = (field: keyof Texts) =>
    !isFallback && !own[field] && fallback[field]
      ? t`Empty: guests see the ${language} text, “${fallback[field]}”`
      : ''
  const source = (field: string) => `texts.${locale}.${field}`
  return (
    <>
      <TextInput source={source('name')} label={t`Name`} helperText={helper('name')} />
      <TextInput
        source={source('short_description')}
        label={t`Short description`}
        helperText={helper('short_description')}
        multiline
      />
      <TextInput
        source={source('description')}
        label={t`Description`}
        helperText={helper('description')}
        multiline
        minRows={4}
      />
      <TextInput
        source={source('meeting_point')}
        label={t`Meeting point`}
        helperText={helper('meeting_point')}
      />
      <TextInput
        source={source('highlights')}
        label={t`Highlights`}
        helperText={t`One a line`}
        multiline
        format={lines.format}
        parse={lines.parse}
      />
    </>
  )
}
