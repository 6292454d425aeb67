import Button from '@mui/material/Button'
import { Trans } from '@lingui/react/macro'
import { StatusPage } from '../pages/StatusPage'

/** The spec's error page: ERROR and "Oops, Something went wrong". */
export function ErrorPage({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  return (
    <StatusPage
      code={<Trans>ERROR</Trans>}
      title={<Trans>Oops, Something went wrong</Trans>}
      detail={message}
    >
      {onRetry && (
        <Button variant="contained" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      )}
    </StatusPage>
  )
}
