import '../testing/actEnvironment'
import { loadI18n } from '@jaunt/i18n'
import { act } from '@testing-library/react'
import { createRoot } from 'react-dom/client'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { startFixtureServer, type FixtureServer } from '../testing/fixtureServer'
import { createMarketplace, marketplaceRoutes } from '../testing/fixtures'
import { ElementShell } from './ElementShell'

let server: FixtureServer

beforeAll(async () => {
  await loadI18n('en')
  server = await startFixtureServer(marketplaceRoutes(createMarketplace()))
})

afterAll(async () => {
  vi.restoreAllMocks()
  await server.close()
})

function Broken(): never {
  throw new Error('feature bug')
}

it('empties only the failing element and logs why, without an uncaught error on the page', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {})
  const uncaught = vi.fn()
  window.addEventListener('error', uncaught)
  const host = document.createElement('div')
  document.body.append(host)
  const shadow = host.attachShadow({ mode: 'open' })
  const root = createRoot(shadow)
  const config = {
    site: { id: 1 },
    locale: 'en',
    apiBase: server.origin,
    currency: null,
    widgetUuid: null,
  } as const

  await act(async () =>
    root.render(
      <ElementShell tag="jaunt-broken" container={shadow} config={config} owner="jaunt-broken-1">
        <Broken />
      </ElementShell>,
    ),
  )

  await vi.waitFor(() =>
    expect(error).toHaveBeenCalledWith(
      '[Jaunt]',
      '<jaunt-broken> stopped:',
      expect.any(Error),
      expect.any(String),
    ),
  )
  expect(shadow.querySelector('*:not(style)')).toBeNull()
  expect(uncaught).not.toHaveBeenCalled()
  await act(async () => root.unmount())
  window.removeEventListener('error', uncaught)
})
