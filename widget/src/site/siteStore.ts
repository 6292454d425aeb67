import { isApiError, NO_RESPONSE_STATUS, type HttpClient } from '@jaunt/api-client'
import {
  addToCart,
  commentOnReservation,
  getCart,
  removeCartItem,
  removeCartPackage,
} from '@jaunt/api-client'
import { isCartCheckedOut, type Cart, type CartItemRequest, type Site } from '@jaunt/domain'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { CartRefStorage } from './cartRefStorage'
import type { ProductRef } from './products'

/** The one dialog open for a site at a time; only its owner (an element on the page) renders it. */
export type OpenDialog =
  | { kind: 'product'; owner: string; product: ProductRef; readOnly?: boolean }
  | { kind: 'cart'; owner: string }
  | { kind: 'checkout'; owner: string }
  | null

export type CartStatus = 'idle' | 'loading' | 'ready' | 'error'

/** Why the cart could not be loaded, or a change to it was refused (with the server's status and message). */
export type CartProblem = { kind: 'load' } | { kind: 'change'; status: number; message: string }

export interface SiteState {
  readonly site: Site
  cartRef: string | null
  cart: Cart | null
  cartStatus: CartStatus
  /** Why the cart could not be loaded or changed; the drawer words it in the guest's language. */
  cartError: CartProblem | null
  /** Items being removed: reservation refs and `package:{id}`. */
  removing: readonly string[]
  dialog: OpenDialog
  /** Elements that can show the cart drawer, in the order they appeared. */
  cartHosts: readonly string[]

  refreshCart(): Promise<void>
  /**
   * Adds items; the server prices them. Rejects with the server's ApiError (409, 422, 400).
   * `newCart` starts a cart of its own (the single-cart-item flow books one item at a time).
   */
  addToCart(items: readonly CartItemRequest[], options?: { newCart?: boolean }): Promise<Cart>
  removeItem(reservationRef: string): Promise<void>
  removePackage(packageId: number): Promise<void>
  comment(reservationRef: string, comments: string): Promise<void>
  openProduct(owner: string, product: ProductRef, options?: { readOnly?: boolean }): void
  /** Opens the drawer on the first cart element of the page, or on `fallbackOwner` when there is none. */
  openCart(fallbackOwner: string): void
  /** Opens the drawer on this element (its cart badge was pressed). */
  showCart(owner: string): void
  /** Opens checkout for the cart on this element (where the guest pressed Checkout). */
  openCheckout(owner: string): void
  /** Forgets a booked cart (this one unless named): the next add starts a new one. */
  forgetCart(cartRef?: string): void
  /** Shows the cart whose ref another tab stored, or none when it removed the ref. */
  adoptCartRef(cartRef: string | null): void
  closeDialog(): void
  /** Closes the dialog if `owner` shows it (the element left the page). */
  releaseDialogs(owner: string): void
  /** Registers an element that can show the drawer; returns its unregister. */
  registerCartHost(owner: string): () => void
}

export type SiteStore = StoreApi<SiteState>

export interface SiteStoreOptions {
  site: Site
  http: HttpClient
  cartRefs: CartRefStorage
}

export const removingKeyOfPackage = (packageId: number) => `package:${packageId}`

export function createSiteStore({ site, http, cartRefs }: SiteStoreOptions): SiteStore {
  const siteId = site.id
  let cartRequest = 0

  return createStore<SiteState>()((set, get) => {
    // A cart that changed on the server replaces ours; its ref is what the next visit reads.
    const acceptCart = (cart: Cart) => {
      cartRequest += 1
      cartRefs.write(cart.cart_ref)
      set({ cart, cartRef: cart.cart_ref, cartStatus: 'ready', cartError: null })
    }

    // Only the cart that is gone goes: another tab may already have stored a newer one.
    const dropCart = (cartRef: string | null) => {
      cartRequest += 1
      if (cartRef && cartRefs.read() === cartRef) cartRefs.clear()
      if (get().cartRef === cartRef) set({ cart: null, cartRef: null, cartStatus: 'ready', cartError: null })
    }

    const withRemoving = async (key: string, change: (cartRef: string) => Promise<Cart>) => {
      const { cartRef } = get()
      if (!cartRef || get().removing.includes(key)) return
      set({ removing: [...get().removing, key] })
      try {
        acceptCart(await change(cartRef))
      } catch (error) {
        set({
          cartError: isApiError(error)
            ? { kind: 'change', status: error.status, message: error.message }
            : { kind: 'change', status: NO_RESPONSE_STATUS, message: '' },
        })
      } finally {
        set({ removing: get().removing.filter((entry) => entry !== key) })
      }
    }

    return {
      site,
      cartRef: cartRefs.read(),
      cart: null,
      cartStatus: 'idle',
      cartError: null,
      removing: [],
      dialog: null,
      cartHosts: [],

      async refreshCart() {
        const { cartRef } = get()
        if (!cartRef) {
          set({ cart: null, cartStatus: 'ready', cartError: null })
          return
        }
        const request = ++cartRequest
        set({ cartStatus: 'loading' })
        try {
          const cart = await getCart(http, siteId, cartRef)
          if (request !== cartRequest) return
          // A cart booked (in any tab) takes no more items: the next add starts a new one.
          if (isCartCheckedOut(cart)) dropCart(cartRef)
          else acceptCart(cart)
        } catch (error) {
          if (request !== cartRequest) return
          // A cart the server no longer knows (expired) starts over empty.
          if (isApiError(error) && error.status === 404) {
            dropCart(cartRef)
          } else {
            set({ cartStatus: 'error', cartError: { kind: 'load' } })
          }
        }
      },

      async addToCart(items, options) {
        // The stored ref, not ours: another tab may have started the cart since this one loaded.
        const cartRef = options?.newCart ? null : (cartRefs.read() ?? get().cartRef)
        const cart = await addToCart(http, siteId, cartRef, items)
        acceptCart(cart)
        return cart
      },

      removeItem: (reservationRef) =>
        withRemoving(reservationRef, (cartRef) => removeCartItem(http, siteId, cartRef, reservationRef)),

      removePackage: (packageId) =>
        withRemoving(removingKeyOfPackage(packageId), (cartRef) =>
          removeCartPackage(http, siteId, cartRef, packageId),
        ),

      async comment(reservationRef, comments) {
        const saved = await commentOnReservation(http, siteId, reservationRef, comments)
        const { cart } = get()
        if (!cart) return
        set({
          cart: {
            ...cart,
            reservations: cart.reservations.map((item) =>
              item.reservation_ref === saved.reservation_ref ? { ...item, comments: saved.comments } : item,
            ),
          },
        })
      },

      openProduct: (owner, product, options) =>
        set({ dialog: { kind: 'product', owner, product, readOnly: options?.readOnly ?? false } }),
      openCart: (fallbackOwner) =>
        set({ dialog: { kind: 'cart', owner: get().cartHosts[0] ?? fallbackOwner } }),
      showCart: (owner) => set({ dialog: { kind: 'cart', owner } }),
      openCheckout: (owner) => set({ dialog: { kind: 'checkout', owner } }),
      forgetCart: (cartRef) => dropCart(cartRef ?? get().cartRef),
      adoptCartRef(cartRef) {
        if (cartRef === get().cartRef) return
        cartRequest += 1
        set({ cartRef, cart: null, cartStatus: 'ready', cartError: null })
        if (cartRef) void get().refreshCart()
      },
      closeDialog: () => set({ dialog: null }),
      releaseDialogs: (owner) => {
        if (get().dialog?.owner === owner) set({ dialog: null })
      },

      registerCartHost(owner) {
        set({ cartHosts: [...get().cartHosts, owner] })
        return () => {
          const dialog = get().dialog
          set({
            cartHosts: get().cartHosts.filter((host) => host !== owner),
            dialog: dialog?.owner === owner ? null : dialog,
          })
        }
      },
    }
  })
}
