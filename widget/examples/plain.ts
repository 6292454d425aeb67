// Listen to the elements' events, typed by `@jaunt/widget`, and pass on the guest's consent.
import type {} from '@jaunt/widget'

const cart = document.querySelector('jaunt-cart')
cart?.addEventListener('jaunt:add-to-cart', (event) => {
  console.log(`${event.detail.cart_count} items, ${event.detail.value} ${event.detail.currency}`)
})
document.querySelector('#accept-analytics')?.addEventListener('click', () => {
  window.Jaunt?.updateConsent({ analytics: true })
})
