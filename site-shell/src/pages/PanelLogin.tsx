import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE, type Locale } from '@jaunt/domain'
import { useEffect } from 'react'
import { LoadingMain } from './HomePage'

/** `/login` and `/logout` lead to the back office's login; logging out forgets its session first. */
export function PanelLogin({ lang, logout }: { lang: Locale; logout: boolean }) {
  useEffect(() => {
    if (logout)
      for (const name of [ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE])
        document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`
    window.location.replace(`/${lang}/npanel/login`)
  }, [lang, logout])
  return <LoadingMain />
}
