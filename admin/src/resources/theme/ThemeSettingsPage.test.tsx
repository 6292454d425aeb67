import { DEFAULT_THEME, type TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'

vi.setConfig({ testTimeout: 45_000 })
configure({ asyncUtilTimeout: 10_000 })

const api = realApi()
let partner2: TokenPair
let nordicId: number
let savedTheme: unknown

const themePath = () => `/core/v1/partner-sites/${nordicId}/settings/theme`
const readTheme = async () =>
  (await api.call<typeof DEFAULT_THEME>(partner2.access_token, 'GET', themePath())).body

beforeAll(async () => {
  partner2 = await api.login('partner2@jaunt.test')
  const sites = await api.call<{ data: { data: { id: number; sub_domain: string }[] } }>(
    partner2.access_token,
    'GET',
    '/core/v1/partner-sites?item_per_page=-1&left_off=-1',
  )
  nordicId = sites.body.data.data.find((site) => site.sub_domain === 'nordic')!.id
  savedTheme = await readTheme()
})
afterEach(() => {
  cleanup()
  resetBrowserState()
})
afterAll(async () => {
  await api.call(partner2.access_token, 'PUT', themePath(), savedTheme)
})

const submit = () => fireEvent.submit(screen.getByRole('button', { name: 'Save' }).closest('form')!)
const open = async () => {
  await renderApp(api, `/en/npanel/${nordicId}/theme-settings`, { tokens: partner2 })
  await screen.findByRole('heading', { level: 1, name: 'Theme' }, { timeout: 15_000 })
  return (await screen.findByLabelText('Button background')) as HTMLInputElement
}

describe('Theme ({siteId}/theme-settings)', () => {
  it('previews the site’s own page, warns of hard-to-read text as the partner types, and saves', async () => {
    const background = await open()
    const preview = screen.getByTitle('Preview of your site with this theme') as HTMLIFrameElement
    expect(preview.getAttribute('src')).toBe(`http://nordic.${window.location.host}/en?theme-preview`)
    fireEvent.change(background, { target: { value: '#FFFF00' } })
    expect(await screen.findByText(/Button text on Button background: 1\.1:1/)).toBeTruthy()
    expect(screen.getByLabelText('Choose a colour for Button background')).toHaveProperty('value', '#ffff00')
    submit()
    await waitFor(async () => expect((await readTheme()).button.button_background_color).toBe('#FFFF00'))
  })

  it('says a colour that is not hex on its field, and resets every colour to the defaults', async () => {
    const background = await open()
    fireEvent.change(background, { target: { value: 'wine' } })
    submit()
    expect(await screen.findByText('Expected a hex colour such as #FFF')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Reset to defaults' }))
    await waitFor(() => expect(background.value).toBe(DEFAULT_THEME.button.button_background_color))
    expect(screen.getByText('Every text is easy to read on its background (WCAG AA).')).toBeTruthy()
  })
})
