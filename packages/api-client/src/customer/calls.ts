import type { CustomerCancellationPolicy, CustomerReservationView, PackageReservation } from '@jaunt/domain'
import type { HttpClient } from '../http'

/** The customer area's calls: login on the public base, the rest with the customer session token. */
const PUBLIC = '/core/public/customer'
const OWN = '/core/v1/customer'

export type CustomerTab = 'upcoming' | 'cancelled'

export type CustomerSession = { customer_session_token: string; expires_at: string }

/** What cancelling would give back now, computed by the server from the policy and the time left. */
export type CancellationQuote = CustomerCancellationPolicy

export type CustomerReservationPage = { data: CustomerReservationView[]; total: number }

/** Asks for a login link; the answer is the same whether or not the email has bookings. */
export function requestLoginLink(
  http: HttpClient,
  email: string,
  siteId: number | null,
): Promise<{ message: string }> {
  return http.post<{ message: string }>(`${PUBLIC}/login`, siteId ? { email, site_id: siteId } : { email })
}

/** Trades the emailed link's token for a customer session (401 when used or expired). */
export function exchangeLoginToken(http: HttpClient, token: string): Promise<CustomerSession> {
  return http.post<CustomerSession>(`${PUBLIC}/login/token`, { token })
}

export function listCustomerReservations(
  http: HttpClient,
  tab: CustomerTab,
  page = 1,
  signal?: AbortSignal,
): Promise<CustomerReservationPage> {
  return http.post<CustomerReservationPage>(`${OWN}/reservation-list`, { tab, page, limit: 12 }, { signal })
}

export function getCustomerReservation(
  http: HttpClient,
  id: string,
  signal?: AbortSignal,
): Promise<CustomerReservationView> {
  return http.get<CustomerReservationView>(`${OWN}/reservation/${encodeURIComponent(id)}`, { signal })
}

export function getCancellationQuote(
  http: HttpClient,
  id: string,
  signal?: AbortSignal,
): Promise<CancellationQuote> {
  return http.get<CancellationQuote>(`${OWN}/reservations/cancellation-policy/${encodeURIComponent(id)}`, {
    signal,
  })
}

export function cancelCustomerReservation(
  http: HttpClient,
  id: string,
  reason: string,
): Promise<CustomerReservationView> {
  return http.post<CustomerReservationView>(`${OWN}/reservation/${encodeURIComponent(id)}/cancel`, { reason })
}

export function getCustomerPackageReservation(
  http: HttpClient,
  paymentId: string,
  id: string,
  signal?: AbortSignal,
): Promise<PackageReservation & { currency_code?: string; start_date?: string }> {
  return http.get(`${OWN}/reservation/package/${encodeURIComponent(paymentId)}/${encodeURIComponent(id)}`, {
    signal,
  })
}
