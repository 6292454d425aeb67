import type { PackageGuestSelection, PackageRoomSelection } from '@jaunt/domain'

/** The spec's package guest selection (adult, child, rooms[]), with its totals kept equal to the rooms'. */
export function selectionOf(rooms: readonly PackageRoomSelection[]): PackageGuestSelection {
  return {
    adult: rooms.reduce((sum, room) => sum + room.adult, 0),
    child: rooms.reduce((sum, room) => sum + room.child, 0),
    rooms: rooms.map((room) => ({ ...room })),
  }
}

/** More or fewer rooms: a new room starts with one adult; a removed room takes its guests. */
export function withRoomCount(rooms: readonly PackageRoomSelection[], count: number): PackageRoomSelection[] {
  const next = rooms.slice(0, Math.max(1, count))
  while (next.length < count) next.push({ adult: 1, child: 0 })
  return next
}

export function withRoom(rooms: readonly PackageRoomSelection[], index: number, room: PackageRoomSelection) {
  return rooms.map((current, at) => (at === index ? room : current))
}
