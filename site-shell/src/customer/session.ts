const COOKIE = 'customer_session_token'

/** The customer session token, kept in the spec's cookie for as long as the server gives it. */
export const customerSession = {
  read(): string | null {
    const entry = document.cookie.split('; ').find((part) => part.startsWith(`${COOKIE}=`))
    return entry ? decodeURIComponent(entry.slice(COOKIE.length + 1)) : null
  },
  write(token: string, expiresAt: string) {
    const seconds = Math.max(0, Math.floor((Date.parse(expiresAt) - Date.now()) / 1000))
    const secure = window.isSecureContext ? '; Secure' : ''
    document.cookie = `${COOKIE}=${encodeURIComponent(token)}; Max-Age=${seconds}; Path=/; SameSite=Strict${secure}`
  },
  clear() {
    document.cookie = `${COOKIE}=; Max-Age=0; Path=/; SameSite=Strict`
  },
}
