import type { Hook } from '@hono/zod-openapi'
import type { ZodError } from 'zod'
import type { FieldError } from './errors.js'
import type { AppEnv } from './types.js'

const targetNames: Record<string, string> = { json: 'body', form: 'body', query: 'query', param: 'path' }

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
  const error = result.error as ZodError
  const errors = fieldErrors(error, result.target)
  const overLong = error.issues.findIndex(isOverLongList)
  const first = errors[Math.max(overLong, 0)] ?? { path: 'body', message: 'Invalid input' }
  return c.json({ message: `${first.path}: ${first.message}`, errors }, overLong >= 0 ? 422 : 400)
}
