import type { TokenPair } from '@jaunt/domain'

/** Where the back office keeps its access and refresh tokens (cookies in the browser, memory in tests). */
export interface TokenStore {
  getAccessToken(): string | null
  getRefreshToken(): string | null
  setTokens(pair: TokenPair): void
  clear(): void
}

export function createMemoryTokenStore(initial?: TokenPair): TokenStore {
  let access = initial?.access_token ?? null
  let refresh = initial?.refresh_token ?? null
  return {
    getAccessToken: () => access,
    getRefreshToken: () => refresh,
    setTokens: (pair) => {
      access = pair.access_token
      refresh = pair.refresh_token
    },
    clear: () => {
      access = null
      refresh = null
    },
  }
}
