import type { CancellationPolicyRecord, TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'
import { save } from '../../test/forms'

vi.setConfig({ testTimeout: 45_000 })
configure({ asyncUtilTimeout: 10_000 })

const api = realApi()
let admin: TokenPair
let supplier: TokenPair

beforeAll(async () => {
  admin = await api.login('admin@jaunt.test')
  supplier = await api.login('supplier@jaunt.test')
})
afterEach(() => {
  cleanup()
  resetBrowserState()
})

const field = (name: string, index = 0) => screen.getAllByRole('spinbutton', { name })[index]!

describe('cancellation policies', () => {
  it('a supplier creates their own policy after the form names each bad rule', async () => {
    await renderApp(api, '/en/npanel/product-settings/-1', { tokens: supplier })
    await screen.findByRole('heading', { name: 'Create cancellation policy' }, { timeout: 15_000 })
    fireEvent.change(field('Refund %'), { target: { value: '150' } })
    save()
    expect(await screen.findByText('Please enter the policy name')).toBeTruthy()
    expect(screen.getByText('Please enter a refund percentage from 0 to 100')).toBeTruthy()

    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Puffin flexible' } })
    fireEvent.change(field('Refund %'), { target: { value: '80' } })
    save()
    await waitFor(() => expect(window.location.pathname).toMatch(/product-settings\/\d+$/), {
      timeout: 15_000,
    })
    const saved = await api.call<CancellationPolicyRecord>(
      supplier.access_token,
      'GET',
      `/core/v1/cancellation-policies/${window.location.pathname.split('/').at(-1)}`,
    )
    expect(saved.body).toMatchObject({
      name: 'Puffin flexible',
      shared: false,
      entries: [{ hours: 24, refund_percentage: 80 }],
    })
  })

  it('shows a supplier the marketplace’s policies as kept by it, and read-only', async () => {
    await renderApp(api, '/en/npanel/product-settings', { tokens: supplier })
    expect(
      await screen.findByRole('heading', { name: 'Cancellation policies' }, { timeout: 15_000 }),
    ).toBeTruthy()
    const shared = (await screen.findAllByText('The marketplace'))[0]!
    fireEvent.click(shared.closest('tr')!)
    expect(
      await screen.findByText(
        'The marketplace keeps this policy for every supplier: you can choose it for your products, not change it.',
      ),
    ).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull()
  })

  it('lists the admin’s shared policies with their rules in words', async () => {
    await renderApp(api, '/en/admin/user/cancellation-policy', { tokens: admin })
    expect(
      await screen.findByRole('heading', { name: 'Cancellation policies' }, { timeout: 15_000 }),
    ).toBeTruthy()
    expect((await screen.findAllByText(/\d+ h or more: \d+ %/)).length).toBeGreaterThan(0)
  })
})
