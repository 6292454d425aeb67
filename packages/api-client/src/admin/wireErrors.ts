/**
 * The server sends field errors as `errors: [{ path, message }]` (the domain's errorBodySchema), while
 * ApiError reads a map of field to messages. This turns the first form into the second on the way
 * in, so `ApiError.errors` carries the fields; drop it once errors.ts reads the array form itself.
 */
export async function withFieldErrorMap(response: Response): Promise<Response> {
  if (response.ok || !(response.headers.get('Content-Type') ?? '').includes('json')) return response
  // Read once and answer a new response: cloning a response is unreliable in some test DOMs.
  const text = await response.text()
  const init = { status: response.status, statusText: response.statusText, headers: response.headers }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return new Response(text, init)
  }
  const errors = (body as { errors?: unknown } | null)?.errors
  if (!Array.isArray(errors)) return new Response(text, init)
  const byField: Record<string, string[]> = {}
  for (const item of errors as { path?: unknown; message?: unknown }[]) {
    if (typeof item?.path !== 'string' || typeof item.message !== 'string') continue
    ;(byField[item.path] ??= []).push(item.message)
  }
  return new Response(JSON.stringify({ ...(body as object), errors: byField }), init)
}
