import { MESSAGES, defaultErrorMessage } from '../messages'

function textAt(value: unknown, ...path: string[]): string | undefined {
  let current = value
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined
    current = (current as Record<string, unknown>)[key]
  }
  return typeof current === 'string' && current.trim() !== '' ? current : undefined
}

/**
 * The text to show for a failed call: the server's own message (data.data.message, else msg, else
 * message), else the default for the status. No status at all means the session is gone.
 */
export function errorMessageFor(status: number | null | undefined, body?: unknown): string {
  const serverMessage = textAt(body, 'data', 'message') ?? textAt(body, 'msg') ?? textAt(body, 'message')
  if (serverMessage) return serverMessage
  return status ? defaultErrorMessage(status) : MESSAGES.sessionExpired
}
