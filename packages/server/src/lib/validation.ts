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

/** Every route's validation failure becomes a 400 whose message names the first bad field. */
export const validationHook: Hook<unknown, AppEnv, string, unknown> = (result, c) => {
  if (result.success) return
  const errors = fieldErrors(result.error as ZodError, result.target)
  const first = errors[0] ?? { path: 'body', message: 'Invalid input' }
  return c.json({ message: `${first.path}: ${first.message}`, errors }, 400)
}
