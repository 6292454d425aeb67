import { apiOf } from '@jaunt/api-client/admin'
import { dataOf, type HttpClient } from '@jaunt/api-client'
import { icalExportSchema, icalLinkSchema, type IcalExport, type IcalLink } from '@jaunt/domain'

/** The page's list resource: simple-rest as it is, at `GET /core/v1/tools/external-sync`. */
export const EXTERNAL_SYNC_RESOURCE = 'tools/external-sync'

const room = (id: number) => ({ params: { path: { id } } })

export const getIcalLink = async (client: HttpClient, id: number): Promise<IcalLink> =>
  icalLinkSchema.parse(await dataOf(apiOf(client).GET('/core/v1/hotel-room-types/{id}/ical-link', room(id))))

export const saveIcalLink = async (client: HttpClient, id: number, url: string): Promise<IcalLink> =>
  icalLinkSchema.parse(
    await dataOf(
      apiOf(client).PUT('/core/v1/hotel-room-types/{id}/ical-link', { ...room(id), body: { url } }),
    ),
  )

export const deleteIcalLink = async (client: HttpClient, id: number): Promise<IcalLink> =>
  icalLinkSchema.parse(
    await dataOf(apiOf(client).DELETE('/core/v1/hotel-room-types/{id}/ical-link', room(id))),
  )

export const syncIcalLink = async (client: HttpClient, id: number): Promise<IcalLink> =>
  icalLinkSchema.parse(
    await dataOf(apiOf(client).POST('/core/v1/hotel-room-types/{id}/ical-link/sync', room(id))),
  )

export const getIcalExport = async (client: HttpClient, id: number): Promise<IcalExport> =>
  icalExportSchema.parse(
    await dataOf(apiOf(client).GET('/core/v1/hotel-room-types/{id}/ical-export', room(id))),
  )

export const rotateIcalExport = async (client: HttpClient, id: number): Promise<IcalExport> =>
  icalExportSchema.parse(
    await dataOf(apiOf(client).POST('/core/v1/hotel-room-types/{id}/ical-export', room(id))),
  )

/** Admins: read one room type's feed now. */
export const syncRoomTypeFeed = async (client: HttpClient, id: number): Promise<IcalLink> =>
  icalLinkSchema.parse(await dataOf(apiOf(client).POST('/core/v1/tools/external-sync/{id}/sync', room(id))))
