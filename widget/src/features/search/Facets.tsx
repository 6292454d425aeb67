import type { SearchFacets, ServiceType } from '@jaunt/domain'
import { Button, colours, focusRing, radius, StarIcon, ToggleChip } from '@jaunt/ui'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, useState, type ReactNode } from 'react'
import styled from 'styled-components'
import { changeFilters, toggle, type SearchFilters } from './filters'
import { useServiceTypeLabel } from './serviceTypeLabel'

export type FacetsProps = {
  facets: SearchFacets | undefined
  filters: SearchFilters
  onChange: (filters: SearchFilters) => void
}

/** The search's filters with how many products each would show. */
export function Facets({ facets, filters, onChange }: FacetsProps) {
  const { t } = useLingui()
  const serviceType = useServiceTypeLabel()
  const placeId = useId()
  const set = (change: Partial<SearchFilters>) => onChange(changeFilters(filters, change))
  return (
    <Wrap aria-label={t`Filters`}>
      <FilterGroup label={t`Type`}>
        <Chips>
          <ToggleChip pressed={filters.serviceType === null} onClick={() => set({ serviceType: null })}>
            {t`All`}
          </ToggleChip>
          {facets?.service_type.map((facet) => (
            <ToggleChip
              key={facet.value}
              pressed={filters.serviceType === facet.value}
              onClick={() =>
                set({
                  serviceType:
                    filters.serviceType === facet.value ? null : (Number(facet.value) as ServiceType),
                })
              }
            >
              {serviceType(Number(facet.value))} <Count>{facet.count}</Count>
            </ToggleChip>
          ))}
        </Chips>
      </FilterGroup>

      {facets?.categories.length ? (
        <FilterGroup label={t`Categories`}>
          <Chips>
            {facets.categories.map((facet) => (
              <ToggleChip
                key={facet.value}
                pressed={filters.categories.includes(Number(facet.value))}
                onClick={() => set({ categories: toggle(filters.categories, Number(facet.value)) })}
              >
                {facet.label} <Count>{facet.count}</Count>
              </ToggleChip>
            ))}
          </Chips>
        </FilterGroup>
      ) : null}

      <Group>
        <Legend as="label" htmlFor={placeId}>
          {t`Place`}
        </Legend>
        <Select
          id={placeId}
          value={filters.locationId ?? ''}
          onChange={(event) => set({ locationId: event.target.value ? Number(event.target.value) : null })}
        >
          <option value="">{t`Anywhere`}</option>
          {facets?.location_id.map((facet) => (
            <option key={facet.value} value={facet.value}>
              {facet.label} ({facet.count})
            </option>
          ))}
        </Select>
      </Group>

      {facets?.ratings.length ? (
        <FilterGroup label={t`Rating`}>
          <Chips>
            {facets.ratings.map((facet) => (
              <ToggleChip
                key={facet.value}
                pressed={filters.ratings.includes(Number(facet.value))}
                onClick={() => set({ ratings: toggle(filters.ratings, Number(facet.value)) })}
                aria-label={t`Rated ${facet.label}, ${facet.count} products`}
              >
                <StarIcon size={14} /> {facet.label} <Count>{facet.count}</Count>
              </ToggleChip>
            ))}
          </Chips>
        </FilterGroup>
      ) : null}

      <PriceRange
        filters={filters}
        prices={facets?.prices}
        onApply={(priceRange, currency) => set({ priceRange, currency })}
      />
    </Wrap>
  )
}

/**
 * A price range, in one currency: prices are never converted, so with products in several currencies
 * the guest picks the one the range is in (the most common at first), and sees it beside the bounds.
 */
function PriceRange({
  filters,
  prices = [],
  onApply,
}: {
  filters: SearchFilters
  prices: SearchFacets['prices'] | undefined
  onApply: (range: [number | null, number | null], currency: string | null) => void
}) {
  const { t } = useLingui()
  const [picked, setPicked] = useState(filters.currency)
  useEffect(() => setPicked(filters.currency), [filters.currency])
  const currency = picked ?? prices[0]?.currency_code ?? null
  const bounds = prices.find((price) => price.currency_code === currency)
  const minId = useId()
  const maxId = useId()
  const [low, setLow] = useState(filters.priceRange[0]?.toString() ?? '')
  const [high, setHigh] = useState(filters.priceRange[1]?.toString() ?? '')
  useEffect(() => {
    setLow(filters.priceRange[0]?.toString() ?? '')
    setHigh(filters.priceRange[1]?.toString() ?? '')
  }, [filters.priceRange])
  const number = (text: string) =>
    text.trim() === '' || Number.isNaN(Number(text)) ? null : Math.max(0, Number(text))
  const bothGiven = number(low) !== null && number(high) !== null
  const oneGiven = !bothGiven && (number(low) !== null || number(high) !== null)
  return (
    <FilterGroup label={currency ? `${t`Price`} (${currency})` : t`Price`}>
      <PriceInputs
        onSubmit={(event) => {
          event.preventDefault()
          onApply([number(low), number(high)], prices.length > 1 ? currency : null)
        }}
      >
        {prices.length > 1 ? (
          <Currencies>
            {prices.map((price) => (
              <ToggleChip
                key={price.currency_code}
                pressed={price.currency_code === currency}
                onClick={() => setPicked(price.currency_code)}
              >
                {price.currency_code}
              </ToggleChip>
            ))}
          </Currencies>
        ) : null}
        <label htmlFor={minId}>{t`From`}</label>
        <input
          id={minId}
          inputMode="numeric"
          value={low}
          placeholder={bounds?.min?.toString() ?? '0'}
          onChange={(event) => setLow(event.target.value)}
        />
        <label htmlFor={maxId}>{t`To`}</label>
        <input
          id={maxId}
          inputMode="numeric"
          value={high}
          placeholder={bounds?.max?.toString() ?? ''}
          onChange={(event) => setHigh(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          {t`Apply`}
        </Button>
      </PriceInputs>
      {oneGiven ? (
        <Hint role="status">{t`Give both a lowest and a highest price to filter by price.`}</Hint>
      ) : null}
    </FilterGroup>
  )
}

// Labelled groups, not headings: a screen reader names the group as focus enters its chips, and the
// results' headings follow the page's own without skipping a level.
function FilterGroup({ label, children }: { label: string; children: ReactNode }) {
  const labelId = useId()
  return (
    <Group role="group" aria-labelledby={labelId}>
      <Legend id={labelId}>{label}</Legend>
      {children}
    </Group>
  )
}

const Wrap = styled.section`
  display: flex;
  flex-direction: column;
  gap: 18px;
`

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
`

const Legend = styled.span`
  font-size: 14px;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${colours.muted};
`

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`

const Count = styled.span`
  font-size: 12px;
  opacity: 0.7;
`

const Select = styled.select`
  min-height: 40px;
  padding: 0 10px;
  border: 1.5px solid ${colours.border};
  border-radius: ${radius.control};
  background: ${colours.box};
  font-size: 15px;
  ${focusRing}
`

const PriceInputs = styled.form`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto minmax(0, 1fr);
  align-items: center;
  gap: 6px 8px;
  font-size: 14px;

  input {
    width: 100%;
    min-height: 38px;
    padding: 0 8px;
    border: 1.5px solid ${colours.border};
    border-radius: ${radius.control};
    background: ${colours.box};
    font-size: 15px;
    ${focusRing}
  }

  button {
    grid-column: 1 / -1;
  }
`

const Currencies = styled.div`
  grid-column: 1 / -1;
  display: flex;
  gap: 6px;
`

const Hint = styled.p`
  margin: 0;
  font-size: 13px;
  color: ${colours.warning};
`
