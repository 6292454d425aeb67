import { describe, expect, it } from 'vitest'
import { mayPrefetch } from './prefetch'

describe('link prefetch', () => {
  it('prefetches on ordinary connections and where the browser does not say', () => {
    expect(mayPrefetch({})).toBe(true)
    expect(mayPrefetch({ connection: { effectiveType: '4g', saveData: false } })).toBe(true)
    expect(mayPrefetch({ connection: { effectiveType: '3g' } })).toBe(true)
  })

  it('skips 2g, slow-2g and data-saver connections', () => {
    expect(mayPrefetch({ connection: { effectiveType: '2g' } })).toBe(false)
    expect(mayPrefetch({ connection: { effectiveType: 'slow-2g' } })).toBe(false)
    expect(mayPrefetch({ connection: { effectiveType: '4g', saveData: true } })).toBe(false)
  })
})
