import { Trans } from '@lingui/react/macro'

/** Spec part 2 §9: the error page. */
export function ErrorPage() {
  return (
    <main style={{ padding: '64px 16px', textAlign: 'center' }}>
      <h1>
        <Trans>ERROR</Trans>
      </h1>
      <p>
        <Trans>Oops, Something went wrong</Trans>
      </p>
    </main>
  )
}
