import { describe, expect, it } from 'vitest'
import * as constants from './constants'

describe('constants', () => {
  it('name the spec cookies', () => {
    expect(constants.ACCESS_TOKEN_COOKIE).toBe('nlab_token')
    expect(constants.REFRESH_TOKEN_COOKIE).toBe('nlab_refresh_token')
    expect(constants.CUSTOMER_SESSION_COOKIE).toBe('customer_session_token')
    expect(constants.LOCALE_COOKIE).toBe('locale')
    expect(constants.SITE_ID_COOKIE.endsWith('site_id')).toBe(true)
  })

  it('keep the thanks-page polling within its limit', () => {
    expect(constants.THANKS_POLL_MAX_MS / constants.THANKS_POLL_INTERVAL_MS).toBe(20)
  })

  it('use one hour for the login link and -1 for no site', () => {
    expect(constants.LOGIN_LINK_TTL_MINUTES).toBe(60)
    expect(constants.NO_SITE_ID).toBe(-1)
  })
})
