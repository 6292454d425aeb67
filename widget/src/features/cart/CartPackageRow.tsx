import type { ReservedPackage } from '@jaunt/domain'
import { Button, IconButton, Spinner, Tag, TrashIcon } from '@jaunt/ui'
import { useLingui } from '@lingui/react/macro'
import styled from 'styled-components'
import { useFormatters } from '../../locale/LocaleContext'
import { Price } from '../common/layout'
import { Bottom, Item } from './CartItemRow'
import { useGuestText } from '../common/useGuestText'

export type CartPackageRowProps = {
  reserved: ReservedPackage
  currency: string | null
  removing: boolean
  onRemove: () => void
  onView: () => void
}

/** A package in the cart; it is removed as a whole. */
export function CartPackageRow({ reserved, currency, removing, onRemove, onView }: CartPackageRowProps) {
  const { t } = useLingui()
  const { money } = useFormatters()
  const guests = useGuestText()
  const invalid = reserved.status === false
  return (
    <Item aria-busy={removing} $invalid={invalid}>
      <Top>
        <div>
          <Tag $tone="primary">{t`Package`}</Tag>
          <Name>{reserved.name}</Name>
          <Line>
            {guests({
              adults: reserved.activity_params.number_of_adults,
              children: reserved.activity_params.number_of_children,
            })}
          </Line>
        </div>
        <IconButton
          onClick={onRemove}
          disabled={removing}
          aria-label={t`Remove package ${reserved.name}`}
          title={t`Remove package ${reserved.name}`}
        >
          {removing ? <Spinner size={16} label={t`Removing…`} /> : <TrashIcon size={18} />}
        </IconButton>
      </Top>
      <Bottom>
        {invalid ? (
          <Tag $tone="danger">{t`Invalid cart item!`}</Tag>
        ) : (
          <View variant="ghost" onClick={onView}>{t`View package`}</View>
        )}
        <Price>{currency ? money(reserved.price, currency) : reserved.price}</Price>
      </Bottom>
    </Item>
  )
}

const Top = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 10px;

  & > button {
    flex: none;
    margin: -6px -8px 0 0;
  }
`

const Name = styled.div`
  margin-top: 4px;
  font-weight: 700;
  font-size: 14px;
  line-height: 1.3;
`

const Line = styled.div`
  font-size: 13px;
  opacity: 0.75;
`

const View = styled(Button)`
  min-height: 28px;
  padding: 0;
  font-size: 13px;
`
