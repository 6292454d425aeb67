import type { Cart, PackageRecord, PackageSlot, ReservationListRow, SiteCatalogueRow } from '@jaunt/domain'

/** Calls to the real API: the server tests' `apiOf(ctx)`, the admin tests' `realApi()`, an e2e journey's own. */
export interface Api {
  call: <T>(
    token: string | null,
    method: string,
    path: string,
    body?: unknown,
  ) => Promise<{ status: number; body: T }>
}
const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

/** Test helper: the partner's site by its sub-domain and an activity and a hotel of its catalogue, in NOK. */
async function siteServices(api: Api, partnerToken: string, subDomain: string) {
  const sites = await api.call<{ data: { data: { id: number; sub_domain: string }[] } }>(
    partnerToken,
    'GET',
    '/core/v1/partner-sites?item_per_page=-1&left_off=-1',
  )
  const siteId = sites.body.data.data.find((site) => site.sub_domain === subDomain)!.id
  const services = await api.call<SiteCatalogueRow[]>(
    partnerToken,
    'GET',
    `/core/v1/profile/partner/white-label/view-my-services/${siteId}?range=[0,199]`,
  )
  const nok = services.body.filter((row) => row.currency_code === 'NOK')
  return {
    siteId,
    activity: nok.find((row) => row.service_type === 1)!,
    hotel: nok.find((row) => row.service_type === 3)!,
  }
}

/** Test helper: a published package of the site: a night at the hotel, then the activity the next day. */
export async function publishedPackage(api: Api, partnerToken: string, name: string, subDomain = 'demo') {
  const { siteId, activity, hotel } = await siteServices(api, partnerToken, subDomain)
  const created = await api.call<PackageRecord>(partnerToken, 'POST', '/core/v1/package', {
    site_id: siteId,
    name,
  })
  const id = created.body.id
  await api.call(partnerToken, 'PUT', `/core/v1/package/${id}/package-service-mapping`, {
    components: [
      { service_id: hotel.id, day_offset: 0, nights: 1 },
      { service_id: activity.id, day_offset: 1, nights: 0 },
    ],
  })
  await api.call(partnerToken, 'PUT', `/core/v1/package/${id}/package-setting`, {
    date_from: isoDay(20),
    date_to: isoDay(90),
    nights: 1,
    adults: 2,
    children: 0,
    rooms: 1,
    pricing_rule: 1,
    margin: 10,
    places: 8,
  })
  const images = await api.call<{ url: string }[]>(
    partnerToken,
    'GET',
    `/core/v1/packages/${id}/service-images`,
  )
  await api.call(partnerToken, 'PUT', `/core/v1/package/${id}`, {
    texts: { en: { name } },
    images: [{ url: images.body[0]!.url, alt: { en: name } }],
  })
  const published = await api.call<PackageRecord>(
    partnerToken,
    'PUT',
    `/core/v1/package/${id}/update-status`,
    {
      status: 1,
    },
  )
  if (published.status !== 200) throw new Error(`the package was not published: ${published.status}`)
  return { id, name, activity, hotel }
}

/**
 * Books the package for two adults on its first start date that every service can take, as a guest
 * would: cart, hold, confirm. Answers its payment's uuid (the page's `payment_ref`) and its number.
 */
export async function bookPackageAsGuest(
  api: Api,
  packageId: number,
  guest: { first: string; last: string; email: string },
  skipDays = 0,
) {
  const slots = await api.call<PackageSlot[]>(
    null,
    'POST',
    `/availability/public/packaging/available-package-slots/${packageId}`,
    { from: isoDay(20 + skipDays), to: isoDay(90) },
  )
  const order = {
    name: `${guest.first} ${guest.last}`,
    first_name: guest.first,
    last_name: guest.last,
    email: guest.email,
    country: 'NO',
    area_code: '47',
    phone: '41234567',
  }
  for (const slot of slots.body.filter((one) => one.status !== 'sold-out' && one.remaining >= 2)) {
    const cart = await api.call<Cart>(null, 'POST', '/booking/public/cart-reservation', [
      {
        cart_type: 'package',
        package_id: packageId,
        date: slot.date,
        adult: 2,
        child: 0,
        rooms: [{ adult: 2, child: 0 }],
      },
    ])
    if (cart.status !== 200) continue
    const held = await api.call<{ payment: { uuid: string } | null }>(
      null,
      'POST',
      `/booking/public/hold-reservation/${cart.body.cart_ref}`,
      { order, stripe_payment_intent_id: null, stripe_secret: null },
    )
    if (!held.body.payment) continue
    const confirmed = await api.call(
      null,
      'POST',
      `/booking/public/confirm-reservation/${cart.body.cart_ref}`,
      {
        status: 2,
      },
    )
    if (confirmed.status !== 200) throw new Error(`the package was not confirmed: ${confirmed.status}`)
    return { paymentRef: held.body.payment.uuid, date: slot.date, cartRef: cart.body.cart_ref }
  }
  throw new Error('no start date of the package could be booked')
}

/** The booked package's row in the viewer's Reservations table, found by the guest's email. */
export async function packageRowOf(api: Api, token: string, email: string) {
  const filter = encodeURIComponent(JSON.stringify({ q: email, service_type: 7 }))
  const rows = await api.call<ReservationListRow[]>(
    token,
    'GET',
    `/booking/v1/reservation/data-table?filter=${filter}&range=[0,24]`,
  )
  return rows.body.find((row) => row.booking_kind === 'package')
}

/** Test helper: a new package of the partner's demo site, booked by one guest, as its Reservations row. */
export async function bookedPackageRow(
  api: Api,
  partnerToken: string,
  name: string,
  guest: { first: string; last: string; email: string },
) {
  const pack = await publishedPackage(api, partnerToken, name)
  await bookPackageAsGuest(api, pack.id, guest)
  return (await packageRowOf(api, partnerToken, guest.email))!
}
