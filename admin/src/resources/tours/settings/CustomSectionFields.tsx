import { useLingui } from '@lingui/react/macro'
import { DEFAULT_LOCALE, LOCALE_NAMES, type Locale } from '@jaunt/domain'
import { TextInput } from 'react-admin'
import { useWatch } from 'react-hook-form'

type Text = { title?: string; body?: string }

/** One language of a section; outside English, an empty title shows the English one under it. */
export function CustomSectionFields({ locale }: { locale: Locale }) {
  const { t } = useLingui()
  const fallback = (useWatch({ name: `texts.${DEFAULT_LOCALE}` }) ?? {}) as Text
  const own = (useWatch({ name: `texts.${locale}` }) ?? {}) as Text
  const language = LOCALE_NAMES[DEFAULT_LOCALE]
  const shown = locale !== DEFAULT_LOCALE && !own.title && fallback.title
  return (
    <>
      <TextInput
        source={`texts.${locale}.title`}
        label={t`Title`}
        helperText={shown ? t`Empty: guests see the ${language} text, “${fallback.title}”` : ''}
      />
      <TextInput
        source={`texts.${locale}.body`}
        label={t`Text`}
        helperText={t`HTML: paragraphs, bold, italics, lists, links and h3/h4 headings; anything else is removed`}
        multiline
        minRows={6}
      />
    </>
  )
}
