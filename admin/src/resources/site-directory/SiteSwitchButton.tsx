import Button from '@mui/material/Button'
import { useLingui } from '@lingui/react/macro'
import { Status, type SiteDirectoryRow } from '@jaunt/domain'
import { useNotify, useRefresh, useUpdate, type HttpError } from 'react-admin'
import { SITE_DIRECTORY_RESOURCE } from './siteDirectoryData'

/** Takes an approved site off line, or puts it back. */
export function SiteSwitchButton({ site }: { site: SiteDirectoryRow }) {
  const { t } = useLingui()
  const notify = useNotify()
  const refresh = useRefresh()
  const [update, { isPending }] = useUpdate()
  const on = site.status === Status.Active
  const name = site.name
  const toggle = async () => {
    try {
      await update(
        SITE_DIRECTORY_RESOURCE,
        { id: site.id, data: {}, previousData: site, meta: { call: on ? 'deactivate' : 'activate' } },
        { returnPromise: true, mutationMode: 'pessimistic' },
      )
    } catch (error) {
      notify((error as HttpError).message, { type: 'error' })
      return
    }
    notify(on ? t`${name} is deactivated.` : t`${name} is active again.`)
    refresh()
  }
  return (
    <Button
      size="small"
      variant="outlined"
      color={on ? 'error' : 'primary'}
      disabled={isPending}
      onClick={() => void toggle()}
    >
      {on ? t`Deactivate` : t`Activate`}
    </Button>
  )
}
