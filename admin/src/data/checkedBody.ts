import type { z } from 'zod'
import { refusal } from './httpClient'

/**
 * A body read by the route's own schema from `@jaunt/domain`, as the server will read it, for calls
 * whose path is chosen at run time; what the schema refuses is the server's 400, with no call made.
 */
export function checkedBody<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const body = schema.safeParse(value)
  if (body.success) return body.data
  const errors = body.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
  const message = errors.map(({ path, message }) => `${path}: ${message}`).join('; ')
  throw refusal(400, { message, errors })
}
