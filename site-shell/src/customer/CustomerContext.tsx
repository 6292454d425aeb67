import { createHttpClient, isApiError, type HttpClient } from '@jaunt/api-client'
import type { Locale } from '@jaunt/domain'
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react'
import { useNavigation } from '../routing/navigation'
import { customerPaths } from '../routing/routes'
import { customerSession } from './session'

type CustomerContextValue = {
  lang: Locale
  /** The API with the customer session token. */
  http: HttpClient
  siteId: number | null
  /** A refused session (401) ends here: the token goes and the guest is asked to log in again. */
  onProblem: (error: unknown) => void
}

const CustomerContext = createContext<CustomerContextValue | null>(null)

export function CustomerProvider({
  lang,
  siteId,
  children,
}: {
  lang: Locale
  siteId: number | null
  children: ReactNode
}) {
  const { navigate } = useNavigation()
  const http = useMemo(
    () => createHttpClient({ baseUrl: '', getLocale: () => lang, getToken: () => customerSession.read() }),
    [lang],
  )
  const onProblem = useCallback(
    (error: unknown) => {
      if (isApiError(error) && error.status === 401) {
        customerSession.clear()
        navigate(customerPaths.login(lang), { replace: true })
      }
    },
    [lang, navigate],
  )
  const value = useMemo(() => ({ lang, http, siteId, onProblem }), [lang, http, siteId, onProblem])
  return <CustomerContext.Provider value={value}>{children}</CustomerContext.Provider>
}

export function useCustomer(): CustomerContextValue {
  const value = useContext(CustomerContext)
  if (!value) throw new Error('a customer page needs the CustomerProvider')
  return value
}
