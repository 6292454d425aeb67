import { useLingui } from '@lingui/react/macro'

/** Spec part 2 §9: an unmatched route. */
export function NotFoundPage() {
  const { t } = useLingui()
  return (
    <main style={{ padding: '64px 16px', textAlign: 'center' }}>
      <h1>404</h1>
      <p>{t`This page could not be found`}</p>
    </main>
  )
}
