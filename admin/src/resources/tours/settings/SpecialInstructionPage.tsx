import { useLingui } from '@lingui/react/macro'
import { DEFAULT_LOCALE, LOCALE_NAMES, specialInstructionInputSchema, type Locale } from '@jaunt/domain'
import { TextInput } from 'react-admin'
import { useWatch } from 'react-hook-form'
import { useParams } from 'react-router-dom'
import { zodValidate } from '../../../forms/zodValidate'
import { LocaleTabs } from './LocaleTabs'
import { SettingsForm } from './SettingsForm'
import { TourSettingsHeader } from './TourSettingsHeader'

const validate = zodValidate(specialInstructionInputSchema)

function InstructionField({ locale }: { locale: Locale }) {
  const { t } = useLingui()
  const fallback = useWatch({ name: `texts.${DEFAULT_LOCALE}` }) as string | undefined
  const own = useWatch({ name: `texts.${locale}` }) as string | undefined
  const language = LOCALE_NAMES[DEFAULT_LOCALE]
  const helper =
    locale !== DEFAULT_LOCALE && !own && fallback
      ? t`Empty: guests see the ${language} text, “${fallback}”`
      : t`Sent to the guest with the booking confirmation`
  return (
    <TextInput
      source={`texts.${locale}`}
      label={t`Special instruction`}
      helperText={helper}
      multiline
      minRows={5}
    />
  )
}

/** `tour/settings/{id}/special-instruction-mail`: what guests are told with their confirmation. */
export function SpecialInstructionPage() {
  const tourId = Number(useParams().id)
  return (
    <>
      <TourSettingsHeader tourId={tourId} current="special-instruction-mail" />
      <SettingsForm resource="tour-special-instruction" tourId={tourId} validate={validate}>
        <LocaleTabs field="texts">{(locale) => <InstructionField locale={locale} />}</LocaleTabs>
      </SettingsForm>
    </>
  )
}
