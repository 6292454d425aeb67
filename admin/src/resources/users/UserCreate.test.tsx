import type { TokenPair, UserAdminRow } from '@jaunt/domain'
import {
  cleanup,
  configure,
  fireEvent,
  screen,
  waitFor,
  waitForElementToBeRemoved,
} from '@testing-library/react'
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

const mailsTo = async (email: string) => {
  const html = await (await fetch(`${api.origin}/dev/mail`)).text()
  return html.split('<article>').filter((article) => article.includes(`To <strong>${email}</strong>`))
}

describe('the admin makes a user (user/-1)', () => {
  it('creates a supplier with a policy, who is invited by mail, then sends them a password reset', async () => {
    const email = `made-${Date.now()}@example.test`
    await renderApp(api, '/en/admin/user', { tokens: admin })
    fireEvent.click(await screen.findByRole('link', { name: 'Create user' }, { timeout: 15_000 }))
    await screen.findByRole('heading', { name: 'Create user' })
    save()
    expect(await screen.findByText('Please enter the name')).toBeTruthy()
    expect(screen.getByText('Choose at least one role')).toBeTruthy()

    typeInto('Name', 'Made Tours')
    typeInto('Email', email)
    fireEvent.click(screen.getByRole('checkbox', { name: 'Suppliers' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Create operators (Sub-Users)' }))
    save()
    expect(
      await screen.findByText(`Account created. ${email} was sent a link to set a password.`),
    ).toBeTruthy()
    expect(await screen.findByRole('heading', { name: 'Made Tours' })).toBeTruthy()
    const id = Number(window.location.pathname.split('/').at(-1))
    const saved = await api.call<UserAdminRow>(admin.access_token, 'GET', `/core/v1/admin/user/${id}`)
    expect(saved.body).toMatchObject({ email, status: 2, role_id: [2], policies: ['CREATE_OPERATOR_POLICY'] })
    expect(await mailsTo(email)).toHaveLength(1)
    // One notice shows at a time: the next waits until this one has gone (react-admin queues them).
    await waitForElementToBeRemoved(() =>
      screen.queryByText(`Account created. ${email} was sent a link to set a password.`),
    )

    fireEvent.click(screen.getByRole('button', { name: 'Send password reset' }))
    expect(await screen.findByText(`A link to set a new password was sent to ${email}.`)).toBeTruthy()
    await waitFor(async () => expect(await mailsTo(email)).toHaveLength(2))
  })
})
