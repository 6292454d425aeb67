import type { PackageRecord, TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'

vi.setConfig({ testTimeout: 90_000 })
configure({ asyncUtilTimeout: 15_000 })

const api = realApi()
let partner: TokenPair
let demoId: number

beforeAll(async () => {
  partner = await api.login('partner@jaunt.test')
  const sites = await api.call<{ data: { data: { id: number; sub_domain: string }[] } }>(
    partner.access_token,
    'GET',
    '/core/v1/partner-sites?item_per_page=-1&left_off=-1',
  )
  demoId = sites.body.data.data.find((site) => site.sub_domain === 'demo')!.id
})
afterEach(() => {
  cleanup()
  resetBrowserState()
})

describe('a package’s Booking rules tab', () => {
  it('a partner sets the minimum notice, room choice and an internal note, and they are saved', async () => {
    const id = (
      await api.call<PackageRecord>(partner.access_token, 'POST', '/core/v1/package', {
        site_id: demoId,
        name: `Rules package ${Date.now()}`,
      })
    ).body.id
    await renderApp(api, `/en/npanel/${demoId}/packages/${id}?tab=booking-rules`, { tokens: partner })
    const notice = await screen.findByRole(
      'spinbutton',
      { name: 'Minimum notice (hours)' },
      { timeout: 20_000 },
    )
    fireEvent.change(notice, { target: { value: '36' } })
    fireEvent.click(screen.getByLabelText('Guests choose the room type'))
    fireEvent.change(screen.getByRole('textbox', { name: 'Internal note' }), {
      target: { value: 'Call the lodge before peak weeks' },
    })
    fireEvent.submit(screen.getByRole('button', { name: 'Save' }).closest('form')!)
    await screen.findByText('Saved.')
    await waitFor(async () => {
      const saved = await api.call<PackageRecord>(partner.access_token, 'GET', `/core/v1/package/${id}/full`)
      expect(saved.body).toMatchObject({
        min_notice_hours: 36,
        guest_chooses_room: true,
        internal_note: 'Call the lodge before peak weeks',
        booking_cut_off: null,
      })
    })
  })

  it('shows a wrong notice under the field and saves nothing', async () => {
    const id = (
      await api.call<PackageRecord>(partner.access_token, 'POST', '/core/v1/package', {
        site_id: demoId,
        name: `Rules package bad ${Date.now()}`,
      })
    ).body.id
    await renderApp(api, `/en/npanel/${demoId}/packages/${id}?tab=booking-rules`, { tokens: partner })
    const notice = await screen.findByRole(
      'spinbutton',
      { name: 'Minimum notice (hours)' },
      { timeout: 20_000 },
    )
    fireEvent.change(notice, { target: { value: '-5' } })
    fireEvent.submit(screen.getByRole('button', { name: 'Save' }).closest('form')!)
    expect(await screen.findByText('Enter a whole number of hours from 0 to 8760.')).toBeTruthy()
    const saved = await api.call<PackageRecord>(partner.access_token, 'GET', `/core/v1/package/${id}/full`)
    expect(saved.body.min_notice_hours).toBe(0)
  })
})
