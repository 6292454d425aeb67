import { call, type TestContext } from '../../test/test-app.js'
import type { Api } from './package-bookings.fixtures.js'

/** The server tests' `call` in the shape the helpers above take. */
export const apiOf = (ctx: TestContext): Api => ({
  call: async <T>(token: string | null, method: string, path: string, body?: unknown) => {
    const answer = await call<T>(ctx, method as Parameters<typeof call>[1], path, {
      token: token ?? undefined,
      body,
    })
    return { status: answer.status, body: answer.body }
  },
})
