import { I18nProvider } from '@lingui/react'
import { ReservationStatus, type BookingRepairInput } from '@jaunt/domain'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { loadAdminI18n } from '../../i18n/loadAdminI18n'
import { RepairAlert } from './RepairAlert'

afterEach(cleanup)

async function show(status: number, answer: (input: BookingRepairInput) => string | undefined) {
  const asked: BookingRepairInput[] = []
  const i18n = await loadAdminI18n('de')
  render(
    <I18nProvider i18n={i18n}>
      <RepairAlert
        status={status}
        repair={async (input) => {
          asked.push(input)
          return answer(input)
        }}
      />
    </I18nProvider>,
  )
  return asked
}

describe('the repair of a failed booking (an item or a package)', () => {
  it('is not offered for a booking that did not fail', async () => {
    await show(ReservationStatus.Confirm, () => undefined)
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('cancels with the reason typed, and shows the refusal on the reason field, in the back office’s language', async () => {
    const asked = await show(ReservationStatus.CancellationFailed, ({ reason }) =>
      reason ? undefined : 'Bitte geben Sie einen Grund an',
    )
    expect(
      screen.getByText(
        'Die Stornierung dieser Buchung ist fehlgeschlagen. Bestätigen oder stornieren Sie sie.',
      ),
    ).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Buchung stornieren' }))
    expect(await screen.findByText('Bitte geben Sie einen Grund an')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Stornierungsgrund'), { target: { value: 'Sturm' } })
    expect(screen.queryByText('Bitte geben Sie einen Grund an')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Buchung stornieren' }))
    await waitFor(() => expect(asked.at(-1)).toEqual({ action: 'cancel', reason: 'Sturm' }))
  })

  it('confirms a booking whose confirmation failed', async () => {
    const asked = await show(ReservationStatus.ConfirmFailed, () => undefined)
    fireEvent.click(screen.getByRole('button', { name: 'Buchung bestätigen' }))
    await waitFor(() => expect(asked).toEqual([{ action: 'confirm', reason: '' }]))
  })
})
