import { describe, expect, it } from 'vitest'
import { guestText } from './guests'

describe('guestText', () => {
  it.each([
    [1, 0, '1 Adult'],
    [2, 0, '2 Adults'],
    [2, 1, '2 Adults, 1 Child'],
    [1, 2, '1 Adult, 2 Children'],
    [0, 3, '3 Children'],
    [0, 1, '1 Child'],
    [0, 0, ''],
  ])('%i adults and %i children read %s', (adults, children, text) => {
    expect(guestText({ adults, children })).toBe(text)
  })
})
