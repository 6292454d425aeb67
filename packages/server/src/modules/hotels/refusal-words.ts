import type { guestWords } from '../../lib/guest-words/index.js'
import type { StayRefusal } from './restrictions.js'

/** The guest's words for the rule a stay breaks, in the request's language. */
export function refusalWords(refusal: StayRefusal, words: ReturnType<typeof guestWords>): string {
  switch (refusal.rule) {
    case 'not_priced':
      return words.notPriced
    case 'cut_off':
      return words.dateClosed
    case 'no_checkin':
      return words.noCheckin
    case 'no_checkout':
      return words.noCheckout
    case 'min_stay':
      return words.minStay(refusal.nights)
    case 'max_stay':
      return words.maxStay(refusal.nights)
  }
}
