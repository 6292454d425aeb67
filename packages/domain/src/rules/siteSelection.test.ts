import { describe, expect, it } from 'vitest'
import { Policy } from '../enums/policy'
import { MESSAGES } from '../messages'
import { chooseSite, resolveSelectedSiteId } from './siteSelection'

const one = [{ id: 7 }]
const two = [{ id: 7 }, { id: 9 }]
const extraSites = [Policy.PARTNER_MAX_PARTNER_SITE_COUNT_2]

describe('resolveSelectedSiteId', () => {
  it('keeps the remembered site while the partner still has it', () => {
    expect(resolveSelectedSiteId(two, 9, [])).toBe(9)
  })

  it('falls back to the first site when the remembered one is not found or nothing is remembered', () => {
    expect(resolveSelectedSiteId(two, 42, [])).toBe(7)
    expect(resolveSelectedSiteId(two, null, [])).toBe(7)
    expect(resolveSelectedSiteId(one, undefined, [])).toBe(7)
  })

  it('keeps -1 (creating a site) while the partner has fewer than 2 sites', () => {
    expect(resolveSelectedSiteId(one, -1, [])).toBe(-1)
    expect(resolveSelectedSiteId([], -1, [])).toBe(-1)
  })

  it('leaves -1 for the first site at the limit, unless the extra-site policy allows more', () => {
    expect(resolveSelectedSiteId(two, -1, [])).toBe(7)
    expect(resolveSelectedSiteId(two, -1, extraSites)).toBe(-1)
  })

  it('is -1 when the partner has no site at all', () => {
    expect(resolveSelectedSiteId([], null, [])).toBe(-1)
    expect(resolveSelectedSiteId([], 5, [])).toBe(-1)
  })
})

describe('chooseSite', () => {
  it('selects a site', () => {
    expect(chooseSite(9, 7, 2, [])).toEqual({ kind: 'select', siteId: 9 })
  })

  it('goes to the new site while fewer than 2 sites exist', () => {
    expect(chooseSite(-1, 7, 1, [])).toEqual({ kind: 'create' })
    expect(chooseSite(-1, -1, 0, [])).toEqual({ kind: 'create' })
  })

  it('blocks creation at 2 sites with the spec message and restores the previous choice', () => {
    expect(chooseSite(-1, 9, 2, [])).toEqual({ kind: 'blocked', siteId: 9, message: MESSAGES.siteLimit })
    expect(chooseSite(-1, 7, 3, [Policy.PARTNER_SEE_ALL_BOOKING])).toMatchObject({
      kind: 'blocked',
      siteId: 7,
    })
  })

  it('lets a partner holding PARTNER_MAX_PARTNER_SITE_COUNT_2 create more', () => {
    expect(chooseSite(-1, 7, 2, extraSites)).toEqual({ kind: 'create' })
  })
})
