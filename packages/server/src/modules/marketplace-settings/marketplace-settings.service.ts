import {
  DEFAULT_LOCALE,
  MARKETPLACE_SETTING_DEFAULTS,
  MARKETPLACE_SETTING_GROUPS,
  marketplaceEnabledLanguages,
  type MarketplaceLanguageSettings,
  type MarketplacePublicSettings,
  type MarketplaceSettingGroup,
} from '@jaunt/domain'
import type { z } from 'zod'
import type { DB } from '../../db/database.js'

type GroupValue<G extends MarketplaceSettingGroup> = z.output<(typeof MARKETPLACE_SETTING_GROUPS)[G]>

/**
 * One group as stored, else its defaults. A stored value is read through today's schema, so a field
 * added since it was saved gets its default instead of being missing.
 */
export async function readSettingsGroup<G extends MarketplaceSettingGroup>(
  db: DB,
  group: G,
): Promise<GroupValue<G>> {
  const row = await db
    .selectFrom('marketplace_setting')
    .select('value')
    .where('settings_group', '=', group)
    .executeTakeFirst()
  if (!row) return MARKETPLACE_SETTING_DEFAULTS[group]
  const parsed = MARKETPLACE_SETTING_GROUPS[group].safeParse(row.value)
  return (parsed.success ? parsed.data : MARKETPLACE_SETTING_DEFAULTS[group]) as GroupValue<G>
}

/** Replaces one group whole; the route has checked it against the group's schema. */
export async function saveSettingsGroup<G extends MarketplaceSettingGroup>(
  db: DB,
  group: G,
  value: GroupValue<G>,
) {
  const json = JSON.stringify(value)
  await db
    .insertInto('marketplace_setting')
    .values({ settings_group: group, value: json })
    .onConflict((conflict) =>
      conflict.column('settings_group').doUpdateSet({ value: json, updated_at: new Date() }),
    )
    .execute()
  return readSettingsGroup(db, group)
}

/** The languages guests may pick, in the admin's order; English is always among them. */
export async function enabledMarketplaceLanguages(db: DB) {
  const settings: MarketplaceLanguageSettings = await readSettingsGroup(db, 'languages')
  const enabled = marketplaceEnabledLanguages(settings)
  return enabled.includes(DEFAULT_LOCALE) ? enabled : [DEFAULT_LOCALE, ...enabled]
}

/** What every hosted site reads: names, contacts, tracker ids, checkout features, preamble, languages. */
export async function publicMarketplaceSettings(db: DB): Promise<MarketplacePublicSettings> {
  const [site, contacts, analytics, checkout, preamble, languages] = await Promise.all([
    readSettingsGroup(db, 'site'),
    readSettingsGroup(db, 'contacts'),
    readSettingsGroup(db, 'analytics'),
    readSettingsGroup(db, 'checkout'),
    readSettingsGroup(db, 'main-preamble'),
    enabledMarketplaceLanguages(db),
  ])
  return { site, contacts, analytics, checkout, preamble, languages }
}
