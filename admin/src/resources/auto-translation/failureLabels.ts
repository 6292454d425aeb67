import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { AutoTranslationError } from '@jaunt/domain'

/** Why a run or a translation failed, in the reader's language; the server's English detail follows it. */
export const FAILURE_LABELS: Record<AutoTranslationError, MessageDescriptor> = {
  model_unavailable: msg`The language model could not be reached or did not answer in time`,
  model_answer_invalid: msg`The language model did not answer with a usable translation`,
  translation_incomplete: msg`The translation left out some of the texts`,
  translation_too_long: msg`The translation is longer than the text may be`,
  unexpected: msg`Something unexpected went wrong`,
}
