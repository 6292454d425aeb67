import { colours } from '@jaunt/ui'
import styled from 'styled-components'
import { CartButton } from '../cart/CartButton'
import { OwnedDialogs } from '../product/OwnedDialogs'
import { SearchPanel } from '../search/SearchPanel'
import { useSite } from '../../site/WidgetContext'

/** The whole marketplace in one element: the site's name and cart, search and results, dialogs. */
export function Storefront() {
  const site = useSite()
  return (
    <Frame>
      <Bar>
        <Name>{site.site_settings.general_settings.company_name || site.name}</Name>
        <CartButton />
      </Bar>
      <SearchPanel />
      <OwnedDialogs />
    </Frame>
  )
}

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  color: ${colours.text};
`

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`

const Name = styled.strong`
  font-size: 18px;
  font-weight: 700;
`
