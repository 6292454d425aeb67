import type { BookingOptionRecord, TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../../test/realApi'
import { renderApp, resetBrowserState } from '../../../test/renderApp'
import { save } from '../../../test/forms'
import { newActivity } from '../../../test/activities'

// The whole back office renders against the real API: slow on a busy two-core machine.
vi.setConfig({ testTimeout: 45_000 })
configure({ asyncUtilTimeout: 10_000 })

const api = realApi()
let supplier: TokenPair
let tourId: number

beforeAll(async () => {
  supplier = await api.login('supplier@jaunt.test')
  tourId = await newActivity(api, supplier.access_token, 'Echidna selfie walk')
})
afterEach(() => {
  cleanup()
  resetBrowserState()
})

const saved = () =>
  api.call<BookingOptionRecord>(
    supplier.access_token,
    'GET',
    `/core/v1/tours/${tourId}/custom-booking-option`,
  )

describe('the custom booking option page (tour/settings/{id}/custom-booking-option)', () => {
  it('adds questions, refuses a choice question with one choice, and saves them in order per language', async () => {
    await renderApp(api, `/en/npanel/tour/settings/${tourId}/custom-booking-option`, { tokens: supplier })
    expect(
      await screen.findByRole('tab', { name: 'Custom booking option' }, { timeout: 30_000 }),
    ).toBeTruthy()
    // The questions' Add comes after every question; a choice question's own Add sits inside it.
    const adds = () => screen.getAllByRole('button', { name: 'Add' })
    const add = () => fireEvent.click(adds().at(-1)!)
    await screen.findAllByRole('button', { name: 'Add' })
    add()
    const questions = () => screen.getAllByRole('textbox', { name: 'Question' })
    fireEvent.change((await screen.findAllByRole('textbox', { name: 'Question' }))[0]!, {
      target: { value: 'Any allergies?' },
    })
    add()
    await waitFor(() => expect(questions()).toHaveLength(2))
    fireEvent.change(questions()[1]!, { target: { value: 'Wetsuit size' } })
    fireEvent.mouseDown(screen.getAllByRole('combobox', { name: 'Answer' })[1]!)
    fireEvent.click(await screen.findByRole('option', { name: 'One of several choices' }))
    await waitFor(() => expect(adds()).toHaveLength(2))
    fireEvent.click(adds()[0]!)
    fireEvent.change(await screen.findByRole('textbox', { name: 'Choice' }), { target: { value: 'Small' } })
    save()
    expect(await screen.findByText('Please offer at least 2 choices')).toBeTruthy()

    fireEvent.click(adds()[0]!)
    await waitFor(() => expect(screen.getAllByRole('textbox', { name: 'Choice' })).toHaveLength(2))
    fireEvent.change(screen.getAllByRole('textbox', { name: 'Choice' })[1]!, { target: { value: 'Large' } })
    fireEvent.click(screen.getByRole('tab', { name: 'Deutsch' }))
    expect(await screen.findByText('Empty: guests see the English text, “Any allergies?”')).toBeTruthy()
    fireEvent.change(screen.getAllByRole('textbox', { name: 'Question' })[0]!, {
      target: { value: 'Allergien?' },
    })
    save()
    expect(await screen.findByText('Settings saved.')).toBeTruthy()
    const { questions: stored } = (await saved()).body
    expect(stored.map((question) => question.label)).toEqual([
      { en: 'Any allergies?', de: 'Allergien?' },
      { en: 'Wetsuit size' },
    ])
    expect(stored[1]).toMatchObject({
      kind: 'choice',
      choices: [{ label: { en: 'Small' } }, { label: { en: 'Large' } }],
    })
  })
  it('moves a question up and removes another, keeping each question’s id', async () => {
    const text = (en: string) => ({ label: { en }, kind: 'text', required: false })
    const seeded = await api.call<BookingOptionRecord>(
      supplier.access_token,
      'PUT',
      `/core/v1/tours/${tourId}/custom-booking-option`,
      { questions: [text('Pick-up hotel?'), text('Shoe size?'), text('Favourite snack?')] },
    )
    const [, shoes, snack] = seeded.body.questions
    await renderApp(api, `/en/npanel/tour/settings/${tourId}/custom-booking-option`, { tokens: supplier })
    await waitFor(() => expect(screen.getAllByRole('textbox', { name: 'Question' })).toHaveLength(3), {
      timeout: 30_000,
    })
    fireEvent.click(screen.getAllByLabelText('Move up')[2]!)
    fireEvent.click(screen.getAllByLabelText('Remove')[0]!)
    await waitFor(() => expect(screen.getAllByRole('textbox', { name: 'Question' })).toHaveLength(2))
    save()
    expect(await screen.findByText('Settings saved.')).toBeTruthy()
    expect((await saved()).body.questions.map((question) => question.id)).toEqual([snack!.id, shoes!.id])
  })
})
