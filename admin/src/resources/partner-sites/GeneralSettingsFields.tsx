import { useLingui } from '@lingui/react/macro'
import { LOCALE_NAMES, LOCALES } from '@jaunt/domain'
import { SelectArrayInput, SelectInput, TextInput } from 'react-admin'
import { useWatch } from 'react-hook-form'

/** The inputs of the General Settings form, named by the API's field paths. */
export function GeneralSettingsFields() {
  const { t } = useLingui()
  const enabled = (useWatch({ name: 'language.enabled_language' }) as string[] | undefined) ?? []
  const languages = LOCALES.map((locale) => ({ id: locale, name: LOCALE_NAMES[locale] }))
  return (
    <>
      <TextInput source="name" label={t`Site name`} />
      <TextInput source="company_name" label={t`Company name`} />
      <TextInput
        source="sub_domain"
        label={t`Sub-domain`}
        helperText={t`The first part of your site's address: lowercase letters, digits and hyphens`}
      />
      <TextInput source="domain" label={t`Own domain`} helperText={t`Optional, such as www.example.com`} />
      <TextInput source="favicon_icon" label={t`Favicon address`} />
      <SelectArrayInput source="language.enabled_language" label={t`Languages`} choices={languages} />
      <SelectInput
        source="language.primary_language"
        label={t`Primary language`}
        choices={languages.filter((language) => enabled.includes(language.id))}
      />
    </>
  )
}
