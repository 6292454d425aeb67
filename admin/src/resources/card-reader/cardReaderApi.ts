import type {
  Cart,
  OptionWithDate,
  ServiceCard,
  TerminalDeskIntent,
  TerminalDeskSettlement,
  TerminalDeskSetup,
  TerminalOperatorSite,
  TerminalOperatorToken,
  TerminalReaderRecord,
  TerminalSettings,
} from '@jaunt/domain'
import { createRaHttpClient } from '../../data/httpClient'
import { ADMIN_API_BASE } from '../../data/dataProvider'

export interface DeskLine {
  service_id: number
  option_id: number
  date: string
  start_time: string
  tickets: { ticket_id: number; count: number }[]
}

/** The card reader page's calls: the operator's session, the desk cart (the widget's cart calls) and the sale. */
export function cardReaderApi(apiBase: string, fetch: typeof globalThis.fetch) {
  const http = createRaHttpClient(fetch)
  const root = `${apiBase}${ADMIN_API_BASE}`
  let terminalToken = ''
  const send = async <T>(url: string, method = 'GET', body?: unknown) => {
    const { json } = await http(url, {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
      headers: terminalToken ? { 'X-Terminal-Token': terminalToken } : {},
    })
    return json as T
  }
  const desk = (siteId: number) => `${root}/terminal-operator/sites/${siteId}`
  return {
    sites: async () => (await send<{ data: TerminalOperatorSite[] }>(`${root}/terminal-operator/sites`)).data,
    async login(siteId: number, password: string) {
      const token = await send<TerminalOperatorToken>(`${root}/terminal-operator/token`, 'POST', {
        site_id: siteId,
        password,
      })
      terminalToken = token.terminal_token
      return token
    },
    logout() {
      terminalToken = ''
    },
    setup: (siteId: number) => send<TerminalDeskSetup>(`${desk(siteId)}/setup`),
    chooseReader: (siteId: number, choice: TerminalSettings) =>
      send<TerminalReaderRecord>(`${root}/terminal-reader-location`, 'POST', { site_id: siteId, ...choice }),
    connectionToken: async (locationId: number) =>
      (await send<{ terminal_connection_secret: string }>(`${root}/stripe-connection-token/${locationId}`))
        .terminal_connection_secret,
    /** Every tour the site sells, page after page: the desk must be able to sell any of them. */
    async products(siteId: number) {
      const tours: ServiceCard[] = []
      for (let page = 1; page <= 50; page += 1) {
        const { data, total } = await send<{ data: ServiceCard[]; total: number }>(
          `${apiBase}/core/public/white-label/catalog?site_id=${siteId}`,
          'POST',
          { service_type: 1, page },
        )
        tours.push(...data)
        if (data.length === 0 || tours.length >= total) break
      }
      return tours
    },
    options: (serviceId: number, date: string) =>
      send<OptionWithDate[]>(`${apiBase}/availability/public/tour/${serviceId}/options-with-date`, 'POST', {
        date,
      }),
    addToCart: (siteId: number, cartRef: string | null, line: DeskLine) =>
      send<Cart>(
        `${apiBase}/gateway/booking/public/cart-reservation?request_for_widget=true&site_id=${siteId}${
          cartRef ? `&cart_ref=${cartRef}` : ''
        }`,
        'POST',
        [{ cart_type: 'tour', ...line }],
      ),
    removeFromCart: (siteId: number, cartRef: string, reservationRef: string) =>
      send<Cart>(
        `${apiBase}/gateway/booking/public/cart-reservation/${cartRef}/${reservationRef}?request_for_widget=true&site_id=${siteId}`,
        'DELETE',
      ),
    startPayment: (
      siteId: number,
      body: { cart_ref: string; reader_id: number; first_name: string; last_name: string; email: string },
    ) => send<TerminalDeskIntent>(`${desk(siteId)}/payments`, 'POST', body),
    confirm: (siteId: number, paymentRef: string) =>
      send<TerminalDeskSettlement>(`${desk(siteId)}/payments/${paymentRef}/confirm`, 'POST'),
    cancel: (siteId: number, paymentRef: string) =>
      send<TerminalDeskSettlement>(`${desk(siteId)}/payments/${paymentRef}/cancel`, 'POST'),
  }
}

export type CardReaderApi = ReturnType<typeof cardReaderApi>
