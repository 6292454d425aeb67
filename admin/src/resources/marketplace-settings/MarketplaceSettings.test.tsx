import type { TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'
import { save } from '../../test/forms'

// The whole back office renders against the real API: slow on a busy two-core machine.
vi.setConfig({ testTimeout: 60_000 })
configure({ asyncUtilTimeout: 10_000 })

const api = realApi()
let admin: TokenPair

beforeAll(async () => {
  admin = await api.login('admin@jaunt.test')
})
afterEach(() => {
  cleanup()
  resetBrowserState()
})

const typeInto = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } })
const open = async (path: string, heading: string) => {
  await renderApp(api, `/en/admin/settings/${path}`, { tokens: admin })
  await screen.findByRole('heading', { name: heading }, { timeout: 15_000 })
  // The form shows once the group has loaded.
  await screen.findByRole('button', { name: 'Save' })
}
const stored = async (group: string) =>
  (await api.call<Record<string, unknown>>(admin.access_token, 'GET', `/core/v1/admin/settings/${group}`))
    .body

describe('the admin’s Settings pages', () => {
  it('settings/site: refuses an empty name, then saves name and logo', async () => {
    await open('site', 'Site settings')
    const name = `Fjord Trips ${Date.now()}`
    typeInto('Marketplace name', ' ')
    save()
    expect(await screen.findByText('Please enter the marketplace name')).toBeTruthy()
    typeInto('Marketplace name', name)
    typeInto('Logo address', 'https://cdn.example.com/fjord.png')
    save()
    expect(await screen.findByText('Settings saved.')).toBeTruthy()
    expect(await stored('site')).toMatchObject({
      site_name: name,
      logo_url: 'https://cdn.example.com/fjord.png',
    })
  })

  it('settings/contacts: names a bad email, then saves the contacts', async () => {
    await open('contacts', 'Contacts')
    typeInto('Support email', 'not an email')
    save()
    expect(await screen.findByText('Please enter valid email.')).toBeTruthy()
    typeInto('Support email', 'help@fjord.example')
    typeInto('Support phone', '+47 22 00 00 00')
    save()
    expect(await screen.findByText('Settings saved.')).toBeTruthy()
    expect(await stored('contacts')).toMatchObject({ email: 'help@fjord.example', phone: '+47 22 00 00 00' })
  })

  it('settings/analytics: refuses an old UA id, then saves a GA4 id', async () => {
    await open('analytics', 'Analytics')
    typeInto('GA4 measurement id', 'UA-12345-1')
    save()
    expect(await screen.findByText('Please enter a GA4 measurement id such as G-ABC123XYZ')).toBeTruthy()
    typeInto('GA4 measurement id', 'G-FJORD123')
    save()
    expect(await screen.findByText('Settings saved.')).toBeTruthy()
    expect(await stored('analytics')).toMatchObject({ ga4_measurement_id: 'G-FJORD123' })
  })

  it('settings/checkout/features/desktop: switches the order summary off on mobile', async () => {
    await open('checkout/features/desktop', 'Checkout features')
    const summaries = screen.getAllByRole('switch', { name: 'Show the order summary' })
    expect(summaries).toHaveLength(2)
    fireEvent.click(summaries[1]!)
    save()
    expect(await screen.findByText('Settings saved.')).toBeTruthy()
    expect(await stored('checkout')).toMatchObject({
      desktop: { show_order_summary: true },
      mobile: { show_order_summary: false },
    })
  })

  it('settings/main-preamble: saves the English title and text', async () => {
    await open('main-preamble', 'Main preamble')
    typeInto('Title', 'Trips worth taking')
    typeInto('Text', 'Book local guides.')
    save()
    expect(await screen.findByText('Settings saved.')).toBeTruthy()
    expect(await stored('main-preamble')).toMatchObject({
      title: { en: 'Trips worth taking' },
      text: { en: 'Book local guides.' },
    })
  })

  it('settings/languages: turns Russian off and keeps English on', async () => {
    await open('languages', 'Languages')
    fireEvent.click(screen.getByRole('switch', { name: 'Русский' }))
    save()
    expect(await screen.findByText('Settings saved.')).toBeTruthy()
    const languages = (await stored('languages')).languages as { code: string; enabled: boolean }[]
    expect(languages.find((language) => language.code === 'ru')?.enabled).toBe(false)
    expect(languages.find((language) => language.code === 'en')?.enabled).toBe(true)
    await waitFor(() => expect(languages).toHaveLength(14))
  })
})
