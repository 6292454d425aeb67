import { describe, expect, it } from 'vitest'
import { lsnValue } from './replica-freshness.js'

describe('WAL positions', () => {
  it('compare by both halves, the high one first', () => {
    expect(lsnValue('0/341F570')).toBe(0x341f570n)
    expect(lsnValue('16/B374D848') > lsnValue('15/FFFFFFFF')).toBe(true)
    expect(lsnValue('0/A') > lsnValue('0/9')).toBe(true)
  })
})
