import { act, cleanup, render, screen } from '@testing-library/react'
import { AdminContext, useNotify } from 'react-admin'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ALERT_TIMEOUT_MS } from '@jaunt/domain'
import { AppNotification } from './AppNotification'

// Notices are sent from code, not by clicking: a click elsewhere closes a notice by itself.
let notify: ReturnType<typeof useNotify>
function Notifier() {
  notify = useNotify()
  return null
}

const show = () =>
  render(
    <AdminContext>
      <Notifier />
      <AppNotification />
    </AdminContext>,
  )
const send = (message: string, undoable = false) => act(() => notify(message, { undoable }))
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('the back office notices', () => {
  it('replace the notice on screen with the newer one', async () => {
    show()
    send('The form is not valid')
    await wait(50)
    expect(screen.getByText('The form is not valid')).toBeTruthy()
    send('Element updated')
    await wait(500)
    expect(screen.getByText('Element updated')).toBeTruthy()
    expect(screen.queryByText('The form is not valid')).toBeNull()
  })

  it('never cut an undoable notice short: its closing commits the change', async () => {
    show()
    send('The form is not valid', true)
    await wait(50)
    send('Element updated')
    await wait(500)
    expect(screen.getByText('The form is not valid')).toBeTruthy()
    expect(screen.queryByText('Element updated')).toBeNull()
  })
})

describe('a notice sent while the one on screen goes away', () => {
  // Whatever the moment it comes, relative to the closing of the one before, it is shown.
  it.each(Array.from({ length: 9 }, (_, i) => ALERT_TIMEOUT_MS - 200 + i * 50))(
    'is shown when sent %i ms after the first',
    async (after) => {
      show()
      send('Calendar link saved.')
      await wait(after)
      send('Synced: 2 nights closed by this calendar.')
      await wait(600)
      expect(screen.getByText('Synced: 2 nights closed by this calendar.')).toBeTruthy()
    },
  )
})
