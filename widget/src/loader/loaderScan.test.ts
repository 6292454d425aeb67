import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { startFixtureServer, type FixtureServer } from '../testing/fixtureServer'
import { createMarketplace, marketplaceRoutes } from '../testing/fixtures'

let server: FixtureServer

beforeAll(async () => {
  server = await startFixtureServer(marketplaceRoutes(createMarketplace()))
})
afterAll(async () => {
  document.body.replaceChildren()
  await server.close()
})

it('renders the elements already in the page when jaunt.js runs, with the nonce of its script', async () => {
  document.body.innerHTML = `
    <main>
      <h1>A partner's page</h1>
      <section><jaunt-cart site="1" lang="es" api-base="${server.origin}"></jaunt-cart></section>
    </main>`
  const script = document.createElement('script')
  script.setAttribute('nonce', 'n0nc3')
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true })

  await import('./index')

  const cart = document.querySelector('jaunt-cart')
  await vi.waitFor(() => expect(cart?.shadowRoot?.querySelector('button')).toBeTruthy(), { timeout: 15_000 })
  // The page's own markup is untouched; the widget lives in the element's shadow root.
  expect(cart?.innerHTML).toBe('')
  expect(document.head.querySelector('style')).toBeNull()
  // Strict CSP: every style tag the widget writes carries the loader script's nonce.
  const styles = Array.from(cart?.shadowRoot?.querySelectorAll('style') ?? [])
  expect(styles.length).toBeGreaterThan(0)
  expect(styles.every((style) => style.getAttribute('nonce') === 'n0nc3')).toBe(true)
  Reflect.deleteProperty(document, 'currentScript')
})
