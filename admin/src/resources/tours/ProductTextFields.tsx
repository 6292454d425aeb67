import { useLingui } from '@lingui/react/macro'
import { LOCALE_NAMES, type Locale } from '@jaunt/domain'
import { useWatch } from 'react-hook-form'
import { TextInput } from 'react-admin'

type Texts = Record<string, unknown>

/**
 * The helper text of a field in one language: outside the fallback language, an empty field says
 * which text guests see instead.
 */
export function useFallbackHelper(locale: Locale, fallbackLocale: Locale) {
  const { t } = useLingui()
  const fallback = (useWatch({ name: `texts.${fallbackLocale}` }) ?? {}) as Texts
  const own = (useWatch({ name: `texts.${locale}` }) ?? {}) as Texts
  const language = LOCALE_NAMES[fallbackLocale]
  return (field: string) => {
    const text = fallback[field]
    return locale !== fallbackLocale && !own[field] && typeof text === 'string' && text
      ? t`Empty: guests see the ${language} text, “${String(text)}”`
      : ''
  }
}

/** A product's name and descriptions in one language (activities and hotels alike). */
export function ProductTextFields({ locale, fallbackLocale }: { locale: Locale; fallbackLocale: Locale }) {
  const { t } = useLingui()
  const helper = useFallbackHelper(locale, fallbackLocale)
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
    </>
  )
}
