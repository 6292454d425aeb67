import type { EmbedSettings } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import type { AppUser } from '../../db/schema.js'
import { getSiteForUser } from './partner-sites.service.js'
import { schemeOf } from './site-mapping.js'

const settingsOf = (site: { id: number; allowed_origins: string[] }, appHost: string): EmbedSettings => ({
  site_id: site.id,
  allowed_origins: site.allowed_origins,
  loader_url: `${schemeOf(appHost)}://${appHost}/widget/v1/jaunt.js`,
})

export async function readEmbedSettings(db: DB, user: AppUser, siteId: number, appHost: string) {
  return settingsOf(await getSiteForUser(db, user, siteId), appHost)
}

export async function saveAllowedOrigins(
  db: DB,
  user: AppUser,
  siteId: number,
  origins: string[],
  appHost: string,
) {
  await getSiteForUser(db, user, siteId)
  const site = await db
    .updateTable('partner_site')
    .set({ allowed_origins: origins })
    .where('id', '=', siteId)
    .returning(['id', 'allowed_origins'])
    .executeTakeFirstOrThrow()
  return settingsOf(site, appHost)
}
