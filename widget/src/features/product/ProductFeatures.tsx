import type { FeatureRef } from '@jaunt/domain'
import { CheckIcon, colours } from '@jaunt/ui'
import { useLingui } from '@lingui/react/macro'
import styled from 'styled-components'
import { SectionTitle } from '../common/layout'

/** What the product offers, as its supplier chose on the features page. */
export function ProductFeatures({ features }: { features: readonly FeatureRef[] }) {
  const { t } = useLingui()
  if (features.length === 0) return null
  return (
    <section aria-label={t`Features`}>
      <SectionTitle>{t`Features`}</SectionTitle>
      <List>
        {features.map((feature) => (
          <li key={feature.id}>
            <CheckIcon size={16} />
            {feature.name}
          </li>
        ))}
      </List>
    </section>
  )
}

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 6px 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 14px;

  li {
    display: flex;
    align-items: center;
    gap: 6px;
  }

  svg {
    flex: none;
    color: ${colours.success};
  }
`
