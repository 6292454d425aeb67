import type { SubUserRecord, TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'
import { save } from '../../test/forms'

// The whole back office renders against the real API: slow on a busy two-core machine.
vi.setConfig({ testTimeout: 60_000 })
configure({ asyncUtilTimeout: 10_000 })

const api = realApi()
let partner: TokenPair

beforeAll(async () => {
  partner = await api.login('partner@jaunt.test')
})
afterEach(() => {
  cleanup()
  resetBrowserState()
})

const typeInto = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } })

/** The operator the partner added, as the API lists it. */
async function operatorNamed(email: string) {
  const query = encodeURIComponent(JSON.stringify({ q: email }))
  const { body } = await api.call<SubUserRecord[]>(
    partner.access_token,
    'GET',
    `/core/v1/sub-users?filter=${query}`,
  )
  return body[0]
}

describe('Sub-Users (users)', () => {
  it('adds an operator, who is invited by mail, and stops their access', async () => {
    const email = `desk-${Date.now()}@example.test`
    await renderApp(api, '/en/npanel/users/-1', { tokens: partner })
    await screen.findByRole('heading', { name: 'Add operator' }, { timeout: 15_000 })
    save()
    expect(await screen.findByText('Please enter the name')).toBeTruthy()
    expect(screen.getByText('Please enter email.')).toBeTruthy()

    typeInto('Name', 'Dagny Desk')
    typeInto('Email', email)
    save()
    expect(await screen.findByText(`Invitation sent to ${email}.`)).toBeTruthy()
    await waitFor(() => expect(window.location.pathname).toBe('/en/npanel/users'))
    expect(await operatorNamed(email)).toMatchObject({
      name: 'Dagny Desk',
      active: true,
      invitation: 'pending',
    })
    const html = await (await fetch(`${api.origin}/dev/mail`)).text()
    expect(html).toContain(`To <strong>${email}</strong>`)
    cleanup()

    const { id } = (await operatorNamed(email))!
    await renderApp(api, `/en/npanel/users/${id}`, { tokens: partner })
    expect(await screen.findByRole('heading', { name: 'Dagny Desk' }, { timeout: 15_000 })).toBeTruthy()
    expect(
      screen.getByText(`${email} has not set a password yet. The invitation link works for 24 hours.`),
    ).toBeTruthy()
    fireEvent.click(screen.getByLabelText('Can log in'))
    save()
    await waitFor(async () => expect(await operatorNamed(email)).toMatchObject({ active: false }))
  })

  it('says a taken email on its field', async () => {
    await renderApp(api, '/en/npanel/users/-1', { tokens: partner })
    await screen.findByRole('heading', { name: 'Add operator' }, { timeout: 15_000 })
    typeInto('Name', 'Copy Cat')
    typeInto('Email', 'supplier@jaunt.test')
    save()
    expect(await screen.findByText('This email is already in use')).toBeTruthy()
    expect(window.location.pathname).toBe('/en/npanel/users/-1')
  })
})
