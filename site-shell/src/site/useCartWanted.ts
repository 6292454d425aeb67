import { createCartRefStorage } from '@jaunt/widget/site/cartRefStorage'
import { useEffect, useState } from 'react'

/**
 * What a guest does first that may lead to the cart: a press, a key, a pointer over the page, or
 * focus moving (a screen reader in browse mode sends no keys but moves focus and clicks).
 */
const FIRST_MOVES = ['pointerdown', 'pointerover', 'keydown', 'touchstart', 'focusin', 'click'] as const

/**
 * Whether the header shows the cart yet. A guest with a cart sees it at once; an empty cart waits
 * for the guest's first move, so its code does not compete with the page's first screen.
 */
export function useCartWanted(siteId: number | undefined): boolean {
  const [wanted, setWanted] = useState(
    () => siteId !== undefined && createCartRefStorage(siteId).read() !== null,
  )
  useEffect(() => {
    if (wanted) return
    const want = () => setWanted(true)
    for (const move of FIRST_MOVES) window.addEventListener(move, want, { once: true, passive: true })
    return () => {
      for (const move of FIRST_MOVES) window.removeEventListener(move, want)
    }
  }, [wanted])
  return wanted
}
