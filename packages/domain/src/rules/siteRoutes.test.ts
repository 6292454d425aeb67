import { describe, expect, it } from 'vitest'
import { ServiceType } from '../enums/serviceType'
import { customerPaths, matchRoute, pathInLanguage, productPagePath, serviceTypesOfPage } from './siteRoutes'

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
    expect(matchRoute('/xx/anything')).toEqual({ kind: 'redirect', to: '/en/xx/anything' })
    expect(matchRoute('/nb/page/fjords')).toEqual({ kind: 'redirect', to: '/no/page/fjords' })
    expect(matchRoute('/en/%E0%A4%A')).toEqual({ kind: 'not-found', lang: 'en' })
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

  it('finds every other public route of the spec', () => {
    expect(matchRoute('/en/login')).toEqual({ kind: 'login', lang: 'en' })
    expect(matchRoute('/en/logout')).toEqual({ kind: 'logout', lang: 'en' })
    expect(matchRoute('/de/privacy-policy')).toEqual({ kind: 'privacy-policy', lang: 'de' })
    expect(matchRoute('/en/terms-and-conditions')).toEqual({ kind: 'terms', lang: 'en', countryCode: null })
    expect(matchRoute('/en/no/terms-and-conditions')).toEqual({
      kind: 'terms',
      lang: 'en',
      countryCode: 'NO',
    })
    expect(matchRoute('/sv/user-sign-up')).toEqual({ kind: 'account', lang: 'sv', page: 'user-sign-up' })
    expect(matchRoute('/sv/link-expired')).toMatchObject({ kind: 'account', page: 'link-expired' })
    expect(matchRoute('/sv/set-password')).toMatchObject({ kind: 'account', page: 'set-password' })
    expect(matchRoute('/en/widget')).toEqual({ kind: 'widget', lang: 'en', widgetUuid: null })
    expect(matchRoute('/en/0b1e4c7a-9a52-4c55-8f0e-2f7e1d9c6a11/marketplace')).toEqual({
      kind: 'widget',
      lang: 'en',
      widgetUuid: '0b1e4c7a-9a52-4c55-8f0e-2f7e1d9c6a11',
    })
    expect(matchRoute('/en/setup-terminal')).toEqual({ kind: 'setup-terminal', lang: 'en', settings: false })
    expect(matchRoute('/en/setup-terminal/settings')).toMatchObject({ settings: true })
    expect(matchRoute('/en/booking-details/pay-1')).toEqual({
      kind: 'booking-details',
      lang: 'en',
      paymentRef: 'pay-1',
    })
    expect(matchRoute('/en/hotel')).toEqual({ kind: 'search', lang: 'en', serviceType: 'hotels' })
    expect(matchRoute('/en/search', '?type=rentals')).toMatchObject({ serviceType: 'rentals' })
    expect(matchRoute('/en/login/extra')).toEqual({ kind: 'not-found', lang: 'en' })
    expect(matchRoute('/en/page/Not_A_Slug')).toEqual({ kind: 'not-found', lang: 'en' })
  })

  it('gives each product its page, and each page the service types it shows', () => {
    expect(productPagePath('de', ServiceType.Events, 4)).toBe('/de/activity/4')
    expect(productPagePath('en', ServiceType.Hotels, 9)).toBe('/en/hotel/9')
    expect(matchRoute(productPagePath('en', ServiceType.Rentals, 3))).toMatchObject({ type: 'rental', id: 3 })
    expect(serviceTypesOfPage('activity').sort()).toEqual([
      ServiceType.Activities,
      ServiceType.Events,
      ServiceType.Attractions,
    ])
    expect(serviceTypesOfPage('hotel')).toEqual([ServiceType.Hotels])
  })

  it('swaps the language of a path', () => {
    expect(pathInLanguage('/en/activity/2', '?x=1', 'de')).toBe('/de/activity/2?x=1')
    expect(pathInLanguage('/', '', 'no')).toBe('/no')
  })
})
