import type { CustomerCancellationPolicy, CustomerReservationView, PackageReservation } from '@jaunt/domain'
import type { HttpClient } from '../http'
import { typedCall } from '../typed/typedCall'

// The customer area's calls: login on the public base, the rest with the customer session token.

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
  const body = siteId ? { email, site_id: siteId } : { email }
  return typedCall(http, 'post', '/core/public/customer/login', { body })
}

/** Trades the emailed link's token for a customer session (401 when used or expired). */
export function exchangeLoginToken(http: HttpClient, token: string): Promise<CustomerSession> {
  return typedCall(http, 'post', '/core/public/customer/login/token', { body: { token } })
}

export function listCustomerReservations(
  http: HttpClient,
  tab: CustomerTab,
  page = 1,
  signal?: AbortSignal,
): Promise<CustomerReservationPage> {
  return typedCall(http, 'post', '/core/v1/customer/reservation-list', {
    body: { tab, page, limit: 12 },
    signal,
  })
}

export function getCustomerReservation(
  http: HttpClient,
  id: string,
  signal?: AbortSignal,
): Promise<CustomerReservationView> {
  return typedCall(http, 'get', '/core/v1/customer/reservation/{id}', { params: { path: { id } }, signal })
}

export function getCancellationQuote(
  http: HttpClient,
  id: string,
  signal?: AbortSignal,
): Promise<CancellationQuote> {
  const answer = typedCall(http, 'get', '/core/v1/customer/reservations/cancellation-policy/{id}', {
    params: { path: { id } },
    signal,
  })
  return answer
}

export function cancelCustomerReservation(
  http: HttpClient,
  id: string,
  reason: string,
): Promise<CustomerReservationView> {
  const answer = typedCall(http, 'post', '/core/v1/customer/reservation/{id}/cancel', {
    params: { path: { id } },
    body: { reason },
  })
  return answer
}

export function getCustomerPackageReservation(
  http: HttpClient,
  paymentId: string,
  id: string,
  signal?: AbortSignal,
): Promise<PackageReservation & { currency_code?: string; start_date?: string }> {
  const answer = typedCall(http, 'get', '/core/v1/customer/reservation/package/{paymentId}/{id}', {
    params: { path: { paymentId, id } },
    signal,
  })
  return answer
}
