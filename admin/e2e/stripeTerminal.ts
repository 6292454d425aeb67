import type { Page } from 'playwright-core'

/**
 * Stripe Terminal's SDK as `https://js.stripe.com/terminal/v1/` serves it, reduced to what the card
 * reader page calls and behaving like Stripe's simulated reader: a connection token from our server,
 * one online reader, the collected test card processed by confirming the intent at Stripe's API.
 */
const SDK = `
window.StripeTerminal = {
  create(options) {
    return {
      async discoverReaders(config) {
        await options.onFetchConnectionToken()
        if (!config || !config.simulated) return { discoveredReaders: [] }
        return {
          discoveredReaders: [
            { id: 'tmr_simulated_wpe', object: 'terminal.reader', label: 'Simulated WisePOS E', status: 'online' },
          ],
        }
      },
      async connectReader(reader) {
        return { reader }
      },
      async collectPaymentMethod(clientSecret) {
        return { paymentIntent: { id: clientSecret.split('_secret_')[0] } }
      },
      async processPayment(intent) {
        const response = await fetch('https://api.stripe.com/v1/payment_intents/' + intent.id + '/confirm', {
          method: 'POST',
        })
        if (!response.ok) return { error: { message: 'The payment was declined' } }
        return { paymentIntent: await response.json() }
      },
      async cancelCollectPaymentMethod() {
        return {}
      },
      async disconnectReader() {
        return {}
      },
    }
  },
}
`

/**
 * Serves the SDK stand-in at js.stripe.com and passes the reader's call to Stripe's API on to the
 * local Stripe stand-in, so the browser never leaves this machine.
 */
export async function serveStripeTerminal(page: Page, stripeOrigin: string) {
  await page.route('https://js.stripe.com/terminal/v1**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: SDK }),
  )
  await page.route('https://api.stripe.com/v1/payment_intents/*/confirm', async (route) => {
    const path = new URL(route.request().url()).pathname
    const answer = await fetch(`${stripeOrigin}${path}`, { method: 'POST' })
    await route.fulfill({
      status: answer.status,
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: await answer.text(),
    })
  })
}
