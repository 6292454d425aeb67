import { Policy, UserRole, siteSettingsSchema } from '@jaunt/domain'
import { DEMO_SUPPLIERS } from './catalogue/demo-data.js'
import { sql } from 'kysely'
import type { DB } from '../db/database.js'
import { hashPassword } from '../modules/auth/passwords.js'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.js'
import { seedDestinationBoxes } from './demo-destinations.js'
import { seedSitePages } from './demo-pages.js'
import { seedChatbot } from './demo-chatbot.js'
import { seedPendingUsers } from './demo-pending-users.js'
import { seedSiteChanges } from './demo-site-changes.js'
import { DEMO_SITES } from './demo-sites.js'
import { DEMO_GUEST_LEGAL_TEXTS, DEMO_TERMS } from './legal-texts.js'
import { seedTaxCategories } from './tax-categories.js'
import { seedBusinessTypes } from './business-types.js'
import { seedCatalogue } from './catalogue/seed-catalogue.js'
import { seedPackageOwners } from './demo-package-owners.js'
import { seedFeatureTypes } from './demo-feature-types.js'
import { seedSupplierConsents } from './demo-supplier-consents.js'
import { seedDemoBookings } from './demo-bookings/index.js'
import type { BookingSettings } from './demo-bookings/book.js'

export interface SeedOptions {
  /** Last month's bookings, made through the booking paths (`npm start`, `npm run seed`). Tests seed without
   * them: each test books what it counts; `demo-bookings.test.ts` books them on its own database. */
  bookings?: BookingSettings
}

/** Fills an empty database with the demo marketplace; a database that has users is left alone. */
export async function seedDemo(db: DB, options: SeedOptions = {}): Promise<boolean> {
  // Reference rows every marketplace needs, also in a demo database seeded before they existed.
  await seedTaxCategories(db)
  await seedBusinessTypes(db)
  const { count } = await db
    .selectFrom('app_user')
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow()
  if (count > 0) return false

  const passwordHash = await hashPassword(DEMO_PASSWORD)
  await db.transaction().execute(async (trx) => {
    const ids = new Map<string, number>()
    for (const account of DEMO_ACCOUNTS) {
      const parentId = account.parent ? ids.get(account.parent) : undefined
      const { id } = await trx
        .insertInto('app_user')
        .values({
          name: account.name,
          email: account.email,
          password_hash: passwordHash,
          role_ids: account.roles,
          policies: account.policies,
          parent_user_id: parentId ?? null,
          first_time_login: account.first_time_login ?? false,
          terms_and_condition_accepted: account.terms_and_condition_accepted ?? true,
          terms_accepted_at: account.terms_and_condition_accepted === false ? null : new Date(),
          country_code: account.country_code,
          user_currency_type: account.user_currency_type,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      ids.set(account.key, id)
    }
    for (const supplier of DEMO_SUPPLIERS) {
      const { id } = await trx
        .insertInto('app_user')
        .values({
          name: supplier.name,
          email: supplier.email,
          password_hash: passwordHash,
          role_ids: [UserRole.Supplier],
          policies: [Policy.ACTIVITY_MODULE, Policy.ACCOMMODATION_MODULE],
          terms_and_condition_accepted: true,
          terms_accepted_at: new Date(),
          country_code: supplier.country_code,
          user_currency_type: supplier.user_currency_type,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      ids.set(supplier.key, id)
    }
    const siteIds = new Map<string, number>()
    for (const site of DEMO_SITES) {
      const settings = siteSettingsSchema.parse(site.settings)
      const { id } = await trx
        .insertInto('partner_site')
        .values({
          owner_user_id: ids.get(site.owner)!,
          name: site.name,
          sub_domain: site.sub_domain,
          domain: null,
          partner_share_percent: site.partner_share_percent,
          merchant_of_record: JSON.stringify(site.merchant_of_record),
          general_settings: JSON.stringify(settings.general_settings),
          redirection_settings: JSON.stringify(settings.redirection_settings),
          script_settings: JSON.stringify(settings.script_settings),
          theme_settings: JSON.stringify(settings.theme_settings),
          header_settings: JSON.stringify(settings.header_settings),
          footer_settings: JSON.stringify(settings.footer_settings),
          booking_flow_settings: JSON.stringify(settings.booking_flow_settings),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      siteIds.set(site.sub_domain, id)
    }
    const serviceIds = await seedCatalogue(trx, ids, siteIds)
    await seedPackageOwners(trx)
    await seedSupplierConsents(trx)
    await seedFeatureTypes(trx)
    const boxIds = await seedDestinationBoxes(trx, serviceIds)
    await seedSitePages(trx, siteIds, serviceIds, boxIds)
    await seedChatbot(trx, siteIds)
    await seedPendingUsers(trx, passwordHash)
    await seedSiteChanges(trx, siteIds, ids.get('admin')!)
    await trx
      .insertInto('legal_text')
      .values([
        { kind: 'terms-and-conditions', version: 1, ...DEMO_TERMS },
        ...Object.entries(DEMO_GUEST_LEGAL_TEXTS).flatMap(([locale, { privacy, terms }]) => [
          { kind: 'privacy-policy' as const, locale, version: 1, ...privacy },
          { kind: 'terms-of-use' as const, locale, version: 1, ...terms },
        ]),
      ])
      .execute()
  })
  // After the commit: the booking paths open transactions of their own.
  if (options.bookings) await seedDemoBookings(db, options.bookings)
  return true
}
