import type { ApiClient } from '@jaunt/api-client'
import type { ServiceCard, TerminalSettings } from '@jaunt/domain'
import { answerOf } from '../../data/answerOf'

export interface DeskLine {
  service_id: number
  option_id: number
  date: string
  start_time: string
  tickets: { ticket_id: number; count: number }[]
}

/** The card reader page's calls: the operator's session, the desk cart (the widget's cart calls) and the sale. */
export function cardReaderApi(api: ApiClient) {
  let terminalToken = ''
  // Every call carries the operator's token once they have logged in to a desk.
  const operator = () => ({ headers: terminalToken ? { 'X-Terminal-Token': terminalToken } : {} })
  const desk = (id: number) => ({ path: { id } })
  const payment = (id: number, paymentRef: string) => ({ path: { id, paymentRef } })
  const widget = (siteId: number) => ({ request_for_widget: 'true' as const, site_id: siteId })
  return {
    sites: async () => (await answerOf(api.GET('/core/v1/terminal-operator/sites', operator()))).data,
    async login(siteId: number, password: string) {
      const body = { site_id: siteId, password }
      const token = await answerOf(api.POST('/core/v1/terminal-operator/token', { ...operator(), body }))
      terminalToken = token.terminal_token
      return token
    },
    logout() {
      terminalToken = ''
    },
    setup: (siteId: number) =>
      answerOf(
        api.GET('/core/v1/terminal-operator/sites/{id}/setup', { ...operator(), params: desk(siteId) }),
      ),
    chooseReader: (siteId: number, choice: TerminalSettings) =>
      answerOf(
        api.POST('/core/v1/terminal-reader-location', {
          ...operator(),
          body: { site_id: siteId, ...choice },
        }),
      ),
    connectionToken: async (locationId: number) =>
      (
        await answerOf(
          api.GET('/core/v1/stripe-connection-token/{id}', { ...operator(), params: desk(locationId) }),
        )
      ).terminal_connection_secret,
    /** Every tour the site sells, page after page: the desk must be able to sell any of them. */
    async products(siteId: number) {
      const tours: ServiceCard[] = []
      for (let page = 1; page <= 50; page += 1) {
        const { data, total } = await answerOf(
          api.POST('/core/public/white-label/catalog', {
            ...operator(),
            params: { query: { site_id: siteId } },
            body: { service_type: 1, page },
          }),
        )
        tours.push(...data)
        if (data.length === 0 || tours.length >= total) break
      }
      return tours
    },
    options: (serviceId: number, date: string) =>
      answerOf(
        api.POST('/availability/public/tour/{id}/options-with-date', {
          ...operator(),
          params: { path: { id: serviceId } },
          body: { date },
        }),
      ),
    addToCart: (siteId: number, cartRef: string | null, line: DeskLine) =>
      answerOf(
        api.POST('/gateway/booking/public/cart-reservation', {
          ...operator(),
          params: { query: { ...widget(siteId), ...(cartRef ? { cart_ref: cartRef } : {}) } },
          body: [{ cart_type: 'tour', ...line }],
        }),
      ),
    removeFromCart: (siteId: number, cartRef: string, reservationRef: string) =>
      answerOf(
        api.DELETE('/gateway/booking/public/cart-reservation/{cartRef}/{reservationRef}', {
          ...operator(),
          params: { path: { cartRef, reservationRef }, query: widget(siteId) },
        }),
      ),
    startPayment: (
      siteId: number,
      body: { cart_ref: string; reader_id: number; first_name: string; last_name: string; email: string },
    ) =>
      answerOf(
        api.POST('/core/v1/terminal-operator/sites/{id}/payments', {
          ...operator(),
          params: desk(siteId),
          body,
        }),
      ),
    confirm: (siteId: number, paymentRef: string) =>
      answerOf(
        api.POST('/core/v1/terminal-operator/sites/{id}/payments/{paymentRef}/confirm', {
          ...operator(),
          params: payment(siteId, paymentRef),
        }),
      ),
    cancel: (siteId: number, paymentRef: string) =>
      answerOf(
        api.POST('/core/v1/terminal-operator/sites/{id}/payments/{paymentRef}/cancel', {
          ...operator(),
          params: payment(siteId, paymentRef),
        }),
      ),
  }
}

export type CardReaderApi = ReturnType<typeof cardReaderApi>
