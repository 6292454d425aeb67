import type { TokenPair } from '@jaunt/domain'
import { inject } from 'vitest'

export const DEMO_PASSWORD = 'Demo-pass-1'

/** The real API started by apiServer.ts, and calls to it as a demo account. */
export function realApi() {
  const origin = inject('apiOrigin')
  const call = async <T>(token: string | null, method: string, path: string, body?: unknown) => {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as T }
  }
  const login = async (email: string) => {
    const { status, body } = await call<TokenPair>(null, 'POST', '/nauth/npanel/login', {
      email,
      password: DEMO_PASSWORD,
    })
    if (status !== 200) throw new Error(`login as ${email} failed`)
    return body
  }
  return { origin, call, login }
}
