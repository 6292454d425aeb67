import { isApiError } from '@jaunt/api-client'

/**
 * The server's messages of a refused form, by field (only the fields the form has), and the
 * message to show above the form when no field carries one.
 */
export function formErrorsOf<F extends string>(
  error: unknown,
  fields: readonly F[],
  fallback: string,
): { fields: Partial<Record<F, string>>; form: string | null } {
  if (!isApiError(error)) return { fields: {}, form: fallback }
  const byField: Partial<Record<F, string>> = {}
  for (const field of fields) {
    const message = error.errors?.[field]?.[0]
    if (message) byField[field] = message
  }
  return { fields: byField, form: Object.keys(byField).length > 0 ? null : error.message }
}
