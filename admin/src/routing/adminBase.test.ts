import { describe, expect, it } from 'vitest'
import { resolveAdminBase } from './adminBase'

describe('resolveAdminBase', () => {
  it.each([
    ['/en/admin', { locale: 'en', area: 'admin', basename: '/en/admin' }],
    ['/de/npanel/', { locale: 'de', area: 'npanel', basename: '/de/npanel' }],
    ['/no/npanel/sites/12/settings/pages', { locale: 'no', area: 'npanel', basename: '/no/npanel' }],
    ['/fr/admin/partner-site/show/4', { locale: 'fr', area: 'admin', basename: '/fr/admin' }],
  ])('reads %s', (pathname, base) => {
    expect(resolveAdminBase(pathname)).toEqual(base)
  })

  it.each(['/', '/admin-app/', '/xx/admin', '/en/search', '/en/administrator', '/admin/en'])(
    'finds no back office in %s',
    (pathname) => {
      expect(resolveAdminBase(pathname)).toBeUndefined()
    },
  )
})
