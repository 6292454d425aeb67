import type { generalSettingsInputSchema } from '@jaunt/domain'
import {
  ApprovalStatus,
  DEFAULT_THEME,
  HeaderType,
  PaymentMethod,
  Status,
  canCreatePartnerSite,
  type GeneralSettings,
  type GeneralSettingsRecord,
  type SiteSettingGroup,
  type SiteChangePending,
  type SiteSettings,
} from '@jaunt/domain'
import type { z } from 'zod'
import type { DB } from '../../db/database.js'
import type { AppUser, PartnerSiteRow, PartnerSiteTable } from '../../db/schema.js'
import { ApiError } from '../../lib/errors.js'
import { getSiteForUser, siteOwnerId } from './partner-sites.service.js'
import { assertAddressFree } from './site-address.js'
import { pendingChangeOf, requestSiteChange } from './site-change.service.js'
import { sanitizeScripts } from './site-scripts.js'

type GeneralSettingsInput = z.output<typeof generalSettingsInputSchema>

export function toGeneralSettings(
  row: PartnerSiteRow,
  pendingChange: SiteChangePending | null = null,
): GeneralSettingsRecord {
  const general = row.general_settings as GeneralSettings
  return {
    id: row.id,
    name: row.name,
    company_name: general.company_name,
    sub_domain: row.sub_domain,
    domain: row.domain,
    favicon_icon: general.favicon_icon,
    language: general.language,
    primary_page_id: general.primary_page_id,
    approval_status: row.approval_status,
    rejection_reason: row.rejection_reason,
    pending_change: pendingChange,
  }
}

const generalJson = (input: GeneralSettingsInput): GeneralSettings => ({
  company_name: input.company_name,
  favicon_icon: input.favicon_icon,
  language: input.language,
  primary_page_id: input.primary_page_id,
  sub_domain: input.sub_domain,
  domain: input.domain,
})

function newSiteSettings(): Omit<SiteSettings, 'general_settings'> {
  return {
    redirection_settings: { is_redirect_search_page: false, redirect_to_service: null },
    script_settings: { head_scripts: '', footer_scripts: '' },
    theme_settings: DEFAULT_THEME,
    header_settings: {
      header_type: HeaderType.Fixed,
      black_logo: null,
      white_logo: null,
      disable_cart: false,
      disable_language_dropdown: false,
    },
    footer_settings: {
      use_goto_hub_privacy: true,
      footer_background_color: '#0B2A5B',
      footer_font_color: '#FFFFFF',
      widgets: [],
    },
    booking_flow_settings: { process_single_cart_item: false },
  }
}

/** A new site waits for an admin's approval; until then it is not public. */
export async function createSite(db: DB, user: AppUser, input: GeneralSettingsInput) {
  const ownerId = siteOwnerId(user)
  const { count } = await db
    .selectFrom('partner_site')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('owner_user_id', '=', ownerId)
    .executeTakeFirstOrThrow()
  const creation = canCreatePartnerSite(Number(count), user.policies)
  if (!creation.allowed) throw new ApiError(409, creation.message)
  await assertAddressFree(db, input, null)
  const settings = newSiteSettings()
  const row = await db
    .insertInto('partner_site')
    .values({
      owner_user_id: ownerId,
      name: input.name,
      sub_domain: input.sub_domain,
      domain: input.domain,
      status: Status.Active,
      approval_status: ApprovalStatus.Pending,
      merchant_of_record: JSON.stringify({ type: 'marketplace', payment_method: [PaymentMethod.NoPayment] }),
      general_settings: JSON.stringify(generalJson(input)),
      redirection_settings: JSON.stringify(settings.redirection_settings),
      script_settings: JSON.stringify(settings.script_settings),
      theme_settings: JSON.stringify(settings.theme_settings),
      header_settings: JSON.stringify(settings.header_settings),
      footer_settings: JSON.stringify(settings.footer_settings),
      booking_flow_settings: JSON.stringify(settings.booking_flow_settings),
    })
    .returningAll()
    .executeTakeFirstOrThrow()
  return toGeneralSettings(row)
}

export async function readGeneralSettings(db: DB, user: AppUser, siteId: number) {
  const site = await getSiteForUser(db, user, siteId)
  return toGeneralSettings(site, await pendingChangeOf(db, site.id))
}

/**
 * A rejected site that its partner corrects goes back to the admin. A live site's name and addresses
 * are public, so a change to them becomes an editing request for the admin; the rest saves at once.
 */
export async function saveGeneralSettings(
  db: DB,
  user: AppUser,
  siteId: number,
  input: GeneralSettingsInput,
) {
  const site = await getSiteForUser(db, user, siteId)
  await assertAddressFree(db, input, siteId)
  const resubmitted = site.approval_status === ApprovalStatus.Reject
  const live = site.approval_status === ApprovalStatus.Active
  const address = live ? { name: site.name, sub_domain: site.sub_domain, domain: site.domain } : input
  return db.transaction().execute(async (trx) => {
    if (live) await requestSiteChange(trx, user, site, input)
    const row = await trx
      .updateTable('partner_site')
      .set({
        name: address.name,
        sub_domain: address.sub_domain,
        domain: address.domain,
        general_settings: JSON.stringify(generalJson({ ...input, ...address })),
        ...(resubmitted ? { approval_status: ApprovalStatus.Pending, rejection_reason: null } : {}),
        updated_at: new Date(),
      })
      .where('id', '=', site.id)
      .returningAll()
      .executeTakeFirstOrThrow()
    return toGeneralSettings(row, await pendingChangeOf(trx, site.id))
  })
}

type JsonColumn = keyof PartnerSiteTable &
  (
    | 'redirection_settings'
    | 'script_settings'
    | 'header_settings'
    | 'footer_settings'
    | 'booking_flow_settings'
    | 'merchant_of_record'
    | 'theme_settings'
  )

const COLUMNS: Record<Exclude<SiteSettingGroup, 'allowed-origins'>, JsonColumn> = {
  redirection: 'redirection_settings',
  script: 'script_settings',
  header: 'header_settings',
  footer: 'footer_settings',
  'booking-flow': 'booking_flow_settings',
  'merchant-of-record': 'merchant_of_record',
  theme: 'theme_settings',
}

function groupOf(row: PartnerSiteRow, group: SiteSettingGroup): unknown {
  if (group === 'allowed-origins') return { allowed_origins: row.allowed_origins }
  return row[COLUMNS[group]]
}

export async function readSettingsGroup(db: DB, user: AppUser, siteId: number, group: SiteSettingGroup) {
  return groupOf(await getSiteForUser(db, user, siteId), group)
}

/** Replaces one group whole; allowed origins and domains are read per request, so CORS follows at once. */
export async function saveSettingsGroup(
  db: DB,
  user: AppUser,
  siteId: number,
  group: SiteSettingGroup,
  value: unknown,
) {
  const site = await getSiteForUser(db, user, siteId)
  const query = db.updateTable('partner_site').where('id', '=', site.id)
  const changed =
    group === 'allowed-origins'
      ? query.set({ allowed_origins: (value as { allowed_origins: string[] }).allowed_origins })
      : query.set({
          [COLUMNS[group]]: JSON.stringify(
            group === 'script' ? sanitizeScripts(value as SiteSettings['script_settings']) : value,
          ),
        })
  const row = await changed.set({ updated_at: new Date() }).returningAll().executeTakeFirstOrThrow()
  return groupOf(row, group)
}
