import { dataOf, type HttpClient } from '@jaunt/api-client'
import { siteChangeHistoryRowSchema, type SiteChangeHistoryRow } from '@jaunt/domain'

/** A site's editing requests, newest first, as its partner sees them. */
export async function siteChangeHistory(client: HttpClient, siteId: number): Promise<SiteChangeHistoryRow[]> {
  if (!client.api) throw new Error("The request history needs the admin session's client")
  const path = '/core/v1/partner-sites/{id}/general-settings/changes'
  const body = await dataOf(client.api.GET(path, { params: { path: { id: siteId } } }))
  return siteChangeHistoryRowSchema.array().parse(body.data)
}
