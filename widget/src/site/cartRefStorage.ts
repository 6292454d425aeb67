import { CART_REF_STORAGE_KEY } from '@jaunt/domain'

/** Where a site's cart ref is kept: the host page's localStorage, one key per site; never a cookie. */
export const cartRefKey = (siteId: number) => `${CART_REF_STORAGE_KEY}_${siteId}`

export interface CartRefStorage {
  read(): string | null
  write(cartRef: string): void
  clear(): void
  /** Calls back with the ref another tab stored (or `null` when it removed it); answers the unwatch. */
  watch(onChange: (cartRef: string | null) => void): () => void
}

/** Storage that may refuse (blocked storage in sandboxed frames, private modes) falls back to memory. */
export function createCartRefStorage(
  siteId: number,
  storage: Storage | null = pageStorage(),
): CartRefStorage {
  const key = cartRefKey(siteId)
  let memory: string | null = null
  const attempt = <T>(use: (store: Storage) => T, fallback: () => T): T => {
    if (!storage) return fallback()
    try {
      return use(storage)
    } catch {
      return fallback()
    }
  }
  return {
    read: () =>
      attempt(
        (store) => store.getItem(key),
        () => memory,
      ),
    write: (cartRef) => {
      memory = cartRef
      attempt(
        (store) => store.setItem(key, cartRef),
        () => undefined,
      )
    },
    clear: () => {
      memory = null
      attempt(
        (store) => store.removeItem(key),
        () => undefined,
      )
    },
    watch: (onChange) => {
      if (!storage || typeof window === 'undefined') return () => undefined
      // Browsers send `storage` only to the other tabs of the origin, never to the one that wrote.
      const listener = (event: StorageEvent) => {
        if (event.storageArea !== storage || (event.key !== key && event.key !== null)) return
        memory = event.key === null ? null : event.newValue
        onChange(memory)
      }
      window.addEventListener('storage', listener)
      return () => window.removeEventListener('storage', listener)
    },
  }
}

function pageStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}
