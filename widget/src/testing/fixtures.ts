import {
  cartTotal,
  DEFAULT_THEME,
  guestsOfTickets,
  ticketLineCost,
  type Cart,
  type CartItemRequest,
  type CartReservation,
  type DateAvailability,
  type OptionWithDate,
  type Site,
  type SiteSettings,
  type Theme,
  type TicketCheck,
  type TourDetail,
  type TourSelection,
} from '@jaunt/domain'
import { addDays, localToday } from '@jaunt/ui'
import type { FixtureRoute } from './fixtureServer'
import { KAYAK_CARD } from './kayakCard'
import { hotelReservation, reservedWeekend, stayRoutes } from './stayFixtures'

export { KAYAK_CARD }

/** The demo sites' themes, as packages/server/src/seed/data/sites.json gives them. */
export const DEMO_THEME: Theme = {
  ...DEFAULT_THEME,
  badge: { badge_background_color: '#F59E0B', badge_text_color: '#1F2937' },
}

export const NORDIC_THEME: Theme = {
  ...DEFAULT_THEME,
  button: { button_radius: 6, button_text_color: '#FFFFFF', button_background_color: '#0F766E' },
  icon: { icon_background_color: '#0F766E', icon_foreground_color: '#FFFFFF' },
  badge: { badge_background_color: '#BE123C', badge_text_color: '#FFFFFF' },
  general: { ...DEFAULT_THEME.general, box_color: '#F8FAF9', outline_color: '#99C5BF' },
  text_color: '#0F172A',
  roomtype_background_color: '#ECFDF5',
  site_font: 'Lato',
  checkout_theme: { checkout_button_background_color: '#BE123C', checkout_button_text_color: '#FFFFFF' },
  dialog_theme: {
    dialog_header_background_color: '#0F766E',
    dialog_title_text_color: '#FFFFFF',
    dialog_subtitle_text_color: '#CCFBF1',
  },
}

export function siteSettings(theme: Theme, overrides: Partial<SiteSettings> = {}): SiteSettings {
  return {
    general_settings: {
      company_name: 'Fjord & Fell Adventures',
      favicon_icon: null,
      language: { enabled_language: ['en', 'no', 'de'], primary_language: 'en' },
      primary_page_id: null,
      sub_domain: 'demo',
      domain: null,
    },
    redirection_settings: { is_redirect_search_page: false, redirect_to_service: null },
    script_settings: { head_scripts: '', footer_scripts: '' },
    theme_settings: theme,
    header_settings: {
      header_type: 'fixed',
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
    ...overrides,
  }
}

export function demoSite(overrides: Partial<SiteSettings> = {}): Site {
  return {
    id: 1,
    name: 'Fjord & Fell Adventures',
    sub_domain: 'demo',
    domain: null,
    link: 'http://demo.localhost:8080',
    merchant_of_record: { type: 'marketplace', payment_method: ['no-payment'] },
    site_settings: siteSettings(DEMO_THEME, overrides),
  }
}

export function nordicSite(): Site {
  const settings = siteSettings(NORDIC_THEME)
  return {
    id: 2,
    name: 'Nordic Trails',
    sub_domain: 'nordic',
    domain: null,
    link: 'http://nordic.localhost:8080',
    merchant_of_record: { type: 'marketplace', payment_method: ['no-payment'] },
    site_settings: {
      ...settings,
      general_settings: {
        ...settings.general_settings,
        company_name: 'Nordic Trails',
        sub_domain: 'nordic',
        language: { enabled_language: ['sv', 'en'], primary_language: 'sv' },
      },
    },
  }
}

export const KAYAK: TourDetail = {
  ...KAYAK_CARD,
  description: 'After a short safety briefing you set off along the Aurlandsfjord.',
  meeting_point: 'Flåm beach, by the kayak centre',
  highlights: ['Small groups', 'No experience needed'],
  min_booking: 2,
  cancellation_policy: [
    { hours: 72, refund_percentage: 100 },
    { hours: 24, refund_percentage: 50 },
  ],
  details: null,
  features: [{ id: 15, name: 'Equipment included', icon: 'backpack' }],
  tags: [{ id: 2, name: 'Small group' }],
  supplier_name: 'Sam Supplier',
  location_name: 'Flåm',
  custom_sections: [
    { id: 1, title: 'What to bring', body: '<p>Warm clothes and <strong>dry shoes</strong></p>' },
  ],
  recommendations: [
    {
      ...KAYAK_CARD,
      id: 7,
      product_code: 'ACT-FLAM-RAIL',
      name: 'Flåm Railway round trip',
      short_description: 'The steep line up to Myrdal and back.',
      lowest_price: 620,
    },
  ],
  options: [
    {
      id: 3,
      name: 'Half-day paddle',
      tickets: [
        { id: 9, type: 'Adult', price: 1090, price_type: 1, member_count: 1 },
        { id: 10, type: 'Youth', price: 890, price_type: 1, member_count: 1 },
        { id: 11, type: 'Family', price: 400, price_type: 2, member_count: 4 },
      ],
    },
    {
      id: 4,
      name: 'Evening paddle',
      tickets: [{ id: 12, type: 'Adult', price: 1190, price_type: 1, member_count: 1 }],
    },
  ],
}

/** Today has room, tomorrow a few places, the day after is sold out (the calendar's three marks). */
export function kayakDates(today = localToday()): DateAvailability[] {
  return [
    { date: today, remaining: 12, status: 'available' },
    { date: addDays(today, 1), remaining: 2, status: 'few-left' },
    { date: addDays(today, 2), remaining: 0, status: 'sold-out' },
  ]
}

export function kayakOptions(date: string): OptionWithDate[] {
  const [halfDay, evening] = KAYAK.options
  return [
    {
      ...(halfDay as (typeof KAYAK.options)[number]),
      date,
      slots: [
        { slot_id: 70, start_time: '09:00', remaining: 12, status: 1, bookable: true },
        { slot_id: 71, start_time: '13:00', remaining: 2, status: 1, bookable: true },
      ],
    },
    { ...(evening as (typeof KAYAK.options)[number]), date, slots: [] },
  ]
}

/** Prices a choice of kayak tickets as the server does: domain rules, minimum booking, places left. */
export function checkKayakTickets(selection: TourSelection, minBooking = KAYAK.min_booking): TicketCheck {
  const option = kayakOptions(selection.date).find((candidate) => candidate.id === selection.option_id)
  const slot = option?.slots.find((candidate) => candidate.start_time === selection.start_time)
  const requested = selection.tickets.filter((ticket) => ticket.count > 0)
  const lines = requested.flatMap((request) => {
    const type = option?.tickets.find((ticket) => ticket.id === request.ticket_id)
    return type ? [{ ...type, count: request.count }] : []
  })
  const guests = guestsOfTickets(lines)
  const belowMinimum = guests > 0 && guests < minBooking
  const remaining = slot?.remaining ?? 0
  const minimumMessage = `The minimum booking is ${minBooking} guests`
  const message = guests > remaining ? `Only ${remaining} places left` : belowMinimum ? minimumMessage : null
  const tickets = requested.map((request) => ({
    ticket_id: request.ticket_id,
    status: message === null,
    message,
    isMinimumBook: message === minimumMessage,
  }))
  const total = cartTotal(
    lines.map((line) => ({
      cost: ticketLineCost({
        price: line.price,
        count: line.count,
        groupDetails: { priceType: line.price_type, memberCount: line.member_count },
      }),
    })),
  )
  return { tickets, available: tickets.length > 0 && message === null, guests, total, currency_code: 'NOK' }
}

export function kayakReservation(
  ref: string,
  selection: TourSelection,
  overrides: Partial<CartReservation> = {},
): CartReservation {
  const check = checkKayakTickets(selection)
  const option = KAYAK.options.find((candidate) => candidate.id === selection.option_id)
  return {
    reservation_ref: ref,
    serviceable_id: KAYAK.id,
    serviceable_name: KAYAK.name,
    service_name: option?.name ?? '',
    service_type: 1,
    serviceable_product_code: KAYAK.product_code,
    price: check.total,
    status: true,
    hotel_reserved_items: [],
    tour_reserved_item: { num_of_adults: check.guests, num_of_children: 0, status: true },
    currency_code: 'NOK',
    start_date: selection.date,
    end_date: null,
    start_time: selection.start_time,
    option_name: option?.name ?? null,
    image: KAYAK.images[0]?.url ?? null,
    ticket_lines: selection.tickets.map((ticket) => {
      const type = option?.tickets.find((candidate) => candidate.id === ticket.ticket_id)
      return {
        type: type?.type ?? 'Adult',
        count: ticket.count,
        cost: type
          ? ticketLineCost({
              price: type.price,
              count: ticket.count,
              groupDetails: { priceType: type.price_type, memberCount: type.member_count },
            })
          : 0,
      }
    }),
    comments: '',
    ...overrides,
  }
}

export const CART_REF = '0b7c6a52-3d3c-4d38-9a65-3b6f6f0f2a11'

export function cartOf(
  reservations: CartReservation[],
  packages: Cart['reserved_package'] = [],
  cartRef: string = CART_REF,
): Cart {
  return {
    cart_ref: cartRef,
    cart_total_price: cartTotal([...reservations, ...packages]),
    cart_currency: reservations[0]?.currency_code ?? (packages.length > 0 ? 'NOK' : null),
    reservations,
    reserved_package: packages,
  }
}

export interface Marketplace {
  site: Site
  cart: Cart | null
  /** Answers the next add with this refusal instead (409 sold out, 422, 400). */
  refuseNextAdd: { status: number; message: string } | null
}

/** The public API of a small marketplace, with a cart that really changes as the widget uses it. */
export function marketplaceRoutes(market: Marketplace, extra: FixtureRoute[] = []): FixtureRoute[] {
  let nextRef = 1
  const cartAnswer = () =>
    market.cart ? { status: 200, body: market.cart } : { status: 404, body: { message: 'Cart not found' } }
  return [
    ...extra,
    ...stayRoutes(),
    {
      method: 'GET',
      path: '/media/scenes/:file',
      answer: () => ({
        status: 200,
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#7fb7d9"/></svg>',
      }),
    },
    {
      method: 'GET',
      path: '/core/public/partner-sites/:id',
      answer: ({ params }) =>
        Number(params.id) === market.site.id
          ? { status: 200, body: market.site }
          : { status: 404, body: { message: 'Site not found' } },
    },
    {
      method: 'GET',
      path: '/core/public/partner-sites',
      answer: ({ query }) =>
        query.get('url') === `${market.site.sub_domain}.localhost`
          ? { status: 200, body: market.site }
          : { status: 404, body: { message: 'Site not found' } },
    },
    { method: 'GET', path: '/core/public/tours/2', answer: () => ({ status: 200, body: KAYAK }) },
    {
      method: 'POST',
      path: '/availability/public/tour/2/available-dates',
      answer: () => ({ status: 200, body: kayakDates() }),
    },
    {
      method: 'POST',
      path: '/availability/public/tour/2/options-with-date',
      answer: ({ body }) => ({
        status: 200,
        body: kayakOptions((body as { date: string }).date),
      }),
    },
    {
      method: 'POST',
      path: '/availability/public/tour/2/ticket-availability',
      answer: ({ body }) => ({
        status: 200,
        body: checkKayakTickets(body as TourSelection),
      }),
    },
    {
      method: 'GET',
      path: '/gateway/booking/public/cart-reservation/:cartRef',
      answer: ({ params }) =>
        params.cartRef === market.cart?.cart_ref
          ? cartAnswer()
          : { status: 404, body: { message: 'Cart not found' } },
    },
    {
      method: 'POST',
      path: '/gateway/booking/public/cart-reservation',
      answer: ({ body, query }) => {
        if (market.refuseNextAdd) {
          const refusal = market.refuseNextAdd
          market.refuseNextAdd = null
          return { status: refusal.status, body: { message: refusal.message } }
        }
        const items = body as CartItemRequest[]
        const ref = () => `5e0d1c9a-0000-4000-8000-00000000000${nextRef++}`
        const added = items.flatMap((item) =>
          item.cart_type === 'tour'
            ? [kayakReservation(ref(), item)]
            : item.cart_type === 'hotel'
              ? [hotelReservation(ref(), item)]
              : [],
        )
        const packages = items.flatMap((item) =>
          item.cart_type === 'package' ? [reservedWeekend(item)] : [],
        )
        // Without the ref of a cart it has, the server starts a new cart.
        const current =
          query.get('cart_ref') && query.get('cart_ref') === market.cart?.cart_ref ? market.cart : null
        const cartRef =
          current?.cart_ref ??
          (market.cart ? `0b7c6a52-3d3c-4d38-9a65-${String(nextRef++).padStart(12, '0')}` : CART_REF)
        market.cart = cartOf(
          [...(current?.reservations ?? []), ...added],
          [...(current?.reserved_package ?? []), ...packages],
          cartRef,
        )
        return cartAnswer()
      },
    },
    {
      method: 'DELETE',
      path: '/gateway/booking/public/cart-reservation/:cartRef/:reservationRef',
      answer: ({ params }) => {
        if (!market.cart) return cartAnswer()
        market.cart = cartOf(
          market.cart.reservations.filter((item) => item.reservation_ref !== params.reservationRef),
          market.cart.reserved_package,
        )
        return { ...cartAnswer(), delayMs: 50 }
      },
    },
    {
      method: 'DELETE',
      path: '/gateway/booking/public/cart-reservation/:cartRef',
      answer: ({ body }) => {
        if (!market.cart) return cartAnswer()
        const { package_id } = body as { package_id: number }
        market.cart = cartOf(
          market.cart.reservations,
          market.cart.reserved_package.filter((item) => item.package_id !== package_id),
        )
        return cartAnswer()
      },
    },
    {
      method: 'POST',
      path: '/gateway/booking/public/cart-reservation/:reservationRef',
      answer: ({ params, body }) => {
        const { comments } = body as { comments: string }
        if (market.cart) {
          market.cart = {
            ...market.cart,
            reservations: market.cart.reservations.map((item) =>
              item.reservation_ref === params.reservationRef ? { ...item, comments } : item,
            ),
          }
        }
        return { status: 200, body: { reservation_ref: params.reservationRef, comments } }
      },
    },
  ]
}

export function createMarketplace(overrides: Partial<Marketplace> = {}): Marketplace {
  return { site: demoSite(), cart: null, refuseNextAdd: null, ...overrides }
}
