import type { PackageListRow, PackageRecord, TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'

vi.setConfig({ testTimeout: 60_000 })
configure({ asyncUtilTimeout: 15_000 })

const api = realApi()
let admin: TokenPair
let demoPackage: PackageRecord

beforeAll(async () => {
  admin = await api.login('admin@jaunt.test')
  const partner = await api.login('partner@jaunt.test')
  const sites = await api.call<{ data: { data: { id: number; sub_domain: string }[] } }>(
    partner.access_token,
    'GET',
    '/core/v1/partner-sites?item_per_page=-1&left_off=-1',
  )
  const demoId = sites.body.data.data.find((site) => site.sub_domain === 'demo')!.id
  const rows = await api.call<PackageListRow[]>(
    partner.access_token,
    'GET',
    `/core/v1/package-listing/${demoId}`,
  )
  demoPackage = (
    await api.call<PackageRecord>(partner.access_token, 'GET', `/core/v1/package/${rows.body[0]!.id}/full`)
  ).body
})
afterEach(() => {
  cleanup()
  resetBrowserState()
})

describe('Tools › Why not bookable? (tools/package-debug)', () => {
  it('an admin checks a package on a date and reads it service by service', async () => {
    await renderApp(api, '/en/admin/tools/package-debug', { tokens: admin })
    await screen.findByRole('heading', { name: 'Why not bookable?' }, { timeout: 15_000 })
    const picker = screen.getByRole('combobox', { name: /^Package/ })
    fireEvent.change(picker, { target: { value: demoPackage.product_code } })
    fireEvent.click(await screen.findByRole('option', { name: new RegExp(demoPackage.product_code) }))
    fireEvent.change(screen.getByLabelText(/Date/), { target: { value: '2001-01-01' } })
    fireEvent.submit(screen.getByRole('button', { name: 'Check' }).closest('form')!)
    expect(await screen.findByText(/Not bookable on 2001-01-01/)).toBeTruthy()
    const table = screen.getByRole('table', { name: 'Services of the package' })
    expect(within(table).getAllByRole('row').length).toBe(demoPackage.components.length + 1)
  })

  it('says so when no package matches the search', async () => {
    await renderApp(api, '/en/admin/tools/package-debug', { tokens: admin })
    await screen.findByRole('heading', { name: 'Why not bookable?' }, { timeout: 15_000 })
    const picker = screen.getByRole('combobox', { name: /^Package/ })
    fireEvent.change(picker, { target: { value: 'no such package 7c1e' } })
    expect(await screen.findByText('No package matches.')).toBeTruthy()
  })
})
