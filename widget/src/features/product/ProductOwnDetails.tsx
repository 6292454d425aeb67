import type { Cuisine, DietaryOption, GuestProductDetails } from '@jaunt/domain'
import { colours } from '@jaunt/ui'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import styled from 'styled-components'
import { useFormatters } from '../../locale/LocaleContext'
import { SectionTitle } from '../common/layout'

const CUISINES: Readonly<Record<Cuisine, MessageDescriptor>> = {
  nordic: msg`Nordic`,
  seafood: msg`Seafood`,
  italian: msg`Italian`,
  french: msg`French`,
  asian: msg`Asian`,
  indian: msg`Indian`,
  international: msg`International`,
  cafe: msg`Café`,
}

const DIETS: Readonly<Record<DietaryOption, MessageDescriptor>> = {
  vegetarian: msg`Vegetarian`,
  vegan: msg`Vegan`,
  gluten_free: msg`Gluten-free`,
  lactose_free: msg`Lactose-free`,
  halal: msg`Halal`,
  kosher: msg`Kosher`,
}

// 2024-01-01 was a Monday: ISO weekday 1 is 1 January.
const weekdayName = (weekday: number, languageTag: string) =>
  new Intl.DateTimeFormat(languageTag, { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, weekday),
  )

type Props = { details: GuestProductDetails | null | undefined; currency: string }

/** A rental's, restaurant's or attraction's own facts on its product page, in the guest's language. */
export function ProductOwnDetails({ details, currency }: Props) {
  const { t, i18n } = useLingui()
  const { languageTag, money } = useFormatters()
  if (!details) return null
  const facts: [string, string][] = []
  if (details.kind === 'rental') {
    if (details.pick_up_point) facts.push([t`Pick-up point`, details.pick_up_point])
    if (details.return_point) facts.push([t`Return point`, details.return_point])
    if (details.deposit_amount !== null) facts.push([t`Deposit`, money(details.deposit_amount, currency)])
    const age = details.min_renter_age
    if (age) facts.push([t`Minimum age`, t`Renters must be at least ${age} years old`])
    if (details.licence_required) facts.push([t`Licence`, t`A valid licence is required`])
  } else if (details.kind === 'restaurant') {
    facts.push([t`Cuisine`, i18n._(CUISINES[details.cuisine])])
    if (details.dietary_options.length > 0) {
      const diets = details.dietary_options.map((diet) => i18n._(DIETS[diet]))
      facts.push([t`Dietary options`, new Intl.ListFormat(languageTag, { type: 'unit' }).format(diets)])
    }
    if (details.dress_code) facts.push([t`Dress code`, details.dress_code])
  } else if (details.opening_hours.length > 0) {
    // Hours not given at all say nothing; given for some days, the others are closed.
    for (let weekday = 1; weekday <= 7; weekday++) {
      const day = details.opening_hours.find((hours) => hours.weekday === weekday)
      facts.push([weekdayName(weekday, languageTag), day ? `${day.opens}–${day.closes}` : t`Closed`])
    }
  }
  if (details.kind === 'attraction' && details.last_entry) facts.push([t`Last entry`, details.last_entry])
  if (facts.length === 0) return null
  const title = details.kind === 'attraction' ? t`Opening hours` : t`Good to know`
  return (
    <section>
      <SectionTitle>{title}</SectionTitle>
      <Facts>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Facts>
    </section>
  )
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 8px 16px;
  margin: 0;
  font-size: 14px;

  dt {
    color: ${colours.muted};
  }

  dd {
    margin: 0;
  }
`
