import { expect, it, vi } from 'vitest'

it('renders the elements already in the page when jaunt.js runs', async () => {
  document.body.innerHTML = `
    <main>
      <h1>A partner's page</h1>
      <section><jaunt-hello site="demo" locale="es"></jaunt-hello></section>
    </main>`

  await import('./index')

  const hello = document.querySelector('jaunt-hello')
  await vi.waitFor(
    () => expect(hello?.shadowRoot?.querySelector('button')?.textContent).toBe('Reservar ahora'),
    {
      timeout: 15_000,
    },
  )
  // The page's own markup is untouched; the widget lives in the element's shadow root.
  expect(hello?.innerHTML).toBe('')
  expect(document.head.querySelector('style')).toBeNull()
})
