import type { AutoTranslationError } from '@jaunt/domain'
import { ModelAnswerInvalid, ModelUnavailable } from '../../lib/llm.js'

/** A failure whose reason is known: a translation that cannot be stored, or no model to ask. */
export class TranslationFailure extends Error {
  constructor(
    readonly code: AutoTranslationError,
    message: string,
  ) {
    super(message)
  }
}

const codeOf = (error: unknown): AutoTranslationError => {
  if (error instanceof TranslationFailure) return error.code
  if (error instanceof ModelAnswerInvalid) return 'model_answer_invalid'
  if (error instanceof ModelUnavailable) return 'model_unavailable'
  return 'unexpected'
}

/** What is recorded of a failure: its code, which the back office says in its language, and the English detail. */
export const failureOf = (error: unknown) => ({
  error_code: codeOf(error),
  error: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
})
