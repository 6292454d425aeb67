import {
  type BookingAnswer,
  type BookingAnswersInput,
  type BookingQuestion,
  type GuestBookingQuestion,
  type Locale,
} from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { badRequest, type FieldError } from '../../lib/errors.js'
import { guestWords, type GuestWords } from '../../lib/guest-words/index.js'
import { translate, type ContentLocale } from '../catalogue/translate.js'

/** An activity's questions as a guest reads them: their language, else the site's, else English. */
export const guestQuestions = (
  questions: BookingQuestion[],
  language: ContentLocale,
): GuestBookingQuestion[] =>
  questions.map((question) => ({
    id: question.id,
    label: translate(question.label, language),
    kind: question.kind,
    required: question.required,
    choices: question.choices.map((choice) => ({
      value: choice.label.en ?? '',
      label: translate(choice.label, language),
    })),
  }))

/** One item's answers checked against its questions: required ones given, a choice among those offered. */
function checkItem(questions: BookingQuestion[], given: BookingAnswersInput, path: string, w: GuestWords) {
  const errors: FieldError[] = []
  const answers: BookingAnswer[] = []
  for (const id of Object.keys(given))
    if (given[id] && !questions.some((question) => question.id === id))
      errors.push({ path: `${path}.${id}`, message: w.answerUnknownQuestion })
  for (const question of questions) {
    const answer = given[question.id]?.trim() ?? ''
    const field = `${path}.${question.id}`
    if (!answer) {
      if (question.required) errors.push({ path: field, message: w.answerRequired })
      continue
    }
    if (question.kind === 'choice' && !question.choices.some((choice) => choice.label.en === answer)) {
      errors.push({ path: field, message: w.answerNotAChoice })
      continue
    }
    answers.push({ question_id: question.id, question: question.label.en ?? '', answer })
  }
  return { errors, answers }
}

/**
 * Checks the guest's answers for every item of the cart and keeps them with each reservation; a missing
 * required answer or an answer not offered is a 400 naming `answers.<reservation ref>.<question id>`,
 * said in the guest's language.
 */
export async function recordAnswers(
  trx: DB,
  cartId: number,
  locale: Locale,
  given: Record<string, BookingAnswersInput> = {},
) {
  const w = guestWords(locale)
  const items = await trx
    .selectFrom('reservation as r')
    .innerJoin('service as s', 's.id', 'r.service_id')
    .select(['r.id', 'r.reservation_ref', 'r.answers', 's.booking_questions'])
    .where('r.cart_id', '=', cartId)
    .orderBy('r.id')
    .execute()
  const errors: FieldError[] = []
  const stored: { id: number; answers: BookingAnswer[]; before: BookingAnswer[] }[] = []
  for (const ref of Object.keys(given))
    if (!items.some((item) => item.reservation_ref === ref))
      errors.push({ path: `answers.${ref}`, message: w.answerUnknownQuestion })
  for (const item of items) {
    const checked = checkItem(
      item.booking_questions,
      given[item.reservation_ref] ?? {},
      `answers.${item.reservation_ref}`,
      w,
    )
    errors.push(...checked.errors)
    stored.push({ id: item.id, answers: checked.answers, before: item.answers })
  }
  if (errors.length) throw badRequest(`${errors[0]!.path}: ${errors[0]!.message}`, errors)
  // An item whose answers are as stored (most have no questions) costs no write.
  for (const item of stored.filter(
    ({ answers, before }) => JSON.stringify(answers) !== JSON.stringify(before),
  ))
    await trx
      .updateTable('reservation')
      .set({ answers: JSON.stringify(item.answers) })
      .where('id', '=', item.id)
      .execute()
}
