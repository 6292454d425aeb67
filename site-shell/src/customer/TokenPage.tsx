import { exchangeLoginToken } from '@jaunt/api-client/customer'
import { Alert, Button, Spinner } from '@jaunt/ui'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { useNavigation } from '../routing/navigation'
import { customerPaths } from '../routing/routes'
import { Card, CustomerLayout } from './CustomerLayout'
import { useCustomer } from './CustomerContext'
import { customerSession } from './session'

/** Where the emailed link lands: it becomes the customer session, once. */
export function TokenPage({ token }: { token: string | null }) {
  const { t } = useLingui()
  const { http, lang } = useCustomer()
  const { navigate } = useNavigation()
  const [failed, setFailed] = useState(token === null)

  useEffect(() => {
    if (!token) return
    let current = true
    exchangeLoginToken(http, token).then(
      (session) => {
        customerSession.write(session.customer_session_token, session.expires_at)
        navigate(customerPaths.bookings(lang), { replace: true })
      },
      () => current && setFailed(true),
    )
    return () => {
      current = false
    }
  }, [http, token, lang, navigate])

  return (
    <CustomerLayout title={t`My bookings`}>
      <Card>
        {failed ? (
          <>
            <Alert tone="warning">{t`This link has expired or has already been used.`}</Alert>
            <p>{t`Links work once, for one hour. Ask for a new one to see your bookings.`}</p>
            <Button onClick={() => navigate(customerPaths.login(lang))}>{t`Send me a new link`}</Button>
          </>
        ) : (
          <Spinner label={t`Opening your bookings…`} />
        )}
      </Card>
    </CustomerLayout>
  )
}
