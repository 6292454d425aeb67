import { describe, expect, it } from 'vitest'
import { consentFromAttribute, mergeConsent } from './consent'

describe('the page’s consent', () => {
  it('reads the loader script’s data-consent', () => {
    expect(consentFromAttribute(null).consent).toEqual({ analytics: true, marketing: true })
    expect(consentFromAttribute('pending').consent).toEqual({ analytics: false, marketing: false })
    expect(consentFromAttribute('none').consent).toEqual({ analytics: false, marketing: false })
    expect(consentFromAttribute(' Analytics ').consent).toEqual({ analytics: true, marketing: false })
    expect(consentFromAttribute('analytics marketing').consent).toEqual({ analytics: true, marketing: true })
    expect(consentFromAttribute('analytics ads')).toEqual({
      consent: { analytics: true, marketing: false },
      unknown: ['ads'],
    })
  })

  it('takes updates purpose by purpose and reports what it cannot use', () => {
    const none = { analytics: false, marketing: false }
    expect(mergeConsent(none, { analytics: true })).toEqual({
      consent: { analytics: true, marketing: false },
      problems: [],
    })
    expect(mergeConsent(none, { marketing: 'yes', ads: true })).toEqual({
      consent: none,
      problems: ['marketing must be true or false', '"ads" is not a consent purpose'],
    })
    expect(mergeConsent(none, null).problems).toHaveLength(1)
  })
})
