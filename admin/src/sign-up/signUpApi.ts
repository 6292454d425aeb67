import { createApiClient, dataOf } from '@jaunt/api-client'
import { withFieldErrorMap } from '@jaunt/api-client/admin'
import type { Locale, SignUpPassword, SignUpRegistration } from '@jaunt/domain'

/**
 * The public sign-up calls, without the session's bearer: the set-password calls send the emailed
 * link's token as the bearer instead, and a refused link must not look like an expired session.
 */
export function signUpApi(apiBase: string, locale: Locale) {
  const api = createApiClient({
    baseUrl: apiBase,
    getLocale: () => locale,
    fetch: async (request) => withFieldErrorMap(await fetch(request)),
  })
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })
  return {
    countries: () => dataOf(api.GET('/core/public/user/country-list')),
    businessTypes: () => dataOf(api.GET('/core/public/user/business-type-list')),
    terms: (countryCode: string) =>
      dataOf(
        api.GET('/core/public/user/terms-and-condition/{countryCode}', { params: { path: { countryCode } } }),
      ),
    register: (body: SignUpRegistration) => dataOf(api.POST('/core/public/user/registration', { body })),
    sendLink: (email: string) => dataOf(api.POST('/core/public/user/send-link', { body: { email } })),
    verify: (token: string) => dataOf(api.GET('/core/public/user/verify-token', { headers: bearer(token) })),
    setPassword: (token: string, body: SignUpPassword) =>
      dataOf(api.PUT('/core/public/user/password/update', { body, headers: bearer(token) })),
  }
}

export type SignUpApi = ReturnType<typeof signUpApi>
