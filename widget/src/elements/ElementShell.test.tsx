import '../testing/actEnvironment'
import { loadI18n } from '@jaunt/i18n'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeAll, expect, it, vi } from 'vitest'
import { ElementShell } from './ElementShell'

beforeAll(async () => {
  await loadI18n('en')
})

afterEach(() => vi.restoreAllMocks())

function Broken(): never {
  throw new Error('feature bug')
}

it('empties only the failing element and logs why, without an uncaught error on the page', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {})
  const uncaught = vi.fn()
  window.addEventListener('error', uncaught)
  const host = document.createElement('div')
  document.body.append(host)
  const shadow = host.attachShadow({ mode: 'open' })
  const root = createRoot(shadow)

  await act(async () =>
    root.render(
      <ElementShell tag="jaunt-broken" container={shadow}>
        <Broken />
      </ElementShell>,
    ),
  )

  expect(shadow.querySelector('*:not(style)')).toBeNull()
  expect(error).toHaveBeenCalledWith(
    '[Jaunt]',
    '<jaunt-broken> stopped:',
    expect.any(Error),
    expect.any(String),
  )
  expect(uncaught).not.toHaveBeenCalled()
  await act(async () => root.unmount())
  window.removeEventListener('error', uncaught)
})
