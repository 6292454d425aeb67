import type { CartRefStorage } from './cartRefStorage'
import type { SiteStore } from './siteStore'

/**
 * Keeps a tab's cart in step with the page's other tabs: a ref stored or removed there is shown
 * here at once, and coming back to the tab looks at the cart again (the other tab may have added).
 */
export function followOtherTabs(store: SiteStore, cartRefs: CartRefStorage): () => void {
  const stopWatching = cartRefs.watch((cartRef) => store.getState().adoptCartRef(cartRef))
  const onVisible = () => {
    if (document.visibilityState === 'visible' && store.getState().cartRef)
      void store.getState().refreshCart()
  }
  if (typeof document === 'undefined') return stopWatching
  document.addEventListener('visibilitychange', onVisible)
  return () => {
    stopWatching()
    document.removeEventListener('visibilitychange', onVisible)
  }
}
