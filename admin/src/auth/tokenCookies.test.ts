import { afterEach, describe, expect, it } from 'vitest'
import { createCookieTokenStore, documentCookies } from './tokenCookies'

/** A document whose cookie writes are recorded, to read the attributes the browser was given. */
function recordingDocument(secureContext: boolean) {
  const writes: string[] = []
  const doc = {
    defaultView: { isSecureContext: secureContext },
    get cookie() {
      return writes.map((write) => write.split(';')[0]).join('; ')
    },
    set cookie(value: string) {
      writes.push(value)
    },
  } as unknown as Document
  return { doc, writes }
}

afterEach(() => {
  document.cookie = 'nlab_token=; Max-Age=0; Path=/'
  document.cookie = 'nlab_refresh_token=; Max-Age=0; Path=/'
})

describe('the token cookies', () => {
  it("are the spec's: nlab_token and nlab_refresh_token, Secure, SameSite=Strict, path /, one day", () => {
    const { doc, writes } = recordingDocument(true)
    createCookieTokenStore(documentCookies(doc)).setTokens({ access_token: 'a.b.c', refresh_token: 'r.s.t' })
    expect(writes).toEqual([
      'nlab_token=a.b.c; Max-Age=86400; Path=/; SameSite=Strict; Secure',
      'nlab_refresh_token=r.s.t; Max-Age=86400; Path=/; SameSite=Strict; Secure',
    ])
  })

  it('leave Secure off only where the browser would refuse it (plain http to another host)', () => {
    const { doc, writes } = recordingDocument(false)
    documentCookies(doc).set('nlab_token', 'x')
    expect(writes[0]).toBe('nlab_token=x; Max-Age=86400; Path=/; SameSite=Strict')
  })

  it('are read back, and both go on clear', () => {
    const store = createCookieTokenStore(documentCookies())
    store.setTokens({ access_token: 'access', refresh_token: 'refresh' })
    expect(store.getAccessToken()).toBe('access')
    expect(store.getRefreshToken()).toBe('refresh')
    store.clear()
    expect(store.getAccessToken()).toBeNull()
    expect(store.getRefreshToken()).toBeNull()
  })

  it('keep a value with = and other characters whole', () => {
    const jar = documentCookies()
    jar.set('nlab_token', 'a=b; c')
    expect(jar.get('nlab_token')).toBe('a=b; c')
  })
})
