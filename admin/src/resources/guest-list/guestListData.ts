import type { ApiClient } from '@jaunt/api-client'
import type { GuestList, GuestListQuery, GuestListRow } from '@jaunt/domain'
import type { GetListParams, UpdateParams } from 'react-admin'
import { answerOf } from '../../data/answerOf'
import type { ResourceOverrides } from '../../data/overrides'

/** What the guest list's page passes as its list filter: the activity and the departure. */
export type GuestListFilter = GuestListQuery & { tour_id: number }

/** The day's departures, the activity's name and the next date with a departure, beside the rows. */
export type GuestListMeta = Omit<GuestList, 'data'>

/**
 * The `guest-list` resource: its list is the spec's POST `guest-list/{tourId}` (the whole departure,
 * no pages), and an update of `checkin_status` is the spec's `update-check-in/{id}?checkin_status=`.
 */
export function guestListOverrides(api: ApiClient): ResourceOverrides {
  return {
    'guest-list': {
      getList: async (_resource, { filter, signal }: GetListParams) => {
        const { tour_id, ...body } = filter as GuestListFilter
        const { data, ...meta } = await answerOf(
          api.POST('/booking/v1/reservation/guest-list/{tourId}', {
            params: { path: { tourId: tour_id } },
            body,
            signal,
          }),
        )
        return { data, total: data.length, meta }
      },
      update: async (_resource, { id, data }: UpdateParams<GuestListRow>) => {
        const params = { path: { id: Number(id) }, query: { checkin_status: Number(data.checkin_status) } }
        return { data: await answerOf(api.POST('/booking/v1/reservation/update-check-in/{id}', { params })) }
      },
    },
  } as ResourceOverrides
}
