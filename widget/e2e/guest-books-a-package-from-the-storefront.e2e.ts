import { formatDisplayDate } from '@jaunt/domain'
import { formatMoney } from '@jaunt/i18n'
import { describe, expect, inject, it } from 'vitest'
import { newPage, openBrowser } from '../../scripts/e2e/browser'
import { PackageDialog } from './stay-dialogs'
import { CartDrawer, shownText, spaced, Storefront } from './storefront-page'

const PACKAGE = 'Fjord weekend in Flåm: hotel, cruise and kayak'

const browser = await openBrowser()
const page = await newPage(browser)

describe('journey: a guest books a package from the storefront on a partner’s page', () => {
  it('chooses guests and a start date, and finds the package in the cart with its date, picture and price', async () => {
    const baseUrl = inject('baseUrl')
    await page.goto(`${baseUrl}/embed-demo`)
    const storefront = new Storefront(page)
    await storefront.waitForResults()
    await storefront.showOnly('Packages')
    await storefront.open(PACKAGE)

    const pkg = new PackageDialog(page)
    await pkg.addAdults(1, 1)
    const date = await pkg.chooseFirstStartDate()
    const total = await pkg.pricedTotal()
    await pkg.addToCart()

    const cart = new CartDrawer(page)
    await cart.waitForItem(PACKAGE)
    const onServer = await cart.onServer(baseUrl)
    expect(onServer.reserved_package).toHaveLength(1)
    const [reserved] = onServer.reserved_package
    expect(reserved).toMatchObject({
      date,
      currency_code: onServer.cart_currency,
      activity_params: { number_of_adults: 3, number_of_children: 0 },
    })

    const row = cart.row(PACKAGE)
    const shown = await shownText(row)
    expect(shown).toContain(formatDisplayDate(date, 'en'))
    expect(shown).toContain('3 Adults')
    // The price the dialog's server check gave, in the cart's currency.
    const price = spaced(formatMoney(reserved!.price, onServer.cart_currency ?? '', 'en'))
    expect(shown).toContain(price)
    expect(total).toContain(price)
    // The package's own picture, loaded from the server.
    const picture = row.locator('img')
    expect(await picture.getAttribute('src')).toBe(`${baseUrl}${reserved!.image}`)
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), {
        timeout: 10_000,
      })
      .toBe(true)
  })
})
