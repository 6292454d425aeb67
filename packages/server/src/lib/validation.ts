import type { Hook } from '@hono/zod-openapi'
import type { ZodError } from 'zod'
import { MESSAGES } from '@jaunt/domain'
import type { FieldError } from './errors.js'
import { guestWords, type Said } from './guest-words/index.js'
import type { AppEnv } from './types.js'

const targetNames: Record<string, string> = { json: 'body', form: 'body', query: 'query', param: 'path' }

// Our schemas' own texts that a guest can meet, by their English copy.
const GUEST_TEXTS: Readonly<Record<string, Said>> = {
  [MESSAGES.emailRequired]: (w) => w.emailRequired,
  [MESSAGES.emailInvalid]: (w) => w.emailInvalid,
}

export function fieldErrors(error: ZodError, target: string): FieldError[] {
  return error.issues.map((issue) => ({
    path: issue.path.length > 0 ? issue.path.map(String).join('.') : (targetNames[target] ?? target),
    message: issue.message,
  }))
}

const isOverLongList = (issue: ZodError['issues'][number]) =>
  issue.code === 'too_big' && issue.origin === 'array'

/**
 * Every route's validation failure becomes a 400 whose message names the first bad field; a list
 * longer than its cap is a 422 naming that list, in the same shape.
 */
export const validationHook: Hook<unknown, AppEnv, string, unknown> = (result, c) => {
  if (result.success) return
  const words = guestWords(c.get('locale'))
  const error = result.error as ZodError
  const errors = fieldErrors(error, result.target).map((field) => {
    const said = GUEST_TEXTS[field.message]
    return said ? { ...field, message: said(words) } : field
  })
  const overLong = error.issues.findIndex(isOverLongList)
  const first = errors[Math.max(overLong, 0)] ?? { path: 'body', message: 'Invalid input' }
  return c.json({ message: `${first.path}: ${first.message}`, errors }, overLong >= 0 ? 422 : 400)
}
