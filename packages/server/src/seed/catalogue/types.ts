import type { GuestType, PriceType } from '@jaunt/domain'

/**
 * Demo texts exist in English, Norwegian and German; what the Nordic site sells also has Swedish, Danish
 * and Finnish for its guests. Other locales fall back (docs/decisions.md, "Content falls back").
 */
export interface Translated {
  en: string
  no: string
  de: string
  sv?: string
  da?: string
  fi?: string
}

/** The languages only the Nordic site needs, beyond the English, Norwegian and German every product has. */
export type NordicLocale = 'sv' | 'da' | 'fi'

export interface DemoTexts {
  name: string
  short_description: string
  description: string
  meeting_point: string
  highlights: string[]
}

export interface DemoLocation {
  slug: string
  name: Translated
  country_code: string
  lat: number
  lng: number
}

export interface DemoNamed {
  slug: string
  name: Translated
}

export interface DemoCategory extends DemoNamed {
  parent?: string
}

export interface DemoFeature extends DemoNamed {
  icon: string
  most_popular?: boolean
}

export interface DemoCancellationPolicy {
  slug: string
  name: string
  entries: { hours: number; refund_percentage: number }[]
}

/** How the locally drawn picture of a product looks: a scene and its palette. */
export interface DemoImage {
  scene: 'fjord' | 'mountain' | 'city' | 'coast' | 'forest' | 'snow' | 'food' | 'museum' | 'lake' | 'aurora'
  palette: [sky: string, horizon: string, land: string, accent: string]
}

/** Supplier accounts beyond the seven demo users; they log in with the demo password too. */
export interface DemoSupplier {
  key: string
  name: string
  email: string
  country_code: string
  user_currency_type: string
}

interface DemoProductBase {
  code: string
  /** `supplier` and `both` are the demo accounts; other keys name a DemoSupplier. */
  supplier: string
  location: string
  lat: number
  lng: number
  address: string
  currency: 'NOK' | 'EUR' | 'SEK' | 'DKK' | 'GBP' | 'USD'
  rating: number
  review_count: number
  categories: string[]
  tags: string[]
  features: string[]
  cancellation: string
  images: DemoImage[]
  texts: { en: DemoTexts; no: DemoTexts; de: DemoTexts } & Partial<Record<NordicLocale, DemoTexts>>
  /** Partner sites whose white-label catalogue includes the product. */
  sites: ('demo' | 'nordic')[]
}

export interface DemoTicket {
  guest_type: GuestType
  price: number
  price_type?: PriceType
  member_count?: number
}

export interface DemoOption {
  name: Translated
  tickets: DemoTicket[]
  start_times: string[]
  allotment: number
  /** ISO weekdays the option runs (1 Monday … 7 Sunday); every day when absent. */
  weekdays?: number[]
  cut_off_minutes?: number
}

/** Activities, events, rentals, restaurants and attractions all book options, tickets and dated slots. */
export interface DemoBookable extends DemoProductBase {
  kind: 'activities' | 'events' | 'rentals' | 'restaurants' | 'attractions'
  duration_minutes: number
  min_booking?: number
  options: DemoOption[]
  /** Days from today whose slots are fully booked, and ones with one or two places left. */
  sold_out_days?: number[]
  nearly_sold_out_days?: number[]
  /** Events run on a few dates only: days from today. */
  event_days?: number[]
}

export interface DemoRatePlan {
  title: Translated
  price: number
  cancellation: string
  min_stay?: number
  max_stay?: number
}

export interface DemoRoomType {
  title: Translated
  description: Translated
  max_adults: number
  max_children: number
  allotment: number
  rate_plans: DemoRatePlan[]
}

export interface DemoHotel extends DemoProductBase {
  kind: 'hotels'
  checkin_time: string
  checkout_time: string
  room_types: DemoRoomType[]
  sold_out_days?: number[]
  /** Days from today on which arrival is not allowed (restriction_no_checkin). */
  no_checkin_days?: number[]
}

export interface DemoPackage extends DemoProductBase {
  kind: 'packages'
  components: string[]
  nights: number
  adult_price: number
  child_price: number
  allotment: number
  weekdays?: number[]
  duration_minutes: number
}

export type DemoProduct = DemoBookable | DemoHotel | DemoPackage
