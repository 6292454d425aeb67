import type { HotelNightChange } from '@jaunt/domain'

/** A cell of the grid: a room type's allotment (no rate plan) or a rate plan's field, on a date. */
export const cellKey = (roomTypeId: number, ratePlanId: number | null, field: string, date: string) =>
  `${roomTypeId}:${ratePlanId ?? '-'}:${field}:${date}`

const DAY_PATH = /^days\.(\d{4}-\d{2}-\d{2})(?:\.(\w+))?$/

/**
 * The cells a refused change names: the server's 400 names `days.<date>.<field>` (or only
 * `days.<date>` for a night that cannot change at all, which marks every field sent for it).
 */
export function cellErrorsOf(
  errors: Record<string, string>,
  change: { roomTypeId: number; ratePlanIds: number[]; days: Record<string, HotelNightChange> },
): Record<string, string> {
  const cells: Record<string, string> = {}
  for (const [path, message] of Object.entries(errors)) {
    const match = DAY_PATH.exec(path)
    if (!match) continue
    const date = match[1]!
    const fields = match[2] ? [match[2]] : Object.keys(change.days[date] ?? {})
    for (const field of fields) {
      if (field === 'allotment') cells[cellKey(change.roomTypeId, null, field, date)] = message
      else
        for (const plan of change.ratePlanIds) cells[cellKey(change.roomTypeId, plan, field, date)] = message
    }
  }
  return cells
}
