import type { TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'

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

describe('the admin’s mail templates (settings/mailtemplate)', () => {
  it('lists every mail with its receiver and shows a preview with sample data', async () => {
    await renderApp(api, '/en/admin/settings/mailtemplate', { tokens: admin })
    expect(await screen.findByRole('heading', { name: 'Mail templates' }, { timeout: 15_000 })).toBeTruthy()
    const mails = await screen.findByRole('table', { name: 'Mails' })
    const confirmation = within(mails).getByRole('row', { name: /Booking confirmation/ })
    expect(within(confirmation).getByText('Always sent')).toBeTruthy()
    expect(within(mails).getByRole('row', { name: /New booking notice/ }).textContent).toContain('Supplier')
    // The trade's own mails are there too, with who reads them.
    expect(within(mails).getByRole('row', { name: /Password reset/ }).textContent).toContain(
      'Back-office user',
    )
    expect(within(mails).getByRole('row', { name: /Site not approved/ }).textContent).toContain('Partner')
    expect(within(mails).getByRole('row', { name: /Site change not approved/ }).textContent).toContain(
      'Partner',
    )
    const preview = await screen.findByRole('region', { name: 'Preview' })
    expect(await within(preview).findByText('Your booking is confirmed (JT-7KQ2M9XA)')).toBeTruthy()
    expect(within(preview).getByTitle('HTML preview').getAttribute('sandbox')).toBe('')
    expect(within(preview).getByLabelText('Plain text').textContent).toContain('Hello Anna,')
  })
})

describe('the admin’s email translations (email-translation)', () => {
  it('refuses a wording with a foreign placeholder, saves a good one and previews it', async () => {
    await renderApp(api, '/en/admin/email-translation?kind=customer-date-change&locale=nl', { tokens: admin })
    expect(
      await screen.findByRole('heading', { name: 'Email translations' }, { timeout: 15_000 }),
    ).toBeTruthy()
    const subject = await screen.findByRole('textbox', { name: 'Subject' })
    expect(screen.getAllByText(/^Default: .*\{number\}/).length).toBeGreaterThan(0)
    fireEvent.change(subject, { target: { value: 'Nieuwe datum voor {booking}' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Use only the placeholders of the original text.')).toBeTruthy()

    fireEvent.change(subject, { target: { value: 'Nieuwe datum voor {number}' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('The texts are saved.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }))
    const preview = await screen.findByRole('region', { name: 'Preview' })
    expect(within(preview).getByText('Nieuwe datum voor JT-7KQ2M9XA')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Reset Subject to default' }))
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect((subject as HTMLTextAreaElement).value).toBe(''))
  })

  it('names each text of a trade mail and shows its wording in the chosen language', async () => {
    await renderApp(api, '/en/admin/email-translation?kind=user-approved&locale=de', { tokens: admin })
    const body = await screen.findByRole('textbox', { name: 'Message' }, { timeout: 15_000 })
    expect(screen.getByRole('textbox', { name: 'Greeting' })).toBeTruthy()
    expect(body.getAttribute('placeholder')).toMatch(/\{link\}/)
    expect(body.getAttribute('placeholder')).not.toContain('Your account has been approved')
  })

  it('shows a site change’s decision in the partner’s language, with its reason', async () => {
    await renderApp(api, '/en/admin/email-translation?kind=partner-site-change-rejected&locale=de', {
      tokens: admin,
    })
    const reason = await screen.findByRole('textbox', { name: 'Reason' }, { timeout: 15_000 })
    expect(reason.getAttribute('placeholder')).toBe('Grund: {reason}')
    expect(screen.getByRole('textbox', { name: 'Subject' }).getAttribute('placeholder')).toBe(
      'Die Änderung an Ihrer Website {site} wurde nicht freigegeben',
    )
  })
})
