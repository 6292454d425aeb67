import { useTranslate } from 'react-admin'

/** A failed call's message in the page's language: the field's own message when the server named one. */
export function useFieldMessage() {
  const translate = useTranslate()
  return (failure: unknown) => {
    const error = failure as { message?: string; body?: { errors?: Record<string, unknown> } }
    const first = Object.values(error.body?.errors ?? {})[0]
    const named = Array.isArray(first) ? first[0] : first
    const message = typeof named === 'string' ? named : (error.message ?? '')
    return translate(message, { _: message })
  }
}
