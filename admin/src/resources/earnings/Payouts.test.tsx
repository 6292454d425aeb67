import { EarningStatus, type EarningDetail, type EarningRow, type TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'
import { bookAsGuest } from '../reservations/reservations.fixtures'

vi.setConfig({ testTimeout: 60_000 })
configure({ asyncUtilTimeout: 15_000 })

// The supplier of these tests is both@jaunt.test, whose earnings no other admin test moves on.
const api = realApi()
const month = new Date().toISOString().slice(0, 7)
const ACCOUNT = 'acct_1PayoutsTest0001'
let owner: TokenPair
let admin: TokenPair
let earning: EarningRow

const q = (value: object) => encodeURIComponent(JSON.stringify(value))

beforeAll(async () => {
  owner = await api.login('both@jaunt.test')
  admin = await api.login('admin@jaunt.test')
  await bookAsGuest(api, owner.access_token, {
    first: 'Perpetua',
    last: 'Payoutsen',
    email: 'perpetua.payoutsen@example.com',
    answer: 'None',
  })
  const mine = await api.call<EarningRow[]>(
    owner.access_token,
    'GET',
    `/core/v1/supplier-earnings?filter=${q({ month })}`,
  )
  earning = mine.body[0]!
  const approved = await api.call(
    admin.access_token,
    'PUT',
    `/core/v1/supplier-earnings/${earning.id}/update-status`,
    {
      status: EarningStatus.Approved,
    },
  )
  expect(approved.status).toBe(200)
}, 60_000)
afterEach(() => {
  cleanup()
  resetBrowserState()
})

describe('paying out an earning', () => {
  it("says where to add the owner's Stripe account while they have none", async () => {
    await renderApp(api, `/en/admin/supplier-earnings/${earning.id}`, { tokens: admin })
    const payouts = await screen.findByRole('region', { name: 'Payouts' })
    expect(await within(payouts).findByText('No payouts yet.')).toBeTruthy()
    const link = await within(payouts).findByRole('link', { name: "Add it on the user's page" })
    expect(link.getAttribute('href')).toBe(`/en/admin/user/${earning.owner_user_id}`)
    expect(within(payouts).queryByRole('button', { name: 'Pay out' })).toBeNull()
  })

  it("lets the admin set the owner's Stripe account on the user's page, checked as acct_…", async () => {
    await renderApp(api, `/en/admin/user/${earning.owner_user_id}`, { tokens: admin })
    const section = await screen.findByRole('region', { name: 'Payout account' })
    const field = await within(section).findByRole('textbox', { name: 'Stripe account id' })
    fireEvent.change(field, { target: { value: 'tr_1NotAnAccount' } })
    fireEvent.submit(within(section).getByRole('button', { name: 'Save payout account' }).closest('form')!)
    expect(
      await within(section).findByText(
        'Please enter a Stripe account id: acct_ followed by letters and digits',
      ),
    ).toBeTruthy()
    fireEvent.change(field, { target: { value: ACCOUNT } })
    fireEvent.submit(within(section).getByRole('button', { name: 'Save payout account' }).closest('form')!)
    await waitFor(async () => {
      const saved = await api.call<{ stripe_account_id: string | null }>(
        admin.access_token,
        'GET',
        `/core/v1/admin/user/${earning.owner_user_id}/payout-account`,
      )
      expect(saved.body.stripe_account_id).toBe(ACCOUNT)
    })
  })

  it('pays the approved earning out after a confirmation naming the amount and the account', async () => {
    await renderApp(api, `/en/admin/supplier-earnings/${earning.id}`, { tokens: admin })
    const payouts = await screen.findByRole('region', { name: 'Payouts' })
    fireEvent.click(await within(payouts).findByRole('button', { name: 'Pay out' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText(new RegExp(`to the Stripe account ${ACCOUNT}\\.`))).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay out' }))
    // The page reads the earning again (its sections render anew): Paid, with the transfer in its history.
    await waitFor(async () => {
      const after = await screen.findByRole('region', { name: 'Payouts' })
      expect(within(after).getByText(/^tr_/)).toBeTruthy()
      expect(within(after).getByText('Transferred')).toBeTruthy()
      expect(within(screen.getByRole('region', { name: 'Earning' })).getByText('Paid')).toBeTruthy()
      const history = screen.getByRole('region', { name: 'Status history' })
      expect(within(history).getByText(/Stripe transfer tr_/)).toBeTruthy()
    })
    const paid = await api.call<EarningDetail>(
      admin.access_token,
      'GET',
      `/core/v1/supplier-earnings/${earning.id}`,
    )
    expect(paid.body.status).toBe(EarningStatus.Paid)
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Payouts' })).queryByRole('button', { name: 'Pay out' }),
      ).toBeNull(),
    )
  })

  it('shows the owner their payout, without a Pay out button', async () => {
    await renderApp(api, `/en/npanel/supplier-earnings/${earning.id}`, { tokens: owner })
    const payouts = await screen.findByRole('region', { name: 'Payouts' })
    expect(await within(payouts).findByText(ACCOUNT)).toBeTruthy()
    expect(within(payouts).getByText('Transferred')).toBeTruthy()
    expect(within(payouts).queryByRole('button', { name: 'Pay out' })).toBeNull()
  })

  it('downloads the receipt of the payout as a PDF from the server', async () => {
    const made: Blob[] = []
    // A browser API happy-dom lacks a use for: the file the download link would save.
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      made.push(blob as Blob)
      return 'blob:receipt'
    })
    await renderApp(api, `/en/npanel/supplier-earnings/${earning.id}`, { tokens: owner })
    const payouts = await screen.findByRole('region', { name: 'Payouts' })
    fireEvent.click(await within(payouts).findByRole('button', { name: 'Receipt (PDF)' }))
    await waitFor(() => expect(made).toHaveLength(1))
    expect(made[0]!.type).toBe('application/pdf')
    expect(new TextDecoder().decode((await made[0]!.arrayBuffer()).slice(0, 5))).toBe('%PDF-')
    createObjectURL.mockRestore()
  })
})
