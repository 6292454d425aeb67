import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely'
import type { BookingAnswer, BookingQuestion, Locale } from '@jaunt/domain'

type CreatedAt = ColumnType<Date, Date | string | undefined, never>
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>
type Json<T> = ColumnType<T, string, string>

export interface AppUserTable {
  id: Generated<number>
  name: string
  email: string
  password_hash: string
  role_ids: ColumnType<number[], number[] | undefined, number[]>
  policies: ColumnType<string[], string[] | undefined, string[]>
  parent_user_id: number | null
  can_login: ColumnType<boolean, boolean | undefined, boolean>
  first_time_login: ColumnType<boolean, boolean | undefined, boolean>
  terms_and_condition_accepted: ColumnType<boolean, boolean | undefined, boolean>
  terms_accepted_at: Date | null
  country_code: string
  user_currency_type: string
  is_zaui_stay_user: ColumnType<boolean, boolean | undefined, boolean>
  profile_pic_url: string | null
  accepted_terms_id: ColumnType<number | null, number | null | undefined, number | null>
  approval_status: ColumnType<number, number | undefined, number>
  /** Set when an admin deletes the user; the row stays for their products and bookings. */
  deleted_at: ColumnType<Date | null, Date | null | undefined, Date | null>
  /** Stamped in every access token; a token with an older one is refused. */
  token_version: ColumnType<number, number | undefined, number>
  /** The kind of business the user runs (Selects › Business types). */
  business_type_id: ColumnType<number | null, number | null | undefined, number | null>
  /** The language of the user's mails (one of LOCALES): set at sign-up, on creation, at each login. */
  locale: ColumnType<Locale, Locale | undefined, Locale>
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export interface RefreshTokenTable {
  id: string
  family_id: string
  user_id: number
  token_hash: string
  impersonator_id: number | null
  expires_at: Date
  used_at: Date | null
  revoked_at: Date | null
  created_at: CreatedAt
}

export interface LoginAttemptTable {
  id: Generated<number>
  email: string
  ip: string
  succeeded: boolean
  created_at: CreatedAt
}

export interface ImpersonationAuditTable {
  id: Generated<number>
  admin_user_id: number
  target_user_id: number
  ip: string
  created_at: CreatedAt
  /** The log-in-as session's refresh-token family (migration 0081); its logout ends the row. */
  family_id: ColumnType<string | null, string | null | undefined, never>
  ended_at: ColumnType<Date | null, never, Date>
}

export interface PartnerSiteTable {
  id: Generated<number>
  owner_user_id: number
  name: string
  sub_domain: string
  domain: string | null
  status: ColumnType<number, number | undefined, number>
  approval_status: ColumnType<number, number | undefined, number>
  merchant_of_record: Json<unknown>
  general_settings: Json<unknown>
  redirection_settings: Json<unknown>
  script_settings: Json<unknown>
  theme_settings: Json<unknown>
  header_settings: Json<unknown>
  footer_settings: Json<unknown>
  booking_flow_settings: Json<unknown>
  allowed_origins: ColumnType<string[], string[] | undefined, string[]>
  partner_share_percent: ColumnType<number, number | undefined, number>
  /** Why an admin rejected the site (migration 0024). */
  rejection_reason: ColumnType<string | null, string | null | undefined, string | null>
  created_at: CreatedAt
  updated_at: UpdatedAt
}

type Translations = Json<Record<string, string>>

/** A product picture; its alt text per language (a plain string is one stored before alt texts had languages). */
export interface ProductImage {
  url: string
  alt: Record<string, string> | string
}
type NumericColumn = ColumnType<number, number | string, number | string>
type DateColumn = ColumnType<string, string, string>

export interface LocationTable {
  id: Generated<number>
  slug: string
  name: Translations
  country_code: string
  time_zone: string
  lat: number
  lng: number
}

export interface CategoryTable {
  id: Generated<number>
  parent_id: number | null
  slug: string
  name: Translations
  commission_percent: ColumnType<number | null, number | null | undefined, number | null>
  position: ColumnType<number, number | undefined, number>
}

/** One row: the marketplace's commission when no category of a product sets one. */
export interface MarketplaceCommissionTable {
  id: ColumnType<boolean, boolean | undefined, never>
  default_percent: ColumnType<number, number, number>
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>
}

export interface TagTable {
  id: Generated<number>
  slug: string
  name: Translations
}

export interface MarketplaceCurrencyTable {
  code: string
  enabled: ColumnType<boolean, boolean | undefined, boolean>
  created_at: ColumnType<Date, Date | string | undefined, never>
}

export interface TaxCategoryTable {
  id: Generated<number>
  slug: string
  name: Translations
  rate: NumericColumn
}

/** A period in which a product is sold; a product without any is sold all year. */
export interface ServiceSeasonTable {
  id: Generated<number>
  service_id: number
  from_date: DateColumn
  to_date: DateColumn
}

export interface FeatureTable {
  id: Generated<number>
  slug: string
  name: Translations
  icon: ColumnType<string, string | undefined, string>
  most_popular: ColumnType<boolean, boolean | undefined, boolean>
  feature_type_id: ColumnType<number | null, number | null | undefined, number | null>
}

/** What groups product features ("Facilities", "Accessibility"): a name per language. */
export interface FeatureTypeTable {
  id: Generated<number>
  name: Translations
}

export interface CancellationPolicyTable {
  id: Generated<number>
  owner_user_id: number | null
  name: string
  entries: Json<{ hours: number; refund_percentage: number }[]>
}

/** A supplier's consent to partners selling their products in packages (migration 0076). */
export interface SupplierConsentTable {
  id: Generated<number>
  supplier_user_id: number
  name: string
  all_services: boolean
  /** `YYYY-MM-DD` days, both included; none is open-ended. */
  valid_from: ColumnType<string | null, string | null, string | null>
  valid_to: ColumnType<string | null, string | null, string | null>
  terms: ColumnType<string, string | undefined, string>
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export interface SupplierConsentMappingTable {
  id: Generated<number>
  supplier_consent_id: number
  service_id: number
}

export interface ServiceTable {
  id: Generated<number>
  supplier_user_id: number
  service_type: number
  product_type: number | null
  status: ColumnType<number, number | undefined, number>
  is_private: ColumnType<boolean, boolean | undefined, boolean>
  product_code: string
  location_id: number | null
  address: ColumnType<string, string | undefined, string>
  lat: number
  lng: number
  currency_code: string
  lowest_price: ColumnType<number | null, number | string | null | undefined, number | string | null>
  rating: ColumnType<number, number | string | undefined, number | string>
  review_count: ColumnType<number, number | undefined, number>
  duration_minutes: number | null
  min_booking: ColumnType<number, number | undefined, number>
  checkin_time: string | null
  checkout_time: string | null
  cancellation_policy_id: number | null
  tax_category_id: ColumnType<number | null, number | null | undefined, number | null>
  prices_include_tax: ColumnType<boolean, boolean | undefined, boolean>
  channel_manager_id: ColumnType<number | null, number | null | undefined, number | null>
  external_product_code: ColumnType<string, string | undefined, string>
  images: Json<ProductImage[]>
  /** A rental's, restaurant's or attraction's own fields (migration 0018). */
  details: ColumnType<unknown, string | undefined, string>
  /** The text mailed to guests with their confirmation, per language. */
  special_instruction: ColumnType<Record<string, string>, string | undefined, string>
  /** The questions asked of the guest at checkout (migration 0019). */
  booking_questions: ColumnType<BookingQuestion[], string | undefined, string>
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export interface ServiceTranslationTable {
  service_id: number
  locale: string
  name: string
  short_description: string
  description: string
  meeting_point: ColumnType<string, string | undefined, string>
  highlights: Json<string[]>
  search_vector: ColumnType<string, unknown, unknown>
  /** A machine wrote these texts (Tools › Auto-translation, migration 0080); a person's edit clears it. */
  machine_translated: ColumnType<boolean, boolean | undefined, boolean>
}

export interface ServiceCategoryTable {
  service_id: number
  category_id: number
}
export interface ServiceTagTable {
  service_id: number
  tag_id: number
}
export interface ServiceFeatureTable {
  service_id: number
  feature_id: number
}

/** A titled section of an activity's page; `body` is sanitised HTML. */
export interface TourCustomSectionTable {
  id: Generated<number>
  service_id: number
  position: ColumnType<number, number | undefined, number>
  texts: ColumnType<Record<string, { title: string; body: string }>, string, string>
}

export interface ServiceRecommendationTable {
  service_id: number
  recommended_service_id: number
  position: ColumnType<number, number | undefined, number>
}

/** A place of the marketplace kept by admins; its slider's products are rows of destination_box_service. */
export interface DestinationBoxTable {
  id: Generated<number>
  slug: string
  name: ColumnType<Record<string, string>, string, string>
  image_url: string | null
  created_at: CreatedAt
}

export interface DestinationBoxServiceTable {
  box_id: number
  service_id: number
  position: ColumnType<number, number | undefined, number>
}

export interface TourOptionTable {
  id: Generated<number>
  service_id: number
  name: Translations
  position: ColumnType<number, number | undefined, number>
  duration_minutes: ColumnType<number | null, number | null | undefined, number | null>
  meeting_point: ColumnType<MeetingPoint, string | undefined, string>
  start_times: ColumnType<string[], string[] | undefined, string[]>
  cut_off_minutes: ColumnType<number, number | undefined, number>
  external_option_code: ColumnType<string, string | undefined, string>
}

/** Where guests meet for an option: an address and, when set, a pin on the map. */
export interface MeetingPoint {
  address?: string
  lat?: number | null
  lng?: number | null
}

export interface TourTicketTable {
  id: Generated<number>
  option_id: number
  guest_type: string
  price: NumericColumn
  price_type: ColumnType<number, number | undefined, number>
  member_count: ColumnType<number, number | undefined, number>
  position: ColumnType<number, number | undefined, number>
  min_per_booking: ColumnType<number, number | undefined, number>
  max_per_booking: ColumnType<number | null, number | null | undefined, number | null>
}

/** A code pre-loaded for a ticket; `reservation_id` is set once a confirmed booking took it. */
export interface VoucherCodeTable {
  id: Generated<number>
  ticket_id: number
  code: string
  valid_until: ColumnType<string | null, string | null | undefined, string | null>
  reservation_id: ColumnType<number | null, number | null | undefined, number | null>
  created_at: CreatedAt
}

export interface ChannelManagerTable {
  id: Generated<number>
  code: string
  name: string
}

export interface TourSlotTable {
  id: Generated<number>
  option_id: number
  date: DateColumn
  start_time: string
  allotment: number
  booked: ColumnType<number, number | undefined, number>
  held: ColumnType<number, number | undefined, number>
  cut_off_minutes: ColumnType<number, number | undefined, number>
  status: ColumnType<number, number | undefined, number>
}

export interface RoomTypeTable {
  id: Generated<number>
  service_id: number
  title: Translations
  description: Translations
  max_adults: number
  max_children: ColumnType<number, number | undefined, number>
  images: Json<ProductImage[]>
  position: ColumnType<number, number | undefined, number>
  /** The most guests together; null is adults plus children (migration 0026). */
  max_occupancy: ColumnType<number | null, number | null | undefined, number | null>
}

export interface RatePlanTable {
  id: Generated<number>
  room_type_id: number
  title: Translations
  cancellation_policy_id: number | null
  connected: ColumnType<boolean, boolean | undefined, boolean>
  /** Migration 0026: meal plan code, and for a connected plan its parent and price rule. */
  meal_plan: ColumnType<number, number | undefined, number>
  parent_rate_plan_id: ColumnType<number | null, number | null | undefined, number | null>
  price_rule_type: ColumnType<number | null, number | null | undefined, number | null>
  price_rule_value: ColumnType<string | null, number | string | null | undefined, number | string | null>
  position: ColumnType<number, number | undefined, number>
}

export interface RoomInventoryTable {
  room_type_id: number
  date: DateColumn
  allotment: number
  booked: ColumnType<number, number | undefined, number>
  held: ColumnType<number, number | undefined, number>
}

export interface RatePlanDayTable {
  rate_plan_id: number
  date: DateColumn
  price: NumericColumn
  cut_off_hours: number | null
  min_stay: number | null
  max_stay: number | null
  no_checkin: ColumnType<boolean, boolean | undefined, boolean>
  no_checkout: ColumnType<boolean, boolean | undefined, boolean>
}

export interface PackageComponentTable {
  package_id: number
  service_id: number
  day_offset: ColumnType<number, number | undefined, number>
  nights: ColumnType<number, number | undefined, number>
}

export interface PackageSlotTable {
  id: Generated<number>
  package_id: number
  date: DateColumn
  adult_price: NumericColumn
  child_price: NumericColumn
  allotment: number
  booked: ColumnType<number, number | undefined, number>
  held: ColumnType<number, number | undefined, number>
}

export interface SiteCatalogueTable {
  site_id: number
  service_id: number
  position: ColumnType<number, number | undefined, number>
}

export interface CartTable {
  id: Generated<number>
  cart_ref: string
  site_id: number | null
  currency_code: string | null
  guest: ColumnType<GuestOrder | null, string | null | undefined, string | null>
  locale: ColumnType<string, string | undefined, string>
  hold_expires_at: Date | null
  confirmed_at: Date | null
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export interface GuestOrder {
  name: string
  first_name: string
  last_name: string
  email: string
  country: string
  area_code: string
  phone: string
}

export interface PaymentTable {
  id: Generated<number>
  uuid: string
  cart_id: number
  method: string
  status: ColumnType<number, number | undefined, number>
  amount: NumericColumn
  currency_code: string
  provider_ref: string | null
  /** The connected Stripe account the intent lives on; null: the platform's (migration 0051). */
  provider_account: ColumnType<string | null, string | null | undefined, string | null>
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export interface MailOutboxTable {
  id: Generated<number>
  kind: string
  to_address: string
  locale: string
  subject: string
  body_text: string
  body_html: string
  cart_id: number | null
  created_at: CreatedAt
  sent_at: Date | null
  error: string | null
}

export interface ReservationTable {
  id: Generated<number>
  reservation_ref: string
  cart_id: number
  service_id: number
  service_type: number
  status: ColumnType<number, number | undefined, number>
  price: NumericColumn
  currency_code: string
  start_date: DateColumn
  end_date: string | null
  start_time: string | null
  option_id: number | null
  tour_slot_id: number | null
  guests: ColumnType<number, number | undefined, number>
  num_adults: ColumnType<number, number | undefined, number>
  num_children: ColumnType<number, number | undefined, number>
  comments: ColumnType<string, string | undefined, string>
  /** The guest's answers to the activity's questions, with the question as asked (migration 0019). */
  answers: ColumnType<BookingAnswer[], string | undefined, string>
  /** 1 once the guests have arrived at the meeting point, with when and who ticked it (migration 0021). */
  checkin_status: ColumnType<number, number | undefined, number>
  checked_in_at: ColumnType<Date | null, Date | null | undefined, Date | null>
  checked_in_by: ColumnType<number | null, number | null | undefined, number | null>
  booking_number: string | null
  commission_percent: ColumnType<number | null, number | null | undefined, number | null>
  commission_amount: ColumnType<number | null, number | null | undefined, number | null>
  partner_amount: ColumnType<number | null, number | null | undefined, number | null>
  supplier_amount: ColumnType<number | null, number | null | undefined, number | null>
  tax_rate: ColumnType<number | null, number | string | null | undefined, number | string | null>
  prices_include_tax: ColumnType<boolean | null, boolean | null | undefined, boolean | null>
  created_at: CreatedAt
}

export interface ReservationTicketTable {
  reservation_id: number
  ticket_id: number
  guest_type: string
  count: number
  unit_price: NumericColumn
  price_type: number
  member_count: number
  cost: NumericColumn
}

export interface ReservationRoomTable {
  id: Generated<number>
  reservation_id: number
  room_type_id: number
  rate_plan_id: number
  num_of_rooms: number
  num_of_adults: number
  num_of_children: number
  price: NumericColumn
}

export interface ReservedPackageTable {
  id: Generated<number>
  cart_id: number
  package_id: number
  package_slot_id: number
  date: DateColumn
  adults: number
  children: number
  rooms: Json<{ adult: number; child: number }[]>
  price: NumericColumn
  currency_code: string
  status: ColumnType<number, number | undefined, number>
  booking_number: string | null
  commission_percent: ColumnType<number | null, number | null | undefined, number | null>
  commission_amount: ColumnType<number | null, number | null | undefined, number | null>
  partner_amount: ColumnType<number | null, number | null | undefined, number | null>
  supplier_amount: ColumnType<number | null, number | null | undefined, number | null>
  /** The partner's margin: the package's price less its services' shares (migration 0086). */
  margin_amount: ColumnType<number | null, number | null | undefined, number | null>
  created_at: CreatedAt
}

/** What one service of a booked package earns, split as a booked item is (migration 0086). */
export interface ReservedPackageShareTable {
  id: Generated<number>
  reserved_package_id: number
  service_id: number
  service_date: DateColumn
  price: NumericColumn
  commission_percent: number | null
  commission_amount: NumericColumn
  partner_amount: NumericColumn
  supplier_amount: NumericColumn
  tax_rate: number | null
  tax_amount: NumericColumn
}

export interface LegalTextTable {
  id: Generated<number>
  kind: 'terms-and-conditions' | 'privacy-policy' | 'terms-of-use'
  country_code: string | null
  /** The language the text is written in; a page in another language shows the English one. */
  locale: ColumnType<string, string | undefined, string>
  version: number
  title: string
  content_html: string
  published_at: CreatedAt
}

export interface UploadTable {
  id: Generated<number>
  owner_user_id: number
  storage_key: string
  mime: string
  width: number
  height: number
  bytes: number
  created_at: CreatedAt
}

/** A partner's package: the site it belongs to and its settings (migration 0047). */
/** What a held or booked package took from one of its services (migration 0052). */
export interface ReservedPackageComponentTable {
  id: Generated<number>
  reserved_package_id: number
  service_id: number
  tour_slot_id: number | null
  guests: ColumnType<number, number | undefined, number>
  room_type_id: number | null
  check_in: DateColumn | null
  check_out: DateColumn | null
  rooms: ColumnType<number, number | undefined, number>
}

export interface PackageSiteTable {
  package_id: number
  site_id: number
  date_from: DateColumn | null
  date_to: DateColumn | null
  nights: ColumnType<number, number | undefined, number>
  adults: ColumnType<number, number | undefined, number>
  children: ColumnType<number, number | undefined, number>
  rooms: ColumnType<number, number | undefined, number>
  pricing_rule: ColumnType<number, number | undefined, number>
  margin: ColumnType<number, number | string | undefined, number | string>
  places: ColumnType<number, number | undefined, number>
  cloned_from: ColumnType<number | null, number | null | undefined, number | null>
  /** Booking rules (migration 0073): hours before a start date a guest may still book, the last day to book. */
  min_notice_hours: ColumnType<number, number | undefined, number>
  booking_cut_off: ColumnType<string | null, string | null | undefined, string | null>
  guest_chooses_room: ColumnType<boolean, boolean | undefined, boolean>
  /** The partner's own note, never shown or sent to guests. */
  internal_note: ColumnType<string, string | undefined, string>
}

export interface PackageStatusHistoryTable {
  id: Generated<number>
  package_id: number
  user_id: number | null
  from_status: number | null
  to_status: number
  changed_at: ColumnType<Date, Date | string | undefined, never>
}

/** One settings group of the admin's Settings pages, checked by its schema in @jaunt/domain. */
export interface MarketplaceSettingTable {
  settings_group: string
  value: ColumnType<unknown, string, string>
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>
}

export interface FaqEntryTable {
  id: Generated<number>
  question: Translations
  answer: Translations
  position: ColumnType<number, number | undefined, number>
  published: ColumnType<boolean, boolean | undefined, boolean>
}

export interface Database {
  app_user: AppUserTable
  refresh_token: RefreshTokenTable
  login_attempt: LoginAttemptTable
  impersonation_audit: ImpersonationAuditTable
  partner_site: PartnerSiteTable
  partner_site_change: PartnerSiteChangeTable
  location: LocationTable
  category: CategoryTable
  marketplace_commission: MarketplaceCommissionTable
  tag: TagTable
  marketplace_currency: MarketplaceCurrencyTable
  tax_category: TaxCategoryTable
  marketplace_setting: MarketplaceSettingTable
  faq_entry: FaqEntryTable
  feature: FeatureTable
  feature_type: FeatureTypeTable
  cancellation_policy: CancellationPolicyTable
  supplier_consent: SupplierConsentTable
  supplier_consent_mapping: SupplierConsentMappingTable
  service: ServiceTable
  service_translation: ServiceTranslationTable
  service_category: ServiceCategoryTable
  service_tag: ServiceTagTable
  service_season: ServiceSeasonTable
  service_feature: ServiceFeatureTable
  tour_custom_section: TourCustomSectionTable
  service_recommendation: ServiceRecommendationTable
  destination_box: DestinationBoxTable
  destination_box_service: DestinationBoxServiceTable
  terminal_location: TerminalLocationTable
  site_widget: SiteWidgetTable
  content_api_token: ContentApiTokenTable
  back_office_alert: BackOfficeAlertTable
  business_type: BusinessTypeTable
  mail_text_override: MailTextOverrideTable
  terminal_reader: TerminalReaderTable
  terminal_setup_credential: TerminalSetupCredentialTable
  terminal_stripe_account: TerminalStripeAccountTable
  terminal_connect_state: TerminalConnectStateTable
  tour_option: TourOptionTable
  tour_ticket: TourTicketTable
  tour_slot: TourSlotTable
  voucher_code: VoucherCodeTable
  channel_manager: ChannelManagerTable
  room_type: RoomTypeTable
  rate_plan: RatePlanTable
  room_inventory: RoomInventoryTable
  rate_plan_day: RatePlanDayTable
  package_component: PackageComponentTable
  package_slot: PackageSlotTable
  package_site: PackageSiteTable
  package_status_history: PackageStatusHistoryTable
  site_catalogue: SiteCatalogueTable
  cart: CartTable
  legal_text: LegalTextTable
  payment: PaymentTable
  mail_outbox: MailOutboxTable
  reservation: ReservationTable
  reservation_ticket: ReservationTicketTable
  reservation_room: ReservationRoomTable
  reserved_package: ReservedPackageTable
  reserved_package_component: ReservedPackageComponentTable
  reserved_package_share: ReservedPackageShareTable
  upload: UploadTable
  bulk_cancellation: BulkCancellationTable
  bulk_cancellation_item: BulkCancellationItemTable
  reservation_refund: ReservationRefundTable
  package_refund: PackageRefundTable
  reservation_history: ReservationHistoryTable
}

/** A supplier's bulk cancellation of an option's departures, run as a job (migration 0022). */
export interface BulkCancellationTable {
  id: Generated<number>
  workflow_id: Generated<string>
  supplier_user_id: number
  option_id: number
  tour_slot_ids: number[]
  reason: string
  refund_percentage: NumericColumn
  /** SyncJobStatus: started, failed, completed. */
  status: ColumnType<number, number | undefined, number>
  created_at: CreatedAt
  finished_at: Date | null
}

export type BulkCancellationItemState = 'pending' | 'cancelled' | 'done' | 'failed'

/** One booking of a bulk cancellation and how far the job got with it. */
export interface BulkCancellationItemTable {
  id: Generated<number>
  bulk_cancellation_id: number
  reservation_id: number
  state: ColumnType<
    BulkCancellationItemState,
    BulkCancellationItemState | undefined,
    BulkCancellationItemState
  >
  error: string | null
}

/** A refund a supplier gives on one reservation without cancelling it (migration 0022). */
export interface ReservationRefundTable {
  id: Generated<number>
  reservation_id: number
  payment_id: number
  amount: NumericColumn
  currency_code: string
  reason: ColumnType<string, string | undefined, string>
  status: 'pending' | 'refunded' | 'failed'
  provider_ref: string | null
  error: string | null
  created_by: number | null
  created_at: CreatedAt
}

/** Part of a booked package's price given back without cancelling it (migration 0085). */
export interface PackageRefundTable {
  id: Generated<number>
  reserved_package_id: number
  payment_id: number | null
  request_id: string
  amount: NumericColumn
  currency_code: string
  reason: string
  status: 'pending' | 'refunded' | 'failed'
  /** Not through the payment provider: the partner gave it back themselves (no card payment). */
  by_hand: boolean
  provider_ref: string | null
  error: string | null
  created_by: number | null
  created_at: CreatedAt
}

export type HistoryActorKind = 'user' | 'guest' | 'system'

/** One change of a booking's state, who made it and when (migration 0037). */
export interface ReservationHistoryTable {
  id: Generated<number>
  reservation_id: number | null
  reserved_package_id: number | null
  from_status: number | null
  to_status: number
  actor_kind: HistoryActorKind
  actor_user_id: number | null
  actor_name: ColumnType<string, string | undefined, string>
  note: ColumnType<string, string | undefined, string>
  created_at: CreatedAt
}

export type AppUser = Selectable<AppUserTable>
export type NewAppUser = Insertable<AppUserTable>
export type AppUserUpdate = Updateable<AppUserTable>
export type PartnerSiteRow = Selectable<PartnerSiteTable>
export type ServiceRow = Selectable<ServiceTable>

/** A partner site's embeddable widget (migration 0061); `settings` holds its options as the API names them. */
export interface SiteWidgetTable {
  id: Generated<number>
  uuid: string
  site_id: number
  name: string
  element: string
  settings: Json<Record<string, unknown>>
  service_id: number | null
  created_at: CreatedAt
  updated_at: UpdatedAt
}

/** A read-only key to one site's published content (migration 0062); only its SHA-256 is kept. */
export interface ContentApiTokenTable {
  id: Generated<number>
  site_id: number
  name: string
  prefix: string
  token_hash: string
  created_by: number | null
  created_at: CreatedAt
  last_used_at: Date | null
  revoked_at: Date | null
}

/** An admin's message to back-office users (migration 0063); `roles` empty means everyone. */
export interface BackOfficeAlertTable {
  id: Generated<number>
  message: Json<Record<string, string>>
  severity: string
  roles: ColumnType<number[], number[] | undefined, number[]>
  starts_at: Date | null
  ends_at: Date | null
  created_by: number | null
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export interface TerminalLocationTable {
  id: Generated<number>
  site_id: number
  provider_ref: string
  name: string
  address_line_1: string
  address_line_2: string | null
  city: string
  postal_code: string
  state: string
  country: string
  /** The currency sold at this desk, whose connected account holds the location (migration 0051). */
  currency_code: ColumnType<string | null, string | null | undefined, string | null>
  provider_account: ColumnType<string | null, string | null | undefined, string | null>
  created_at: CreatedAt
}

/** A partner's own Stripe account for one site and currency (migration 0051). */
export interface TerminalStripeAccountTable {
  id: Generated<number>
  site_id: number
  currency_code: string
  account_id: string
  connected_by_user_id: number | null
  connected_at: CreatedAt
}

/** A Stripe Connect round trip under way; used once (migration 0051). */
export interface TerminalConnectStateTable {
  nonce: string
  site_id: number
  currency_code: string
  user_id: number
  /** The back office's Terminal Settings page the partner started from, to go back to. */
  return_path: string
  expires_at: Date
}

export interface TerminalReaderTable {
  id: Generated<number>
  site_id: number
  location_id: number
  provider_ref: string
  name: string
  registration_code: string
  created_at: CreatedAt
}

export interface TerminalSetupCredentialTable {
  site_id: number
  password_hash: string
  updated_at: ColumnType<Date, Date | undefined, Date>
}

export interface BusinessTypeTable {
  id: Generated<number>
  name: Translations
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export interface MailTextOverrideTable {
  locale: string
  message_id: string
  message: string
  updated_by: number | null
  updated_at: Generated<Date>
}

export interface PartnerSiteChangeTable {
  id: Generated<number>
  site_id: number
  requested_by: number | null
  name: string
  sub_domain: string
  domain: string | null
  old_name: string
  old_sub_domain: string
  old_domain: string | null
  /** pending, approved, rejected or withdrawn */
  status: Generated<string>
  reason: string | null
  decided_by: number | null
  decided_at: Date | null
  created_at: Generated<Date>
}
