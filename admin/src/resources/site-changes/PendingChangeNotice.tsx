import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import { Trans, useLingui } from '@lingui/react/macro'
import type { GeneralSettingsRecord } from '@jaunt/domain'
import { useDelete, useNotify, useRefresh } from 'react-admin'
import { SITE_CHANGE_WITHDRAWAL } from './siteChangesData'

/** A live site's name or address change that waits for an admin, with the values asked for. */
export function PendingChangeNotice({ record }: { record: GeneralSettingsRecord }) {
  const { t } = useLingui()
  const notify = useNotify()
  const refresh = useRefresh()
  const [remove, { isPending }] = useDelete()
  const change = record.pending_change
  if (!change) return null
  const { name, sub_domain: subDomain } = change
  const domain = change.domain ?? t`none`
  const withdraw = async () => {
    try {
      await remove(SITE_CHANGE_WITHDRAWAL, { id: record.id, previousData: record }, { returnPromise: true })
    } catch {
      return
    }
    notify(t`Your change is withdrawn.`)
    refresh()
  }
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" disabled={isPending} onClick={() => void withdraw()}>
          <Trans>Withdraw</Trans>
        </Button>
      }
    >
      <Trans>
        Your change of the site's name or address awaits an admin's approval: name {name}, sub-domain{' '}
        {subDomain}, own domain {domain}. Until then the site keeps its current ones.
      </Trans>
    </Alert>
  )
}
