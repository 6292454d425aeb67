import { describe, expect, it } from 'vitest'
import { errorMessageFor } from './errorMessage'

describe('errorMessageFor', () => {
  it('prefers data.data.message, then msg, then message', () => {
    const body = { data: { message: 'Tour not found' }, msg: 'msg text', message: 'message text' }
    expect(errorMessageFor(404, body)).toBe('Tour not found')
    expect(errorMessageFor(404, { msg: 'msg text', message: 'message text' })).toBe('msg text')
    expect(errorMessageFor(404, { message: 'message text' })).toBe('message text')
  })

  it('falls back to the default text of the status', () => {
    expect(errorMessageFor(400, {})).toBe('Bad request')
    expect(errorMessageFor(403, { message: '' })).toBe('Access Denied')
    expect(errorMessageFor(500, 'Internal Server Error')).toBe('Something went wrong')
    expect(errorMessageFor(502, { data: { message: 42 } })).toBe('Something went wrong')
  })

  it('reports an expired session when there is no status', () => {
    expect(errorMessageFor(undefined)).toBe(
      "You've been logged out due to session time out. Kindly log back in for continued access.",
    )
    expect(errorMessageFor(null, null)).toBe(errorMessageFor(0))
  })
})
