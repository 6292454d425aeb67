import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './env.js'

describe('loadConfig', () => {
  it('runs with no configuration at all', () => {
    const config = loadConfig({})
    expect(config.PORT).toBe(8080)
    expect(config.APP_HOST).toBe('localhost:8080')
    expect(config.DATA_DIR).toMatch(/\.data$/)
    expect(config.DATABASE_URL).toBeUndefined()
    expect(config.SEED_DEMO).toBe(true)
  })

  it('refuses a bad value with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError)
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT: /)
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres/)
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://replica/x' })).toThrow(
      /DATABASE_READ_URL: needs DATABASE_URL/,
    )
    expect(() => loadConfig({ DATABASE_URL: 'postgres://p/x', DATABASE_READ_URL: 'http://r' })).toThrow(
      /DATABASE_READ_URL: must be a postgres/,
    )
    expect(() => loadConfig({ DATABASE_READ_MAX_LAG_MS: '5' })).toThrow(/DATABASE_READ_MAX_LAG_MS: /)
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET: must be at least 32 characters/)
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO: /)
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY: set both Stripe keys, or neither/,
    )
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_wrong', STRIPE_PUBLISHABLE_KEY: 'pk_x' })).toThrow(
      /STRIPE_SECRET_KEY: must be a Stripe secret key/,
    )
  })

  it('demands a JWT secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: is required in production/)
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).JWT_SECRET).toBe('x'.repeat(32))
  })

  it('lets iCal imports reach private networks only outside production', () => {
    expect(loadConfig({}).ICAL_ALLOW_PRIVATE_HOSTS).toBe(false)
    expect(loadConfig({ NODE_ENV: 'test', ICAL_ALLOW_PRIVATE_HOSTS: 'true' }).ICAL_ALLOW_PRIVATE_HOSTS).toBe(
      true,
    )
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), ICAL_ALLOW_PRIVATE_HOSTS: 'true' }),
    ).toThrow(/ICAL_ALLOW_PRIVATE_HOSTS: is for tests only/)
  })

  it('reads the trusted proxies as a list of addresses', () => {
    expect(loadConfig({}).TRUSTED_PROXIES).toEqual([])
    expect(loadConfig({ TRUSTED_PROXIES: '10.0.0.2, ::1' }).TRUSTED_PROXIES).toEqual(['10.0.0.2', '::1'])
    expect(() => loadConfig({ TRUSTED_PROXIES: 'proxy.local' })).toThrow(/TRUSTED_PROXIES: /)
  })

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(8080)
  })
})
