import Button from '@mui/material/Button'
import { useLingui } from '@lingui/react/macro'
import type { PackageRecord } from '@jaunt/domain'
import { useCreate, useNotify, useRefresh } from 'react-admin'

/** Copies a package as a new draft of the same site. */
export function CloneButton({ id }: { siteId: number; id: number }) {
  const { t } = useLingui()
  const notify = useNotify()
  const refresh = useRefresh()
  const [create, { isPending }] = useCreate<PackageRecord>()
  return (
    <Button
      size="small"
      disabled={isPending}
      onClick={() =>
        create(
          'package-clone',
          { data: { id } },
          {
            onSuccess: (copy) => {
              notify(t`Cloned as ${copy.product_code}.`)
              refresh()
            },
            onError: (error) => notify((error as Error).message, { type: 'error' }),
          },
        )
      }
    >
      {t`Clone`}
    </Button>
  )
}
