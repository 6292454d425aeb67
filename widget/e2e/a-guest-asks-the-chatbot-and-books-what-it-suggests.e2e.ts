import { describe, expect, inject, it } from 'vitest'
import { newPage, openBrowser } from '../../scripts/e2e/browser'
import { ENGLISH } from './guest-words'
import { TourDialog } from './storefront-page'

const browser = await openBrowser()

// The e2e server runs without a language model: the chatbot answers from retrieval only, with the
// site's matching products as cards (the streamed answer with a model is covered by the server's tests).
describe('journey: a guest asks the chatbot on a partner’s page and books what it suggests', () => {
  it('asks for a dog-sled tour, reads the streamed answer, opens the card and adds it to the cart', async () => {
    const page = await newPage(browser)
    await page.goto(`${inject('baseUrl')}/embed-demo`)
    await page.evaluate(() => localStorage.clear())

    await page.getByRole('button', { name: 'Ask our assistant' }).click()
    const chat = page.getByRole('dialog', { name: 'Travel assistant' })
    await expect.poll(() => chat.isVisible()).toBe(true)
    await expect
      .poll(() => chat.getByText('Looking for northern lights, fjords or huskies?').count(), {
        timeout: 10_000,
      })
      .toBe(1)

    const question = chat.getByRole('textbox', { name: 'Your question' })
    await question.fill('a dog-sled tour in Tromsø in March')
    await question.press('Enter')

    const log = chat.getByRole('log', { name: 'Conversation' })
    await expect.poll(() => log.getAttribute('aria-busy'), { timeout: 15_000 }).toBe('false')
    expect(await log.innerText()).toContain('a dog-sled tour in Tromsø in March')
    const card = chat.getByRole('button', { name: /^See details: Husky sledding on Kvaløya/ })
    await expect.poll(() => card.isVisible(), { timeout: 10_000 }).toBe(true)
    // A reload continues the same conversation.
    expect(await page.evaluate(() => localStorage.getItem('CHATBOT_INTERACTION_ID'))).toMatch(
      /^[0-9a-f-]{36}$/,
    )

    await card.click()
    const product = page.getByRole('dialog', { name: /Husky sledding on Kvaløya/ })
    await expect.poll(() => product.isVisible(), { timeout: 10_000 }).toBe(true)
    const tour = new TourDialog(page, ENGLISH, product)
    await tour.chooseAvailableDate()
    await tour.chooseFirstDeparture()
    await tour.addTickets('Adult', 2)
    await tour.addToCart()

    // The page's own <jaunt-cart> shares the cart: it counts the sled tour and lists it.
    const cartButton = page.locator('jaunt-cart').first().getByRole('button').first()
    await expect
      .poll(() => cartButton.getAttribute('aria-label'), { timeout: 10_000 })
      .toMatch(/Cart, 1 item/)
    const drawer = page.getByRole('dialog', { name: 'Your cart' })
    await expect.poll(() => drawer.isVisible(), { timeout: 10_000 }).toBe(true)
    expect(await drawer.innerText()).toContain('Husky sledding on Kvaløya')

    await page.reload()
    await page.getByRole('button', { name: 'Ask our assistant' }).click()
    await expect
      .poll(() => chat.getByText('a dog-sled tour in Tromsø in March').count(), { timeout: 10_000 })
      .toBe(1)
  })
})
