import Alert from '@mui/material/Alert'
import Stack from '@mui/material/Stack'
import { useLingui } from '@lingui/react/macro'
import type { ActiveAlert } from '@jaunt/domain'
import { useState } from 'react'
import { useGetList } from 'react-admin'

const CLOSED = 'jaunt.closed-alerts'

/** An alert once closed stays closed in this browser, until the admin changes it. */
const keyOf = (alert: ActiveAlert) => `${alert.id}@${alert.updated_at}`
const closedAlerts = (): string[] => {
  try {
    return JSON.parse(localStorage.getItem(CLOSED) ?? '[]') as string[]
  } catch {
    return []
  }
}

/** The admins' alerts meant for this user now, above every page. */
export function AlertsBanner() {
  const { t } = useLingui()
  const { data } = useGetList<ActiveAlert>('active-alert', {}, { staleTime: 5 * 60_000 })
  const [closed, setClosed] = useState(closedAlerts)
  const shown = (data ?? []).filter((alert) => !closed.includes(keyOf(alert)))
  if (shown.length === 0) return null
  const close = (alert: ActiveAlert) => {
    const next = [...closed, keyOf(alert)].slice(-50)
    localStorage.setItem(CLOSED, JSON.stringify(next))
    setClosed(next)
  }
  return (
    <Stack spacing={1} sx={{ mt: 2 }} role="region" aria-label={t`Announcements`}>
      {shown.map((alert) => (
        <Alert
          key={alert.id}
          severity={alert.severity}
          onClose={() => close(alert)}
          sx={{ whiteSpace: 'pre-line' }}
        >
          {alert.message}
        </Alert>
      ))}
    </Stack>
  )
}
