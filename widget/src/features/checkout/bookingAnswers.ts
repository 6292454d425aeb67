import type { Cart } from '@jaunt/domain'

/** The guest's answers to the items' questions: by reservation ref, then question id. */
export type BookingAnswers = Record<string, Record<string, string>>

/** The required questions still unanswered, as `ref/question id`, in the cart's order. */
export function unansweredQuestions(cart: Cart, answers: BookingAnswers): string[] {
  return cart.reservations.flatMap((item) =>
    (item.questions ?? [])
      .filter((question) => question.required && !answers[item.reservation_ref]?.[question.id]?.trim())
      .map((question) => `${item.reservation_ref}/${question.id}`),
  )
}

/** Only the answers to questions the cart's items still ask, trimmed and not empty. */
export function answersToSend(cart: Cart, answers: BookingAnswers): BookingAnswers {
  const sent: BookingAnswers = {}
  for (const item of cart.reservations) {
    const own: Record<string, string> = {}
    for (const question of item.questions ?? []) {
      const answer = answers[item.reservation_ref]?.[question.id]?.trim()
      if (answer) own[question.id] = answer
    }
    if (Object.keys(own).length > 0) sent[item.reservation_ref] = own
  }
  return sent
}
