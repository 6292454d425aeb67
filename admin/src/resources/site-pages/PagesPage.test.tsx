import type { SitePage, TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'

vi.setConfig({ testTimeout: 60_000 })
configure({ asyncUtilTimeout: 15_000 })

const api = realApi()
let partner2: TokenPair
let nordicId: number
// Unique per run: other test files share the API server and its database.
const run = Date.now().toString(36)

beforeAll(async () => {
  partner2 = await api.login('partner2@jaunt.test')
  const sites = await api.call<{ data: { data: { id: number; sub_domain: string }[] } }>(
    partner2.access_token,
    'GET',
    '/core/v1/partner-sites?item_per_page=-1&left_off=-1',
  )
  nordicId = sites.body.data.data.find((site) => site.sub_domain === 'nordic')!.id
})
afterEach(() => {
  cleanup()
  resetBrowserState()
})

const open = async () => {
  await renderApp(api, `/en/npanel/${nordicId}/pages`, { tokens: partner2 })
  await screen.findByRole('heading', { level: 1, name: 'Pages' }, { timeout: 20_000 })
}
const createPage = async (title: string, slug: string) => {
  fireEvent.change(await screen.findByLabelText('New page title'), { target: { value: title } })
  fireEvent.change(screen.getAllByLabelText('Slug')[0]!, { target: { value: slug } })
  fireEvent.click(screen.getByRole('button', { name: 'Create page' }))
}

describe('Pages ({siteId}/pages)', () => {
  it('creates a page, adds two blocks in the builder, publishes it, and guests get both', async () => {
    const slug = `harbour-${run}`
    await open()
    await createPage('Harbour walks', slug)
    await screen.findByRole('heading', { level: 1, name: 'Page builder' })
    const blocks = await screen.findByRole('navigation', { name: 'Add a block' }, { timeout: 20_000 })
    fireEvent.click(within(blocks).getByRole('button', { name: 'Hero' }))
    fireEvent.click(within(blocks).getByRole('button', { name: 'Questions and answers' }))
    await screen.findByRole('heading', { level: 1, name: 'Welcome' })
    // Publish sets what the submit does; happy-dom does not submit a form on a button's click.
    const publish = screen.getByRole('button', { name: 'Publish' })
    fireEvent.click(publish)
    fireEvent.submit(publish.closest('form')!)
    await screen.findByText('Page published.')
    await waitFor(async () => {
      const page = await api.call<SitePage>(
        null,
        'GET',
        `/core/public/partner-sites/${nordicId}/pages?slug=${slug}`,
      )
      expect(page.status).toBe(200)
      expect(page.body.sections.map((section) => section.type)).toEqual(['hero', 'faq'])
      expect(page.body.sections[0]).toMatchObject({ title: 'Welcome' })
    })
  })

  it('says on the slug field that another page of the site has it', async () => {
    const slug = `taken-${run}`
    await api.call(partner2.access_token, 'POST', `/core/v1/partner-sites/${nordicId}/pages`, {
      slug,
      title: { en: 'Taken' },
    })
    await open()
    await createPage('Second', slug)
    expect(await screen.findByText('Another page of this site has this slug')).toBeTruthy()
  })
})
