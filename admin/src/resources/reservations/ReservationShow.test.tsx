import type { TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'
import { bookAsGuest } from './reservations.fixtures'

vi.setConfig({ testTimeout: 45_000 })
configure({ asyncUtilTimeout: 10_000 })

const api = realApi()
let supplier: TokenPair
let other: TokenPair
let booked: Awaited<ReturnType<typeof bookAsGuest>>

beforeAll(async () => {
  supplier = await api.login('supplier@jaunt.test')
  other = await api.login('both@jaunt.test')
  booked = await bookAsGuest(api, supplier.access_token, {
    first: 'Ottilie',
    last: 'Echidnasson',
    email: 'ottilie.echidna@example.com',
    answer: 'Two vegetarians',
  })
}, 60_000)
afterEach(() => {
  cleanup()
  resetBrowserState()
})

const section = (name: string) => within(screen.getByRole('region', { name }))

describe('one reservation', () => {
  it('shows every part of the booking, the guest’s answers included', async () => {
    await renderApp(api, `/en/npanel/reservations/${booked.ref}`, { tokens: supplier })
    expect(await screen.findByRole('region', { name: 'Guest' }, { timeout: 15_000 })).toBeTruthy()
    expect(section('Booking').getByText(booked.ref)).toBeTruthy()
    expect(section('Booking').getByText('Confirmed')).toBeTruthy()
    expect(section('Booked item').getByText(booked.productName)).toBeTruthy()
    expect(section('Booked item').getByRole('table', { name: 'Tickets' })).toBeTruthy()
    expect(section('Guest').getByText('Ottilie Echidnasson')).toBeTruthy()
    expect(section('Guest').getByText('ottilie.echidna@example.com')).toBeTruthy()
    const answers = section('Answers to the booking questions')
    expect(answers.getByText('Dietary needs')).toBeTruthy()
    expect(answers.getByText('Two vegetarians')).toBeTruthy()
    expect(section('Payment').getByText('No payment')).toBeTruthy()
    expect(section('Amounts').getByText('Price')).toBeTruthy()
  })

  it('resends the guest’s confirmation and says where it went', async () => {
    await renderApp(api, `/en/npanel/reservations/${booked.ref}`, { tokens: supplier })
    fireEvent.click(await screen.findByRole('button', { name: 'Resend confirmation' }, { timeout: 15_000 }))
    expect(
      await screen.findByText('The confirmation was sent again to ottilie.echidna@example.com.'),
    ).toBeTruthy()
  })

  it('shows another supplier the not-found page for it', async () => {
    await renderApp(api, `/en/npanel/reservations/${booked.ref}`, { tokens: other })
    expect(
      await screen.findByRole('heading', { name: 'This page could not be found' }, { timeout: 15_000 }),
    ).toBeTruthy()
    expect(screen.queryByText('Ottilie Echidnasson')).toBeNull()
  })
})
