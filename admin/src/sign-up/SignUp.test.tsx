import { UserRole } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { realApi } from '../test/realApi'
import { renderApp, resetBrowserState } from '../test/renderApp'

// The whole back office renders against the real API: slow on a busy two-core machine.
vi.setConfig({ testTimeout: 60_000 })
configure({ asyncUtilTimeout: 10_000 })

const api = realApi()
afterEach(() => {
  cleanup()
  resetBrowserState()
})

/** The token of the newest set-password link mailed to `email`, read from the dev outbox. */
async function mailedToken(email: string) {
  const html = await (await fetch(`${api.origin}/dev/mail`)).text()
  const mail = html.split('<article>').find((article) => article.includes(`To <strong>${email}</strong>`))
  const token = /set-password\?token=([\w-]+)/.exec(mail ?? '')?.[1]
  if (!token) throw new Error(`no link mailed to ${email}`)
  return token
}

async function termsId() {
  const terms = await api.call<{ id: number }>(null, 'GET', '/core/public/user/terms-and-condition/NO')
  return terms.body.id
}

const signUpByApi = async (email: string) =>
  api.call(null, 'POST', '/core/public/user/registration', {
    name: 'Test Applicant',
    email,
    role_id: [UserRole.Partner],
    country_code: 'NO',
    terms_and_condition_id: await termsId(),
    accept_terms: true,
  })

const typeInto = (name: string, value: string) =>
  fireEvent.change(screen.getByLabelText(name), { target: { value } })

describe('public sign-up', () => {
  it('links to sign-up and forgotten password from the login page', async () => {
    await renderApp(api, '/en/npanel/login')
    fireEvent.click(await screen.findByRole('link', { name: 'Sign up' }, { timeout: 15_000 }))
    expect(await screen.findByRole('heading', { name: 'Sign up' })).toBeTruthy()
    fireEvent.click(screen.getByRole('link', { name: 'Log in' }))
    fireEvent.click(await screen.findByRole('link', { name: 'Forgot password?' }))
    expect(await screen.findByRole('heading', { name: 'Forgot password?' })).toBeTruthy()
  })

  it('signs up a supplier who accepts the terms, verifies by mail and sets a password', async () => {
    const email = `ui-signup-${Date.now()}@example.test`
    await renderApp(api, '/en/npanel/user-sign-up')
    fireEvent.click(await screen.findByRole('button', { name: 'Sign up' }, { timeout: 15_000 }))
    expect(await screen.findByText('Please enter your name.')).toBeTruthy()
    expect(screen.getByText('Please choose partner, supplier or both.')).toBeTruthy()
    expect(screen.getByText('Please accept the terms and conditions.')).toBeTruthy()

    typeInto('Name', 'Fjord Kayaks UI')
    typeInto('Email', email)
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sell my products (supplier)' }))
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Country' }))
    fireEvent.click(await screen.findByRole('option', { name: 'Norway' }))
    await screen.findByRole('region')
    fireEvent.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }))
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }))
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeTruthy()
    cleanup()

    const token = await mailedToken(email)
    await renderApp(api, `/en/npanel/set-password?token=${token}`)
    expect(await screen.findByText(`For ${email}`, {}, { timeout: 15_000 })).toBeTruthy()
    typeInto('New password', 'short1')
    typeInto('Repeat the new password', 'short1')
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }))
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeTruthy()
    typeInto('New password', 'Kayak-pass-1')
    typeInto('Repeat the new password', 'Kayak-pass-1')
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }))
    const done = await screen.findByRole('status')
    expect(within(done).getByText(/The marketplace team reviews your account/)).toBeTruthy()
    // Pending until an admin approves.
    const login = await api.call(null, 'POST', '/nauth/npanel/login', { email, password: 'Kayak-pass-1' })
    expect(login.status).toBe(403)
    cleanup()

    // The link worked once.
    await renderApp(api, `/en/npanel/set-password?token=${token}`)
    expect(
      await screen.findByRole('heading', { name: 'This link has expired' }, { timeout: 15_000 }),
    ).toBeTruthy()
  })

  it('says so when the email is already registered', async () => {
    await renderApp(api, '/en/npanel/user-sign-up')
    await screen.findByRole('button', { name: 'Sign up' }, { timeout: 15_000 })
    typeInto('Name', 'Already There')
    typeInto('Email', 'supplier@jaunt.test')
    fireEvent.click(screen.getByRole('checkbox', { name: 'Run a booking site (partner)' }))
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Country' }))
    fireEvent.click(await screen.findByRole('option', { name: 'Norway' }))
    await screen.findByRole('region')
    fireEvent.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }))
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }))
    expect(
      await screen.findByText('This email is already registered. Log in, or reset your password.'),
    ).toBeTruthy()
  })

  it('resets a forgotten password through a mailed link', async () => {
    const email = `ui-reset-${Date.now()}@example.test`
    expect((await signUpByApi(email)).status).toBe(200)
    const first = await mailedToken(email)
    const set = await fetch(`${api.origin}/core/public/user/password/update`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${first}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ password: 'First-pass-1', password_confirmation: 'First-pass-1' }),
    })
    expect(set.status).toBe(200)

    await renderApp(api, '/en/npanel/forgot-password')
    typeInto('Email', email)
    fireEvent.click(await screen.findByRole('button', { name: 'Send link' }, { timeout: 15_000 }))
    expect(await screen.findByRole('status')).toBeTruthy()
    const token = await mailedToken(email)
    expect(token).not.toBe(first)
    cleanup()

    await renderApp(api, `/en/npanel/set-password?token=${token}`)
    await screen.findByText(`For ${email}`, {}, { timeout: 15_000 })
    typeInto('New password', 'Second-pass-2')
    typeInto('Repeat the new password', 'Second-pass-2')
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }))
    expect(await screen.findByText('Your password is set. You can now log in with it.')).toBeTruthy()
    await waitFor(async () => {
      const old = await api.call(null, 'POST', '/nauth/npanel/login', { email, password: 'First-pass-1' })
      expect(old.status).toBe(401)
    })
  })
})
