import { describe, expect, it } from 'vitest'
import { selectionOf, withRoom, withRoomCount } from './packageGuests'

describe('package guests', () => {
  it('adds up adults and children over the rooms', () => {
    expect(
      selectionOf([
        { adult: 2, child: 1 },
        { adult: 1, child: 0 },
      ]),
    ).toEqual({
      adult: 3,
      child: 1,
      rooms: [
        { adult: 2, child: 1 },
        { adult: 1, child: 0 },
      ],
    })
  })

  it('adds a room with one adult and drops the last room with its guests', () => {
    expect(withRoomCount([{ adult: 2, child: 0 }], 2)).toEqual([
      { adult: 2, child: 0 },
      { adult: 1, child: 0 },
    ])
    expect(
      withRoomCount(
        [
          { adult: 2, child: 0 },
          { adult: 1, child: 2 },
        ],
        1,
      ),
    ).toEqual([{ adult: 2, child: 0 }])
    expect(withRoom([{ adult: 2, child: 0 }], 0, { adult: 2, child: 1 })).toEqual([{ adult: 2, child: 1 }])
  })
})
