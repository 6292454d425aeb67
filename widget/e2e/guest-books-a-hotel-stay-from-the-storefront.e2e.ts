import { formatDisplayDate, ServiceType } from '@jaunt/domain'
import { formatMoney } from '@jaunt/i18n'
import { describe, expect, inject, it } from 'vitest'
import { newPage, openBrowser } from '../../scripts/e2e/browser'
import { HotelDialog } from './stay-dialogs'
import { CartDrawer, shownText, spaced, Storefront } from './storefront-page'

const HOTEL = 'Flåm Fjordside Hotel'

const browser = await openBrowser()
const page = await newPage(browser)

describe('journey: a guest books a hotel stay from the storefront on a partner’s page', () => {
  it('chooses nights with rooms free, a room and rate, and finds the stay in the cart at the server’s price', async () => {
    const baseUrl = inject('baseUrl')
    await page.goto(`${baseUrl}/embed-demo`)
    const storefront = new Storefront(page)
    await storefront.waitForResults()
    await storefront.showOnly('Hotels')
    await storefront.open(HOTEL)

    const stay = await new HotelDialog(page).addFirstBookableStay(2)

    const cart = new CartDrawer(page)
    await cart.waitForItem(HOTEL)
    const row = await shownText(cart.row(HOTEL))
    expect(row).toContain(
      `${formatDisplayDate(stay.checkIn, 'en')} – ${formatDisplayDate(stay.checkOut, 'en')} · 2 nights`,
    )
    expect(row).toContain('1 room · 2 Adults')

    // The server priced the stay: the cart shows its price, the one the rate showed before adding.
    const onServer = await cart.onServer(baseUrl)
    expect(onServer.reservations).toHaveLength(1)
    const [item] = onServer.reservations
    expect(item).toMatchObject({
      service_type: ServiceType.Hotels,
      start_date: stay.checkIn,
      end_date: stay.checkOut,
    })
    const price = spaced(formatMoney(item!.price, item!.currency_code ?? '', 'en'))
    expect(row).toContain(price)
    expect(stay.rateText).toContain(price)
    expect(await shownText(cart.drawer.locator('footer'))).toContain(`Total ${price}`)
    expect(await storefront.element.getByRole('button', { name: 'Cart, 1 item' }).isVisible()).toBe(true)
  })
})
