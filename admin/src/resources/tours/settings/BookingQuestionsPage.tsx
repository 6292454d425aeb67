import { useLingui } from '@lingui/react/macro'
import { bookingOptionInputSchema, DEFAULT_LOCALE, LOCALE_NAMES, type Locale } from '@jaunt/domain'
import {
  ArrayInput,
  BooleanInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useSourceContext,
} from 'react-admin'
import { useWatch } from 'react-hook-form'
import { useParams } from 'react-router-dom'
import { zodValidate } from '../../../forms/zodValidate'
import { LocaleTabs } from './LocaleTabs'
import { SettingsForm } from './SettingsForm'
import { TourSettingsHeader } from './TourSettingsHeader'

const validate = zodValidate(bookingOptionInputSchema)

/** A question's or choice's text in one language, with the English one shown under an empty field. */
function LabelInput({ locale, label, helper }: { locale: Locale; label: string; helper?: string }) {
  const { t } = useLingui()
  const { getSource } = useSourceContext()
  const fallback = useWatch({ name: getSource(`label.${DEFAULT_LOCALE}`) }) as string | undefined
  const own = useWatch({ name: getSource(`label.${locale}`) }) as string | undefined
  const language = LOCALE_NAMES[DEFAULT_LOCALE]
  const helperText =
    locale !== DEFAULT_LOCALE && !own && fallback
      ? t`Empty: guests see the ${language} text, “${fallback}”`
      : helper
  return <TextInput source={`label.${locale}`} label={label} helperText={helperText ?? false} />
}

/** The offered answers, shown only for a question answered by picking one. */
function ChoicesInput({ locale }: { locale: Locale }) {
  const { t } = useLingui()
  const { getSource } = useSourceContext()
  const kind = useWatch({ name: getSource('kind') }) as string | undefined
  if (kind !== 'choice') return null
  return (
    <ArrayInput source="choices" label={t`Choices`} helperText={t`From 2 to 10 answers to pick from`}>
      <SimpleFormIterator inline disableClear>
        <LabelInput locale={locale} label={t`Choice`} />
      </SimpleFormIterator>
    </ArrayInput>
  )
}

function QuestionsInput({ locale }: { locale: Locale }) {
  const { t } = useLingui()
  return (
    <ArrayInput
      source="questions"
      label={t`Questions asked at checkout`}
      helperText={t`Up to 10 questions, asked of the guest for each booking of this activity`}
    >
      <SimpleFormIterator disableClear>
        <LabelInput locale={locale} label={t`Question`} helper={t`Asked of the guest at checkout`} />
        <SelectInput
          source="kind"
          label={t`Answer`}
          defaultValue="text"
          choices={[
            { id: 'text', name: t`Free text` },
            { id: 'choice', name: t`One of several choices` },
          ]}
        />
        <BooleanInput source="required" label={t`Required`} defaultValue={false} />
        <ChoicesInput locale={locale} />
      </SimpleFormIterator>
    </ArrayInput>
  )
}

/** `tour/settings/{id}/custom-booking-option`: what the guest is asked when booking the activity. */
export function BookingQuestionsPage() {
  const tourId = Number(useParams().id)
  return (
    <>
      <TourSettingsHeader tourId={tourId} current="custom-booking-option" />
      <SettingsForm resource="tour-custom-booking-option" tourId={tourId} validate={validate}>
        <LocaleTabs field="questions">{(locale) => <QuestionsInput locale={locale} />}</LocaleTabs>
      </SettingsForm>
    </>
  )
}
