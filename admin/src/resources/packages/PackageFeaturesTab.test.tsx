import type { PackageFeatureChoice, PackageRecord, TokenPair } from '@jaunt/domain'
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

const createPackage = async (name: string) =>
  (
    await api.call<PackageRecord>(partner.access_token, 'POST', '/core/v1/package', {
      site_id: demoId,
      name,
    })
  ).body.id

describe('a package’s Features and text tabs', () => {
  it('a partner ticks features grouped by type and they are saved with the package', async () => {
    const id = await createPackage(`Feature package ${Date.now()}`)
    await renderApp(api, `/en/npanel/${demoId}/packages/${id}?tab=features`, { tokens: partner })
    expect(await screen.findByText('Facilities', {}, { timeout: 20_000 })).toBeTruthy()
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Free Wi-Fi' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sauna' }))
    fireEvent.submit(screen.getByRole('button', { name: 'Save' }).closest('form')!)
    await screen.findByText('Saved.')
    const saved = await api.call<PackageFeatureChoice[]>(
      partner.access_token,
      'GET',
      `/core/v1/package/product-feature/all?package_id=${id}`,
    )
    expect(
      saved.body
        .filter((feature) => feature.selected)
        .map((feature) => feature.name)
        .sort(),
    ).toEqual(['Free Wi-Fi', 'Sauna'])
  })

  it('a partner writes the package’s name in another language in the text tab', async () => {
    const id = await createPackage(`Text package ${Date.now()}`)
    await renderApp(api, `/en/npanel/${demoId}/packages/${id}?tab=text-pictures`, { tokens: partner })
    fireEvent.click(await screen.findByRole('tab', { name: 'Norsk' }, { timeout: 20_000 }))
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Fjordhelg' } })
    fireEvent.submit(screen.getByRole('button', { name: 'Save' }).closest('form')!)
    await waitFor(async () => {
      const saved = await api.call<PackageRecord>(partner.access_token, 'GET', `/core/v1/package/${id}/full`)
      expect(saved.body.texts.no?.name).toBe('Fjordhelg')
    })
  })
})
