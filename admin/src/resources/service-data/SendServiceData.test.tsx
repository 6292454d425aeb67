import type { TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { newActivity } from '../../test/activities'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'

// The whole back office renders against the real API: slow on a busy two-core machine.
vi.setConfig({ testTimeout: 60_000 })
configure({ asyncUtilTimeout: 15_000 })

const api = realApi()
let admin: TokenPair
let activity: number

beforeAll(async () => {
  admin = await api.login('admin@jaunt.test')
  const supplier = await api.login('supplier@jaunt.test')
  activity = await newActivity(api, supplier.access_token, 'Service data sledge ride 4b7e')
})
afterEach(() => {
  cleanup()
  resetBrowserState()
})

describe('Tools › Send service data to queue (tools/send-service-data)', () => {
  it('queues a chosen product, refuses ids that are not numbers, and shows the job until it completes', async () => {
    await renderApp(api, '/en/admin/tools/send-service-data', { tokens: admin })
    await screen.findByRole('heading', { name: 'Send service data to queue' }, { timeout: 15_000 })

    fireEvent.click(screen.getByRole('radio', { name: 'Products by id' }))
    const ids = await screen.findByRole('textbox', { name: 'Product ids' })
    fireEvent.change(ids, { target: { value: 'sledge' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send to queue' }))
    expect(await screen.findByText('Enter product ids, separated by commas.')).toBeTruthy()

    fireEvent.change(ids, { target: { value: String(activity) } })
    fireEvent.click(screen.getByRole('button', { name: 'Send to queue' }))
    expect(await screen.findByText('1 product sent to the queue.')).toBeTruthy()
    const jobs = await screen.findByRole('table', { name: 'Latest jobs' })
    const row = (await within(jobs).findByText(`Service data sledge ride 4b7e (#${activity})`)).closest('tr')!
    // The running server's job queue takes the job; the page reads it again while one is queued.
    await waitFor(() => expect(within(row).getByText('Completed')).toBeTruthy(), { timeout: 30_000 })
  })

  it('is for admins only', async () => {
    const supplier = await api.login('supplier@jaunt.test')
    const answer = await api.call(supplier.access_token, 'GET', '/core/v1/tools/service-data-jobs')
    expect(answer.status).toBe(403)
  })
})
