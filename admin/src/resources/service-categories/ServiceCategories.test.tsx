import type { CategoryAdminRecord, TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
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
const createCategory = async (body: object) =>
  (await api.call<CategoryAdminRecord>(admin.access_token, 'POST', '/core/v1/service-categories', body)).body

describe('the admin’s service categories (selects/service-category)', () => {
  it('shows the tree with subcategories under their parent, which closes and opens', async () => {
    const stamp = Date.now()
    const parent = await createCategory({ slug: `fjords-${stamp}`, name: { en: `Fjords ${stamp}` } })
    await createCategory({
      slug: `kayaking-${stamp}`,
      name: { en: `Kayaking ${stamp}` },
      parent_id: parent.id,
    })

    await renderApp(api, '/en/admin/selects/service-category', { tokens: admin })
    const tree = await screen.findByRole('table', { name: 'Category tree' }, { timeout: 15_000 })
    const rows = () =>
      within(tree)
        .getAllByRole('row')
        .map((row) => row.textContent ?? '')
    await within(tree).findByText(`Kayaking ${stamp}`)
    const parentAt = rows().findIndex((text) => text.includes(`Fjords ${stamp}`))
    expect(rows()[parentAt + 1]).toContain(`Kayaking ${stamp}`)

    fireEvent.click(within(tree).getByRole('button', { name: `Hide the categories under Fjords ${stamp}` }))
    expect(within(tree).queryByText(`Kayaking ${stamp}`)).toBeNull()
    fireEvent.click(within(tree).getByRole('button', { name: `Show the categories under Fjords ${stamp}` }))
    expect(within(tree).getByText(`Kayaking ${stamp}`)).toBeTruthy()
  })

  it('refuses a missing name, then creates a category under a parent', async () => {
    const stamp = Date.now()
    const parent = await createCategory({ slug: `glaciers-${stamp}`, name: { en: `Glaciers ${stamp}` } })
    await renderApp(api, '/en/admin/selects/service-category/-1', { tokens: admin })
    await screen.findByRole('heading', { name: 'Create category' }, { timeout: 15_000 })
    typeInto('Slug', `ice-climbing-${stamp}`)
    save()
    expect(await screen.findByText('Please enter the category name')).toBeTruthy()

    typeInto('Name', `Ice climbing ${stamp}`)
    const select = await screen.findByRole('combobox', { name: 'Parent category' })
    await waitFor(() => {
      fireEvent.mouseDown(select)
      fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: `Glaciers ${stamp}` }))
    })
    save()
    await waitFor(() => expect(window.location.pathname).toMatch(/service-category\/\d+$/), {
      timeout: 30_000,
    })
    const id = window.location.pathname.split('/').at(-1)
    const saved = await api.call<CategoryAdminRecord>(
      admin.access_token,
      'GET',
      `/core/v1/service-categories/${id}`,
    )
    expect(saved.body).toMatchObject({ slug: `ice-climbing-${stamp}`, parent_id: parent.id, depth: 1 })
  })
})
