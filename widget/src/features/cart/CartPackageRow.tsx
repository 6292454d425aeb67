import type { ReservedPackage } from '@jaunt/domain'
import { Button, IconButton, Spinner, Tag, TrashIcon } from '@jaunt/ui'
import { useLingui } from '@lingui/react/macro'
import styled from 'styled-components'
import { useFormatters } from '../../locale/LocaleContext'
import { useDisplayDate } from '../../locale/useDisplayDate'
import { Price } from '../common/layout'
import { Bottom, Item, Thumb } from './CartItemRow'
import { useGuestText } from '../common/useGuestText'

export type CartPackageRowProps = {
  reserved: ReservedPackage
  /** The cart's currency, for a package that does not name its own. */
  cartCurrency: string | null
  imageUrl?: string | undefined
  removing: boolean
  onRemove: () => void
  onView: () => void
}

/** A package in the cart: what, from when, for whom and the price; it is removed as a whole. */
export function CartPackageRow({
  reserved,
  cartCurrency,
  imageUrl,
  removing,
  onRemove,
  onView,
}: CartPackageRowProps) {
  const { t } = useLingui()
  const { money } = useFormatters()
  const date = useDisplayDate()
  const guests = useGuestText()
  const currency = reserved.currency_code ?? cartCurrency
  const invalid = reserved.status === false
  return (
    <Item aria-busy={removing} $invalid={invalid}>
      <Top>
        {imageUrl ? <Thumb src={imageUrl} alt="" loading="lazy" /> : <Thumb as="div" />}
        <Text>
          <Tag $tone="primary">{t`Package`}</Tag>
          <Name>{reserved.name}</Name>
          {reserved.date ? <Line>{date(reserved.date)}</Line> : null}
          <Line>
            {guests({
              adults: reserved.activity_params.number_of_adults,
              children: reserved.activity_params.number_of_children,
            })}
          </Line>
        </Text>
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
  gap: 10px;

  & > button {
    flex: none;
    margin: -6px -8px 0 auto;
  }
`

const Text = styled.div`
  min-width: 0;
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
