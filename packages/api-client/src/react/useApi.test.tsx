// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createHttpClient } from '../index'
import { startTestServer } from '../testServer'
import { ApiProvider, useApi } from './index'

let server: Awaited<ReturnType<typeof startTestServer>>

beforeAll(async () => {
  server = await startTestServer((request) =>
    request.url === '/core/v1/partner-sites/1'
      ? { status: 200, body: { name: 'Fjord tours' } }
      : { status: 403, body: { msg: 'Not your site' } },
  )
})
afterAll(() => server.close())
afterEach(cleanup)

function SiteName({ id }: { id: number }) {
  const { data, error } = useApi(['partner-site', id] as const, (client, [, siteId]) =>
    client.get<{ name: string }>(`/partner-sites/${siteId}`),
  )
  if (error) return <p role="alert">{error.message}</p>
  return <p>{data ? data.name : 'loading'}</p>
}

function renderWithClient(id: number) {
  const client = createHttpClient({ baseUrl: `${server.origin}/core/v1`, getLocale: () => 'en' })
  // A fresh cache per render, so one test's answer is not another's.
  return render(
    <ApiProvider client={client} config={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <SiteName id={id} />
    </ApiProvider>,
  )
}

describe('useApi', () => {
  it('fetches through the provided client and shows the answer', async () => {
    renderWithClient(1)
    expect(await screen.findByText('Fjord tours')).toBeTruthy()
    expect(server.received.at(-1)?.headers['app-locale']).toBe('en')
  })

  it('gives the ApiError of a refused call', async () => {
    renderWithClient(2)
    expect((await screen.findByRole('alert')).textContent).toBe('Not your site')
  })
})
