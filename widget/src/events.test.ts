import { afterEach, describe, expect, it } from 'vitest'
import { emitJauntEvent, type JauntItem } from './events'

const item: JauntItem = {
  item_id: 'ACT-1',
  item_name: 'Kayak',
  item_category: 'activities',
  price: 890,
  quantity: 1,
}
const base = { site_id: 1, widget_uuid: null }

afterEach(() => {
  delete window.dataLayer
  delete window.fbq
  document.body.replaceChildren()
})

describe('emitJauntEvent', () => {
  it('dispatches a typed event from the element that bubbles up to the page', () => {
    const host = document.createElement('jaunt-cart')
    document.body.append(host)
    const shadow = host.attachShadow({ mode: 'open' })
    shadow.append(document.createElement('button'))
    const heard: { detail: unknown; target: EventTarget | null; composed: boolean; bubbles: boolean }[] = []
    document.addEventListener(
      'jaunt:add-to-cart',
      (event) =>
        heard.push({
          detail: event.detail,
          target: event.target,
          composed: event.composed,
          bubbles: event.bubbles,
        }),
      { once: true },
    )

    emitJauntEvent(host, 'jaunt:add-to-cart', {
      ...base,
      cart_ref: 'c',
      currency: 'NOK',
      value: 890,
      items: [item],
      cart_count: 1,
    })

    expect(heard).toHaveLength(1)
    expect(heard[0]).toMatchObject({
      detail: { value: 890, items: [item] },
      target: host,
      composed: true,
      bubbles: true,
    })
  })

  it('pushes nothing to a page without a dataLayer', () => {
    emitJauntEvent(document.body, 'jaunt:view-item', { ...base, currency: 'NOK', value: 890, items: [item] })
    expect(window.dataLayer).toBeUndefined()
  })

  it("mirrors each event to the page's GA4 dataLayer, clearing the previous ecommerce object", () => {
    window.dataLayer = []
    emitJauntEvent(document.body, 'jaunt:view-item', { ...base, currency: 'NOK', value: 890, items: [item] })
    emitJauntEvent(document.body, 'jaunt:search', {
      ...base,
      search_term: 'kayak',
      filters: {},
      search_state: 'query=kayak',
    })
    expect(window.dataLayer).toEqual([
      { ecommerce: null },
      { event: 'view_item', ecommerce: { currency: 'NOK', value: 890, items: [item] } },
      { event: 'search', search_term: 'kayak' },
    ])
  })

  it('lets the page take over checkout by cancelling begin-checkout, and no other event', () => {
    const takeOver = (event: Event) => event.preventDefault()
    document.addEventListener('jaunt:begin-checkout', takeOver)
    document.addEventListener('jaunt:view-cart', takeOver)
    const checkout = { ...base, cart_ref: 'c', currency: 'NOK', value: 1, items: [], single_item: false }
    expect(emitJauntEvent(document.body, 'jaunt:begin-checkout', checkout)).toBe(false)
    expect(emitJauntEvent(document.body, 'jaunt:view-cart', { ...checkout, cart_count: 0 })).toBe(true)
    document.removeEventListener('jaunt:begin-checkout', takeOver)
    document.removeEventListener('jaunt:view-cart', takeOver)
  })

  it('reports a purchase to GA4 with its transaction id, and to the Meta pixel when confirmed', () => {
    window.dataLayer = []
    const tracked: unknown[][] = []
    window.fbq = (...args) => void tracked.push(args)
    const purchase = {
      ...base,
      cart_ref: 'c',
      currency: 'NOK',
      value: 1780,
      items: [{ ...item, quantity: 2 }],
    }
    emitJauntEvent(document.body, 'jaunt:add-payment-info', { ...purchase, payment_type: 'card' })
    emitJauntEvent(document.body, 'jaunt:purchase', {
      ...purchase,
      transaction_id: 'p-1',
      outcome: 'Confirmed',
    })
    emitJauntEvent(document.body, 'jaunt:purchase', { ...purchase, transaction_id: 'p-2', outcome: 'Failed' })
    expect(window.dataLayer[1]).toEqual({
      event: 'add_payment_info',
      ecommerce: { payment_type: 'card', currency: 'NOK', value: 1780, items: purchase.items },
    })
    expect(window.dataLayer[3]).toEqual({
      event: 'purchase',
      ecommerce: { transaction_id: 'p-1', currency: 'NOK', value: 1780, items: purchase.items },
    })
    expect(tracked).toEqual([
      [
        'track',
        'Purchase',
        { value: 1780, currency: 'NOK', content_ids: ['ACT-1'], content_type: 'product', num_items: 2 },
      ],
    ])
  })
})
