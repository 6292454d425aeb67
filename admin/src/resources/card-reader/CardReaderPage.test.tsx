import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'
import { bookingsOf, deskOfItsOwn, placesLeft, type OwnDesk } from './cardReader.fixtures'
import { simulatedTerminal, type ReaderBehaviour } from '../../test/simulatedTerminal'

vi.setConfig({ testTimeout: 90_000 })
configure({ asyncUtilTimeout: 15_000 })

const api = realApi()
const stripeOrigin = inject('stripeOrigin')
let desk: OwnDesk

beforeAll(async () => {
  desk = await deskOfItsOwn(api, 'Card reader UI')
}, 60_000)
afterEach(() => {
  cleanup()
  resetBrowserState()
})

async function choose(label: string, option: string) {
  const select = await screen.findByRole('combobox', { name: label })
  await waitFor(() => {
    fireEvent.mouseDown(select)
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }))
  })
}
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

/** The operator opens the card reader, starts their partner's site with its setup password and picks the reader. */
async function startReader(behaviour: ReaderBehaviour) {
  const terminal = simulatedTerminal(stripeOrigin, behaviour)
  await renderApp(api, '/en/npanel/card-reader', { tokens: desk.operator, loadTerminalSdk: terminal.load })
  await choose('Site', desk.siteName)
  type('Setup password', 'not-the-password')
  fireEvent.click(screen.getByRole('button', { name: 'Start the card reader' }))
  expect(await screen.findByText('Please enter valid password')).toBeTruthy()
  type('Setup password', desk.setupPassword)
  fireEvent.click(screen.getByRole('button', { name: 'Start the card reader' }))
  fireEvent.click(await screen.findByRole('button', { name: 'Use this reader' }))
  expect(await screen.findByText('Please select location')).toBeTruthy()
  expect(screen.getByText('Please select reader')).toBeTruthy()
  await choose('Location', desk.locationName)
  await choose('Reader', desk.readerName)
  fireEvent.click(screen.getByRole('button', { name: 'Use this reader' }))
  await screen.findByText(`Reader: ${desk.readerName} at ${desk.locationName}`)
  return terminal
}

/** Two adults on the desk's own departure, and the guest's name and email. */
async function sellTwoAdults(email: string) {
  await choose('Tour', desk.tourName)
  type('Date', desk.day)
  await choose('Departure', `Deck seats ${desk.startTime}`)
  fireEvent.change(await screen.findByRole('spinbutton', { name: /^Adult/ }), { target: { value: '2' } })
  fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }))
  const cart = await screen.findByRole('list', { name: 'Cart' })
  expect(within(cart).getByText(desk.tourName)).toBeTruthy()
  expect(await screen.findByText(/^Total: .*900/)).toBeTruthy()
  type('First name', 'Kari')
  type('Last name', 'Nordmann')
  type('Email', 'not-an-email')
  fireEvent.click(screen.getByRole('button', { name: 'Charge on reader' }))
  expect(await screen.findByText('Please enter valid email.')).toBeTruthy()
  type('Email', email)
  fireEvent.click(screen.getByRole('button', { name: 'Charge on reader' }))
}

describe('Card reader (card-reader)', () => {
  it('sells a tour at the desk: the card is charged on the reader and the booking reference is shown', async () => {
    const email = `kari.paid.${Date.now()}@example.com`
    const terminal = await startReader('pays')
    await sellTwoAdults(email)
    const paid = await screen.findByText(/^Paid and booked: /)
    const [booking, ...more] = await bookingsOf(api, desk.owner.access_token, desk.siteId, email)
    expect(more).toEqual([])
    expect(booking).toMatchObject({ status: 4, product_name: desk.tourName })
    expect(paid.textContent).toBe(`Paid and booked: ${booking!.booking_number}`)
    expect(terminal.connectionTokens.length).toBeGreaterThan(0)
    expect(await placesLeft(api, desk)).toBeLessThanOrEqual(desk.allotment - 2)
    fireEvent.click(screen.getByRole('button', { name: 'New sale' }))
    expect(await screen.findByRole('button', { name: 'Add to cart' })).toBeTruthy()
  })

  it('says so when the reader disconnects mid-payment, and books nothing', async () => {
    const email = `kari.offline.${Date.now()}@example.com`
    await startReader('disconnects')
    const before = await placesLeft(api, desk)
    await sellTwoAdults(email)
    expect(
      await screen.findByText(
        'The reader has unexpectedly disconnected. Please check your connection and try again.',
      ),
    ).toBeTruthy()
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy()
    await waitFor(async () => expect(await placesLeft(api, desk)).toBe(before))
    const bookings = await bookingsOf(api, desk.owner.access_token, desk.siteId, email)
    expect(bookings).toEqual([])
  })

  it('cancels a payment waiting for the card, which gives the places back', async () => {
    const email = `kari.cancel.${Date.now()}@example.com`
    const terminal = await startReader('waits')
    const before = await placesLeft(api, desk)
    await sellTwoAdults(email)
    expect(await screen.findByText('Present, insert or tap the card on the reader')).toBeTruthy()
    await waitFor(async () => expect(await placesLeft(api, desk)).toBe(before - 2))
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(await screen.findByRole('button', { name: 'Charge on reader' })).toBeTruthy()
    expect(terminal.cancelled).toBe(1)
    await waitFor(async () => expect(await placesLeft(api, desk)).toBe(before))
    const bookings = await bookingsOf(api, desk.owner.access_token, desk.siteId, email)
    expect(bookings).toEqual([])
  })
})
