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
let supplier: TokenPair
let ferry: number
let riddle: number

beforeAll(async () => {
  admin = await api.login('admin@jaunt.test')
  supplier = await api.login('supplier@jaunt.test')
  ferry = await newActivity(api, supplier.access_token, 'Ferry to the lighthouse 7c1d')
  riddle = await newActivity(api, supplier.access_token, 'An untranslatable riddle walk 7c1d')
})
afterEach(() => {
  cleanup()
  resetBrowserState()
})

describe('Tools › Auto-translation (tools/auto-translation)', () => {
  it('previews chosen products into German, starts the run and shows its progress and why a product failed, in the admin’s language', async () => {
    await renderApp(api, '/en/admin/tools/auto-translation', { tokens: admin })
    await screen.findByRole('heading', { name: 'Auto-translation' }, { timeout: 15_000 })

    // Every other marketplace language is ticked at first; only German is kept.
    const targets = await screen.findByRole('group', { name: 'Into' })
    for (const box of within(targets).getAllByRole('checkbox') as HTMLInputElement[])
      if (box.checked !== (box.closest('label')?.textContent === 'German')) fireEvent.click(box)
    fireEvent.click(screen.getByRole('radio', { name: 'Products by id' }))
    fireEvent.change(await screen.findByRole('textbox', { name: 'Product ids' }), {
      target: { value: `${ferry}, ${riddle}` },
    })
    const preview = await screen.findByRole('table', { name: 'What would be translated' })
    await waitFor(() => {
      const rows = within(preview).getAllByRole('row')
      expect(rows.map((row) => row.textContent)).toEqual([
        'LanguageProductsTexts',
        'German22',
        'All languages22',
      ])
    })

    fireEvent.click(screen.getByRole('button', { name: 'Start translating' }))
    expect(await screen.findByText('2 translations queued.')).toBeTruthy()
    const runs = await screen.findByRole('table', { name: 'Translation runs' })
    // The running server's job queue works the run off; the page reads it again while it goes.
    const row = await within(runs).findByText(`#${ferry}, #${riddle}`)
    await waitFor(() => expect(row.closest('tr')!.textContent).toContain('Done'), { timeout: 30_000 })
    expect(row.closest('tr')!.textContent).toContain('2 of 2, 1 failed')

    fireEvent.click(within(row.closest('tr')!).getByRole('button', { name: 'Show failures' }))
    const failures = await screen.findByRole('table', { name: /^Failed translations of run/ })
    const failed = await within(failures).findByText(`An untranslatable riddle walk 7c1d (#${riddle})`)
    expect(failed.closest('tr')!.textContent).toContain('German')
    // The reason in the admin's language, the server's English detail beneath it for support.
    const reason = within(failed.closest('tr')!).getByText(
      'The language model could not be reached or did not answer in time',
    )
    expect(reason.nextElementSibling?.textContent).toBe('the language model answered with status 500')

    const full = await api.call<{ texts: Record<string, { name: string }> }>(
      supplier.access_token,
      'GET',
      `/core/v1/tours/${ferry}/full`,
    )
    expect(full.body.texts.de?.name).toBe('Ferry to the lighthouse 7c1d [de]')

    // A German admin reads why in German.
    cleanup()
    await renderApp(api, '/de/admin/tools/auto-translation', { tokens: admin })
    const runsInGerman = await screen.findByRole('table', { name: 'Übersetzungsläufe' })
    const rowInGerman = (await within(runsInGerman).findByText(`#${ferry}, #${riddle}`)).closest('tr')!
    fireEvent.click(within(rowInGerman).getByRole('button', { name: 'Fehler anzeigen' }))
    const failuresInGerman = await screen.findByRole('table', { name: /^Fehlgeschlagene Übersetzungen/ })
    expect(
      await within(failuresInGerman).findByText(
        'Das Sprachmodell war nicht erreichbar oder hat nicht rechtzeitig geantwortet',
      ),
    ).toBeTruthy()
  })

  it('says why ids are wrong before asking the server, and is for admins only', async () => {
    await renderApp(api, '/en/admin/tools/auto-translation', { tokens: admin })
    fireEvent.click(await screen.findByRole('radio', { name: 'Products by id' }))
    fireEvent.change(await screen.findByRole('textbox', { name: 'Product ids' }), {
      target: { value: 'lighthouse' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Start translating' }))
    expect(await screen.findByText('Enter product ids, separated by commas')).toBeTruthy()

    const answer = await api.call(supplier.access_token, 'GET', '/core/v1/tools/auto-translation/runs')
    expect(answer.status).toBe(403)
  })
})
