import { describe, expect, it } from 'vitest'
import { MESSAGES } from '../messages'
import { isInSeason, seasonsSchema } from './tourSeasons'

const issuesOf = (seasons: unknown) =>
  (seasonsSchema.safeParse(seasons).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message])

describe('seasonsSchema', () => {
  it('takes none as all year, and separate periods in any order', () => {
    expect(seasonsSchema.parse(null)).toEqual([])
    const seasons = [
      { from: '2027-12-01', to: '2028-03-31' },
      { from: '2027-06-01', to: '2027-06-01' },
    ]
    expect(seasonsSchema.parse(seasons)).toEqual(seasons)
  })

  it('names the season that ends before it starts, or runs into the next', () => {
    expect(issuesOf([{ from: '2027-06-10', to: '2027-06-01' }])).toEqual([
      ['0.to', MESSAGES.seasonEndsBeforeStart],
    ])
    expect(
      issuesOf([
        { from: '2027-08-15', to: '2027-09-30' },
        { from: '2027-06-01', to: '2027-08-15' },
      ]),
    ).toEqual([['1.to', MESSAGES.seasonsOverlap]])
    expect(issuesOf([{ from: '2027-02-30', to: '2027-03-01' }])).toEqual([
      ['0.from', MESSAGES.seasonDateInvalid],
    ])
  })

  it('refuses more than 20 seasons', () => {
    const many = Array.from({ length: 21 }, (_, day) => ({
      from: `2027-01-${String(day + 1).padStart(2, '0')}`,
      to: `2027-01-${String(day + 1).padStart(2, '0')}`,
    }))
    expect(issuesOf(many)).toEqual([['', MESSAGES.tooManySeasons]])
  })
})

describe('isInSeason', () => {
  const summer = [{ from: '2027-06-01', to: '2027-08-31' }]
  it('sells every day without seasons, and only the season days with them', () => {
    expect(isInSeason('2027-01-10', [])).toBe(true)
    expect(isInSeason('2027-06-01', summer)).toBe(true)
    expect(isInSeason('2027-08-31', summer)).toBe(true)
    expect(isInSeason('2027-09-01', summer)).toBe(false)
  })
})
