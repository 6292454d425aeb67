import { describe, expect, it } from 'vitest'
import { customerPaths, matchRoute, pathInLanguage } from './routes'

describe('matchRoute', () => {
  it('finds every page of the customer area under its language', () => {
    expect(matchRoute('/de/customer-reservation/login')).toEqual({ kind: 'customer-login', lang: 'de' })
    expect(matchRoute('/en/customer-reservation/login/token', '?token=abc')).toEqual({
      kind: 'customer-token',
      lang: 'en',
      token: 'abc',
    })
    expect(matchRoute('/no/customer-reservation/booking')).toEqual({
      kind: 'customer-bookings',
      lang: 'no',
      tab: 'upcoming',
    })
    expect(matchRoute('/no/customer-reservation/booking', '?tab=cancelled')).toMatchObject({
      tab: 'cancelled',
    })
    expect(matchRoute('/fr/customer-reservation/booking/r-1')).toEqual({
      kind: 'customer-booking',
      lang: 'fr',
      resRef: 'r-1',
    })
    expect(matchRoute('/en/customer-reservation/booking/package/p-1/7')).toEqual({
      kind: 'customer-package',
      lang: 'en',
      paymentId: 'p-1',
      id: '7',
    })
  })

  it('sends a path without a language to the default one, and answers 404 for the rest', () => {
    expect(matchRoute('/customer-reservation/login', '?x=1')).toEqual({
      kind: 'redirect',
      to: '/en/customer-reservation/login?x=1',
    })
    expect(matchRoute('/en/customer-reservation/nowhere')).toEqual({ kind: 'not-found', lang: 'en' })
    expect(matchRoute('/xx/anything')).toEqual({ kind: 'not-found', lang: 'en' })
    expect(matchRoute('/')).toEqual({ kind: 'home', lang: 'en' })
  })

  it('builds the paths it matches', () => {
    expect(matchRoute(customerPaths.booking('de', 'a b'))).toEqual({
      kind: 'customer-booking',
      lang: 'de',
      resRef: 'a b',
    })
    expect(customerPaths.bookings('en', 'cancelled')).toBe('/en/customer-reservation/booking?tab=cancelled')
  })

  it('finds the product pages and search, an adventure being an activity', () => {
    expect(matchRoute('/de/activity/2')).toEqual({ kind: 'product', lang: 'de', type: 'activity', id: 2 })
    expect(matchRoute('/en/adventure/7')).toEqual({ kind: 'product', lang: 'en', type: 'activity', id: 7 })
    expect(matchRoute('/no/hotel/12')).toMatchObject({ kind: 'product', type: 'hotel', id: 12 })
    expect(matchRoute('/en/hotel/abc')).toEqual({ kind: 'not-found', lang: 'en' })
    expect(matchRoute('/en/search')).toEqual({ kind: 'search', lang: 'en', serviceType: null })
    expect(matchRoute('/en/search/hotels')).toEqual({ kind: 'search', lang: 'en', serviceType: 'hotels' })
    expect(matchRoute('/no/page/fjords')).toEqual({ kind: 'page', lang: 'no', slug: 'fjords' })
  })

  it('swaps the language of a path', () => {
    expect(pathInLanguage('/en/activity/2', '?x=1', 'de')).toBe('/de/activity/2?x=1')
    expect(pathInLanguage('/', '', 'no')).toBe('/no')
  })
})
