import { useLingui } from '@lingui/react/macro'
import type { Locale } from '@jaunt/domain'
import { TextInput } from 'react-admin'
import { ProductTextFields, useFallbackHelper } from './ProductTextFields'

const lines = {
  format: (items: string[] | null | undefined) => (items ?? []).join('\n'),
  parse: (text: string) => text.split('\n'),
}

/** One language's texts; outside the fallback language, an empty field shows the fallback's text. */
export function TourTextFields({ locale, fallbackLocale }: { locale: Locale; fallbackLocale: Locale }) {
  const { t } = useLingui()
  const helper = useFallbackHelper(locale, fallbackLocale)
  const source = (field: string) => `texts.${locale}.${field}`
  return (
    <>
      <ProductTextFields locale={locale} fallbackLocale={fallbackLocale} />
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
