import type { GuestList, GuestListQuery, GuestListRow } from '@jaunt/domain'
import type { GetListParams, UpdateParams } from 'react-admin'
import type { RaHttpClient } from '../../data/httpClient'
import type { ResourceOverrides } from '../../data/overrides'

/** What the guest list's page passes as its list filter: the activity and the departure. */
export type GuestListFilter = GuestListQuery & { tour_id: number }

/** The day's departures, the activity's name and the next date with a departure, beside the rows. */
export type GuestListMeta = Omit<GuestList, 'data'>

/**
 * The `guest-list` resource: its list is the spec's POST `guest-list/{tourId}` (the whole departure,
 * no pages), and an update of `checkin_status` is the spec's `update-check-in/{id}?checkin_status=`.
 */
export function guestListOverrides(httpClient: RaHttpClient, bookingRoot: string): ResourceOverrides {
  const root = `${bookingRoot}/reservation`
  return {
    'guest-list': {
      getList: async (_resource, { filter, signal }: GetListParams) => {
        const { tour_id, ...query } = filter as GuestListFilter
        const { json } = await httpClient(`${root}/guest-list/${tour_id}`, {
          method: 'POST',
          body: JSON.stringify(query),
          signal,
        })
        const { data, ...meta } = json as GuestList
        return { data, total: data.length, meta }
      },
      update: async (_resource, { id, data }: UpdateParams<GuestListRow>) => {
        const status = Number(data.checkin_status)
        const { json } = await httpClient(`${root}/update-check-in/${String(id)}?checkin_status=${status}`, {
          method: 'POST',
        })
        return { data: json as GuestListRow }
      },
    },
  } as ResourceOverrides
}

/** The export's URL; the file is fetched with the session (bearer token, APP-LOCALE) and saved. */
export const guestListExportUrl = (bookingRoot: string, tourId: number, format: 'csv' | 'xlsx') =>
  `${bookingRoot}/reservation/guest-list-export/${tourId}?format=${format}`
