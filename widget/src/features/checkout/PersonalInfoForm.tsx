import { COUNTRIES, countryOf, type CheckoutPersonalInfo } from '@jaunt/domain'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useRef } from 'react'
import styled from 'styled-components'
import { useFormatters } from '../../locale/LocaleContext'
import { SelectField, TextField } from './fields'
import type { FieldProblems, PersonalInfoField } from './personalInfo'

export type PersonalInfoFormProps = {
  value: CheckoutPersonalInfo
  /** Shown once the guest has tried to go on. */
  problems: FieldProblems
  /** Refused attempts to go on: each one moves focus to the first field to fix. */
  refusals?: number
  disabled: boolean
  onChange: (next: CheckoutPersonalInfo) => void
}

/** Who books: name, email and phone for the confirmation and the supplier, and the country. */
export function PersonalInfoForm({
  value,
  problems,
  refusals = 0,
  disabled,
  onChange,
}: PersonalInfoFormProps) {
  const { t } = useLingui()
  const grid = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (refusals > 0) grid.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [refusals])
  const { languageTag } = useFormatters()
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([languageTag], { type: 'region' })
    return COUNTRIES.map((country) => ({
      value: country.code,
      label: names.of(country.code) ?? country.code,
    })).sort((a, b) => a.label.localeCompare(b.label, languageTag))
  }, [languageTag])
  const areaCodes = useMemo(
    () =>
      [...new Set(COUNTRIES.map((country) => country.callingCode))]
        .sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)))
        .map((code) => ({ value: code, label: code })),
    [],
  )

  const messages: Record<PersonalInfoField, { missing: string; invalid: string }> = {
    first_name: { missing: t`Please enter first name.`, invalid: t`Please enter first name.` },
    last_name: { missing: t`Please enter last name.`, invalid: t`Please enter last name.` },
    email: { missing: t`Please enter email.`, invalid: t`Please enter valid email.` },
    area_code: { missing: t`Please select area code.`, invalid: t`Please select area code.` },
    phone_number: { missing: t`Please enter phone number.`, invalid: t`Please enter valid phone number.` },
    country: { missing: t`Please select country.`, invalid: t`Please select country.` },
  }
  const error = (field: PersonalInfoField) => {
    const problem = problems[field]
    return problem ? messages[field][problem] : null
  }
  const set = (field: PersonalInfoField) => (text: string) => onChange({ ...value, [field]: text })

  return (
    <Grid ref={grid}>
      <TextField
        label={t`First name`}
        autoComplete="given-name"
        value={value.first_name}
        error={error('first_name')}
        disabled={disabled}
        onChange={set('first_name')}
      />
      <TextField
        label={t`Last name`}
        autoComplete="family-name"
        value={value.last_name}
        error={error('last_name')}
        disabled={disabled}
        onChange={set('last_name')}
      />
      <Wide>
        <TextField
          label={t`Email`}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={value.email}
          error={error('email')}
          disabled={disabled}
          onChange={set('email')}
        />
      </Wide>
      <Wide>
        <SelectField
          label={t`Country`}
          autoComplete="country"
          placeholder={t`Select country`}
          options={countries}
          value={value.country}
          error={error('country')}
          disabled={disabled}
          onChange={(country) =>
            onChange({
              ...value,
              country,
              // The country's calling code is the likely one; a code the guest chose stays.
              area_code: value.area_code || (countryOf(country)?.callingCode ?? ''),
            })
          }
        />
      </Wide>
      <Phone>
        <SelectField
          label={t`Area code`}
          autoComplete="tel-country-code"
          placeholder="+"
          options={areaCodes}
          value={value.area_code}
          error={error('area_code')}
          disabled={disabled}
          onChange={set('area_code')}
        />
        <TextField
          label={t`Phone number`}
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          value={value.phone_number}
          error={error('phone_number')}
          disabled={disabled}
          onChange={set('phone_number')}
        />
      </Phone>
    </Grid>
  )
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;

  @media (max-width: 479px) {
    grid-template-columns: 1fr;
  }
`

const Wide = styled.div`
  grid-column: 1 / -1;
`

const Phone = styled.div`
  grid-column: 1 / -1;
  display: grid;
  grid-template-columns: minmax(96px, 1fr) 3fr;
  gap: 8px;
  align-items: start;
`
