import { PaymentMethod, Policy, UserRole, type TokenPair } from '@jaunt/domain'

/** Calls to the real API (the admin tests' `realApi()`, or the e2e journey's own). */
export interface DeskApi {
  call: <T>(
    token: string | null,
    method: string,
    path: string,
    body?: unknown,
  ) => Promise<{ status: number; body: T }>
  login: (email: string) => Promise<TokenPair>
}

export interface OwnDesk {
  owner: TokenPair
  operator: TokenPair
  siteId: number
  siteName: string
  tourId: number
  tourName: string
  optionId: number
  /** The one departure: its day and time, with `allotment` places. */
  day: string
  startTime: string
  allotment: number
  locationName: string
  readerName: string
  setupPassword: string
}

const ALLOTMENT = 8

async function ok<T>(pending: Promise<{ status: number; body: T }>, what: string): Promise<T> {
  const { status, body } = await pending
  if (status !== 200 && status !== 201) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`)
  return body
}

/**
 * A desk no other test touches: a partner (who also supplies the tour) made by the admin, their own
 * approved site taking the card reader, one tour with one departure far ahead, a location, a
 * simulated reader, the setup password, and an operator of that partner. Test files run at once
 * against one API, so nothing here is a demo row another test could book, rename or remove.
 */
export async function deskOfItsOwn(api: DeskApi, label: string): Promise<OwnDesk> {
  const unique = uniqueSuffix()
  const admin = (await api.login('admin@jaunt.test')).access_token
  const created = await ok(
    api.call<{ id: number }>(admin, 'POST', '/core/v1/user/registration', {
      name: `Desk owner ${unique}`,
      email: `desk-owner-${unique}@example.com`,
      country_code: 'NO',
      user_currency_type: 'NOK',
      role_id: [UserRole.Supplier, UserRole.Partner],
      policies: [Policy.ACTIVITY_MODULE, Policy.PARTNER_SEE_ALL_BOOKING, Policy.CREATE_OPERATOR_POLICY],
    }),
    'create the owner',
  )
  const owner = await ok(
    api.call<TokenPair>(admin, 'POST', `/core/v1/admin/user/${created.id}/log-in-as`),
    'log in as the owner',
  )
  const as = owner.access_token
  const siteName = `${label} desk ${unique}`
  const site = await ok(
    api.call<{ id: number }>(as, 'POST', '/core/v1/partner-sites', {
      name: siteName,
      company_name: siteName,
      sub_domain: `desk-${unique}`,
      domain: null,
      language: { enabled_language: ['en'], primary_language: 'en' },
    }),
    'create the site',
  )
  await ok(api.call(admin, 'PUT', `/core/v1/admin/partner-sites/${site.id}/approve`), 'approve the site')
  await ok(
    api.call(as, 'PUT', `/core/v1/partner-sites/${site.id}/settings/merchant-of-record`, {
      type: 'marketplace',
      payment_method: [PaymentMethod.Card, PaymentMethod.Terminal],
    }),
    'take the card reader',
  )

  const tour = await tourWithOneDeparture(api, as, label, unique)
  await ok(
    api.call(as, 'POST', `/core/v1/profile/partner/white-label/store-service/${site.id}`, {
      add: [tour.tourId],
    }),
    'sell the tour on the site',
  )
  const reader = await readerAt(api, as, site.id, unique)
  const operatorUser = await ok(
    api.call<{ id: number }>(as, 'POST', '/core/v1/sub-users', {
      name: `Desk operator ${unique}`,
      email: `desk-operator-${unique}@example.com`,
    }),
    'add the operator',
  )
  const operator = await ok(
    api.call<TokenPair>(admin, 'POST', `/core/v1/admin/user/${operatorUser.id}/log-in-as`),
    'log in as the operator',
  )
  return { owner, operator, siteId: site.id, siteName, ...tour, ...reader }
}

/** A fresh unique suffix for the names a test makes. */
export const uniqueSuffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** The supplier's tour with one option, one adult ticket (450) and one departure far ahead. */
export async function tourWithOneDeparture(
  api: DeskApi,
  supplierToken: string,
  label: string,
  unique: string,
) {
  const as = supplierToken
  const tourName = `${label} fjord cruise ${unique}`
  const locations = await ok(
    api.call<{ data: { id: number }[] }>(as, 'GET', '/core/v1/select/location'),
    'tour locations',
  )
  const tour = await ok(
    api.call<{ id: number }>(as, 'POST', '/core/v1/tours', {
      location_id: locations.data[0]!.id,
      currency_code: 'NOK',
      duration: { hours: 2, minutes: 0 },
      texts: { en: { name: tourName } },
      images: [{ url: '/media/scenes/fjord-0b3d5c-1e6091-2a4d3a-f4a261.svg', alt: { en: 'The fjord' } }],
    }),
    'create the tour',
  )
  const option = await ok(
    api.call<{ id: number }>(as, 'POST', `/core/v1/tours/${tour.id}/options`, {
      name: { en: 'Deck seats' },
      duration: { hours: 2, minutes: 0 },
      start_times: ['10:30'],
    }),
    'create the option',
  )
  await ok(
    api.call(as, 'POST', `/core/v1/tour-options/${option.id}/tickets`, { guest_type: 'Adult', price: 450 }),
    'create the ticket',
  )
  await ok(api.call(as, 'PUT', `/core/v1/tours/${tour.id}/update-status?status=1`), 'activate the tour')
  // Far ahead and on a day of its own, so no cut-off or other departure is in the way.
  const day = new Date(Date.now() + (200 + Math.floor(Math.random() * 100)) * 86_400_000)
    .toISOString()
    .slice(0, 10)
  await ok(
    api.call(as, 'POST', `/core/v1/tour-options/${option.id}/schedule`, {
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      from: day,
      to: day,
      allotment: ALLOTMENT,
    }),
    'schedule the departure',
  )
  return { tourId: tour.id, tourName, optionId: option.id, day, startTime: '10:30', allotment: ALLOTMENT }
}

/** A location and a simulated reader of the partner's site, and the site's setup password. */
export async function readerAt(api: DeskApi, partnerToken: string, siteId: number, unique: string) {
  const as = partnerToken
  const locationName = `Front desk ${unique}`
  const location = await ok(
    api.call<{ id: number }>(as, 'POST', '/core/v1/terminal-locations', {
      site_id: siteId,
      name: locationName,
      address_line_1: 'Fjordgata 1',
      city: 'Tromsø',
      postal_code: '9008',
      state: 'Troms',
      country: 'NO',
    }),
    'create the location',
  )
  const readerName = `Till ${unique}`
  await ok(
    api.call(as, 'POST', '/core/v1/terminal-readers', {
      site_id: siteId,
      name: readerName,
      registration_code: 'simulated-wpe',
      location: location.id,
    }),
    'register the reader',
  )
  const setupPassword = `desk-${unique}`
  await ok(
    api.call(as, 'POST', `/core/v1/partner-sites/${siteId}/stripe-setup-credential`, {
      password: setupPassword,
    }),
    'set the setup password',
  )
  return { locationName, readerName, setupPassword }
}

/** The places left on the desk's one departure, as the storefront reads them. */
export async function placesLeft(
  api: DeskApi,
  desk: Pick<OwnDesk, 'tourId' | 'optionId' | 'day' | 'startTime'>,
) {
  const options = await ok(
    api.call<{ id: number; slots: { start_time: string; remaining: number }[] }[]>(
      null,
      'POST',
      `/availability/public/tour/${desk.tourId}/options-with-date`,
      { date: desk.day },
    ),
    'the departure',
  )
  const slot = options
    .find((option) => option.id === desk.optionId)
    ?.slots.find((candidate) => candidate.start_time.startsWith(desk.startTime))
  return slot?.remaining ?? 0
}

/** The bookings of a site that its partner's reservation list shows for a guest's email. */
export async function bookingsOf(api: DeskApi, partnerToken: string, siteId: number, email: string) {
  const filter = encodeURIComponent(JSON.stringify({ q: email, site_id: siteId }))
  return ok(
    api.call<{ booking_number: string | null; status: number; product_name: string }[]>(
      partnerToken,
      'GET',
      `/booking/v1/reservation/data-table?filter=${filter}&range=[0,49]`,
    ),
    'the reservations',
  )
}
