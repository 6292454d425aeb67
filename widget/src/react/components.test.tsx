import { act, cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { emitJauntEvent } from '../events'
import { JauntCart, JauntProduct, loadJaunt } from './index'

afterEach(() => {
  cleanup()
  document.head.querySelectorAll('script').forEach((script) => script.remove())
})

const addToCart = {
  site_id: 1,
  widget_uuid: 'lodge-sidebar',
  cart_ref: 'c-1',
  currency: 'NOK',
  value: 1780,
  items: [
    { item_id: 'ACT-2', item_name: 'Fjord safari', item_category: 'activities', price: 890, quantity: 2 },
  ],
  cart_count: 1,
}

describe('@jaunt/widget/react', () => {
  it('writes the element with its attributes in the element’s own spelling', () => {
    const { container } = render(
      <JauntProduct
        site="1"
        type="activity"
        productId="2"
        mode="inline"
        widgetUuid="lodge-sidebar"
        className="wide"
      />,
    )
    const product = container.querySelector('jaunt-product')
    expect(product?.getAttribute('product-id')).toBe('2')
    expect(product?.getAttribute('widget-uuid')).toBe('lodge-sidebar')
    expect(product?.getAttribute('mode')).toBe('inline')
    expect(product?.getAttribute('class')).toBe('wide')
  })

  it('hands the page typed events through on* props, and stops when unmounted', () => {
    const onAddToCart = vi.fn()
    const { container, unmount } = render(<JauntCart site="1" onAddToCart={onAddToCart} />)
    const cart = container.querySelector('jaunt-cart')!
    act(() => void emitJauntEvent(cart, 'jaunt:add-to-cart', addToCart))
    expect(onAddToCart).toHaveBeenCalledOnce()
    expect(onAddToCart.mock.calls[0]?.[0].detail.cart_count).toBe(1)

    unmount()
    emitJauntEvent(cart, 'jaunt:add-to-cart', addToCart)
    expect(onAddToCart).toHaveBeenCalledOnce()
  })

  it('adds the loader’s script once, with the page’s nonce and consent', () => {
    const src = 'data:text/javascript,'
    const script = loadJaunt(src, { nonce: 'n0nc3', consent: 'pending' })
    expect(loadJaunt(src)).toBe(script)
    expect(document.head.querySelectorAll('script[data-jaunt-loader]')).toHaveLength(1)
    expect(script.type).toBe('module')
    expect(script.nonce).toBe('n0nc3')
    expect(script.getAttribute('data-consent')).toBe('pending')
    expect(loadJaunt('data:text/javascript,//2', { consent: ['analytics'] }).dataset.consent).toBe(
      'analytics',
    )
  })
})
