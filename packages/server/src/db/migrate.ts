import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely'
import type { DB } from './database.js'
import * as foundation from './migrations/0001_foundation.js'
import * as catalogue from './migrations/0002_catalogue.js'
import * as cart from './migrations/0003_cart.js'
import * as legalText from './migrations/0004_legal_text.js'
import * as checkout from './migrations/0005_checkout.js'
import * as commission from './migrations/0006_commission.js'
import * as customerArea from './migrations/0007_customer_area.js'
import * as sitePages from './migrations/0008_site_pages.js'
import * as rateLimit from './migrations/0009_rate_limit.js'
import * as tokenVersion from './migrations/0010_token_version.js'
import * as legalTextLocale from './migrations/0011_legal_text_locale.js'
import * as tourOptionDetails from './migrations/0012_tour_option_details.js'
import * as tourTicketLimits from './migrations/0013_tour_ticket_limits.js'
import * as upload from './migrations/0014_upload.js'
import * as tourTaxonomy from './migrations/0015_tour_taxonomy.js'
import * as voucherCodesAndMapping from './migrations/0016_voucher_codes_and_mapping.js'
import * as tourSettings from './migrations/0017_tour_settings.js'
import * as productDetails from './migrations/0018_product_details.js'
import * as bookingQuestions from './migrations/0019_booking_questions.js'
import * as guestCheckIn from './migrations/0021_guest_check_in.js'
import * as bulkCancellation from './migrations/0022_bulk_cancellation.js'
import * as siteApproval from './migrations/0024_site_approval.js'
import * as destinationBoxes from './migrations/0025_destination_boxes.js'
import * as hotelEditing from './migrations/0026_hotel_editing.js'
import * as userManagement from './migrations/0029_user_management.js'
import * as chatbot from './migrations/0033_chatbot.js'
import * as terminals from './migrations/0035_terminals.js'
import * as reservationHistory from './migrations/0037_reservation_history.js'
import * as chatbotTrigrams from './migrations/0038_chatbot_trigrams.js'
import * as signUp from './migrations/0042_sign_up.js'
import * as earnings from './migrations/0045_earnings.js'
import * as sitePageDrafts from './migrations/0046_site_page_drafts.js'
import * as packageEditing from './migrations/0047_package_editing.js'
import * as userInvitation from './migrations/0050_user_invitation.js'
import * as terminalConnect from './migrations/0051_terminal_connect.js'
import * as packageComponentsBooked from './migrations/0052_package_components_booked.js'
import * as marketplaceSettings from './migrations/0054_marketplace_settings.js'
import * as categoriesCommission from './migrations/0055_categories_commission.js'
import * as siteWidgets from './migrations/0061_site_widgets.js'
import * as contentApiTokens from './migrations/0062_content_api_tokens.js'
import * as backOfficeAlerts from './migrations/0063_back_office_alerts.js'
import * as productFeatureTypes from './migrations/0066_product_feature_types.js'
import * as businessTypes from './migrations/0070_business_types.js'
import * as marketplaceSeo from './migrations/0071_marketplace_seo.js'
import * as mailTextOverrides from './migrations/0072_mail_text_overrides.js'
import * as packageBookingRules from './migrations/0073_package_booking_rules.js'
import * as partnerSiteChanges from './migrations/0074_partner_site_changes.js'
import * as serviceDataJobs from './migrations/0075_service_data_jobs.js'
import * as supplierConsents from './migrations/0076_supplier_consents.js'
import * as appUserLocale from './migrations/0077_app_user_locale.js'
import * as icalSync from './migrations/0078_ical_sync.js'
import * as earningPayouts from './migrations/0079_earning_payouts.js'
import * as autoTranslation from './migrations/0080_auto_translation.js'
import * as logInAsExit from './migrations/0081_log_in_as_exit.js'
import * as payoutReversal from './migrations/0082_payout_reversal.js'
import * as autoTranslationErrorCodes from './migrations/0083_auto_translation_error_codes.js'
import * as marketplaceCurrency from './migrations/0084_marketplace_currency.js'
import * as packageRefund from './migrations/0085_package_refund.js'
import * as packageEarnings from './migrations/0086_package_earnings.js'
import * as ownPayoutAccount from './migrations/0087_own_payout_account.js'
import * as searchDocument from './migrations/0089_search_document.js'
import * as chatbotAnswerCancel from './migrations/0091_chatbot_answer_cancel.js'
import * as searchGeneration from './migrations/0092_search_generation.js'

/** Migrations are imported statically so the bundled server carries them. Add new ones in order. */
const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_catalogue': catalogue,
  '0003_cart': cart,
  '0004_legal_text': legalText,
  '0005_checkout': checkout,
  '0006_commission': commission,
  '0007_customer_area': customerArea,
  '0008_site_pages': sitePages,
  '0009_rate_limit': rateLimit,
  '0010_token_version': tokenVersion,
  '0011_legal_text_locale': legalTextLocale,
  '0012_tour_option_details': tourOptionDetails,
  '0013_tour_ticket_limits': tourTicketLimits,
  '0014_upload': upload,
  '0015_tour_taxonomy': tourTaxonomy,
  '0016_voucher_codes_and_mapping': voucherCodesAndMapping,
  '0017_tour_settings': tourSettings,
  '0018_product_details': productDetails,
  '0019_booking_questions': bookingQuestions,
  '0021_guest_check_in': guestCheckIn,
  '0022_bulk_cancellation': bulkCancellation,
  '0024_site_approval': siteApproval,
  '0025_destination_boxes': destinationBoxes,
  '0026_hotel_editing': hotelEditing,
  '0029_user_management': userManagement,
  '0033_chatbot': chatbot,
  '0035_terminals': terminals,
  '0037_reservation_history': reservationHistory,
  '0038_chatbot_trigrams': chatbotTrigrams,
  '0042_sign_up': signUp,
  '0045_earnings': earnings,
  '0046_site_page_drafts': sitePageDrafts,
  '0047_package_editing': packageEditing,
  '0050_user_invitation': userInvitation,
  '0051_terminal_connect': terminalConnect,
  '0052_package_components_booked': packageComponentsBooked,
  '0054_marketplace_settings': marketplaceSettings,
  '0055_categories_commission': categoriesCommission,
  '0061_site_widgets': siteWidgets,
  '0062_content_api_tokens': contentApiTokens,
  '0063_back_office_alerts': backOfficeAlerts,
  '0066_product_feature_types': productFeatureTypes,
  '0070_business_types': businessTypes,
  '0071_marketplace_seo': marketplaceSeo,
  '0072_mail_text_overrides': mailTextOverrides,
  '0073_package_booking_rules': packageBookingRules,
  '0074_partner_site_changes': partnerSiteChanges,
  '0075_service_data_jobs': serviceDataJobs,
  '0076_supplier_consents': supplierConsents,
  '0077_app_user_locale': appUserLocale,
  '0078_ical_sync': icalSync,
  '0079_earning_payouts': earningPayouts,
  '0080_auto_translation': autoTranslation,
  '0081_log_in_as_exit': logInAsExit,
  '0082_payout_reversal': payoutReversal,
  '0083_auto_translation_error_codes': autoTranslationErrorCodes,
  '0084_marketplace_currency': marketplaceCurrency,
  '0085_package_refund': packageRefund,
  '0086_package_earnings': packageEarnings,
  '0087_own_payout_account': ownPayoutAccount,
  '0089_search_document': searchDocument,
  '0091_chatbot_answer_cancel': chatbotAnswerCancel,
  '0092_search_generation': searchGeneration,
}

const provider: MigrationProvider = { getMigrations: async () => migrations }

/**
 * Whether the database has run exactly the migrations this code carries: then there is nothing to do, and
 * Kysely's migrator is not started. It reads the schema of every table (twice, to find its own two tables),
 * which took most of a start-up on existing data (PGlite). Any other state, newer or older, goes through it.
 */
async function upToDate(db: DB) {
  const { rows: found } = await sql<{ present: boolean }>`select to_regclass('kysely_migration') is not null
    as present`.execute(db)
  if (!found[0]?.present) return false
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db)
  const known = Object.keys(migrations)
  return rows.length === known.length && rows.every((row) => row.name in migrations)
}

export async function migrateToLatest(db: DB) {
  if (await upToDate(db)) return []
  // Parallel work takes numbers out of order (0073 landed after 0077), and a database migrated before a
  // late lower number must still take it.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((result) => result.status === 'Error')
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : ''
    throw new Error(
      `Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  return results?.map((result) => result.migrationName) ?? []
}
