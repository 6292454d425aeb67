import type { CheckoutPersonalInfo } from '@jaunt/domain'
import { EMPTY_PERSONAL_INFO } from './personalInfo'

/** The guest's details as typed, kept for the tab's session under the cart they are for. */
export const keptDetailsKey = (cartRef: string) => `jaunt_checkout_details_${cartRef}`

// Storage may be blocked (sandboxed frames, private modes): the form then simply starts empty.
function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    return null
  }
}

export function readKeptDetails(cartRef: string): CheckoutPersonalInfo | null {
  try {
    const text = session()?.getItem(keptDetailsKey(cartRef))
    if (!text) return null
    const kept = JSON.parse(text) as Partial<Record<keyof CheckoutPersonalInfo, unknown>>
    const field = (name: keyof CheckoutPersonalInfo) => (typeof kept[name] === 'string' ? kept[name] : '')
    return {
      first_name: field('first_name'),
      last_name: field('last_name'),
      email: field('email'),
      phone_number: field('phone_number'),
      area_code: field('area_code'),
      country: field('country'),
    }
  } catch {
    return null
  }
}

export function keepDetails(cartRef: string, info: CheckoutPersonalInfo) {
  try {
    const empty = Object.entries(info).every(
      ([name, value]) => value === EMPTY_PERSONAL_INFO[name as keyof CheckoutPersonalInfo],
    )
    if (empty) session()?.removeItem(keptDetailsKey(cartRef))
    else session()?.setItem(keptDetailsKey(cartRef), JSON.stringify(info))
  } catch {
    // Full or blocked storage: the details live on in the form for as long as the page does.
  }
}

export function forgetKeptDetails(cartRef: string) {
  try {
    session()?.removeItem(keptDetailsKey(cartRef))
  } catch {
    // Nothing was kept where storage is blocked.
  }
}
