import { useLingui } from '@lingui/react/macro'
import type { PackageRecord } from '@jaunt/domain'
import { useNotify, useUpdate, type HttpError } from 'react-admin'
import type { PackagePart } from './packagesData'

/** Saves one tab of a package; the server's 400 comes back as the fields' errors. */
export function usePackageSave(record: PackageRecord, part: PackagePart) {
  const { t } = useLingui()
  const notify = useNotify()
  const [update, { isPending }] = useUpdate<PackageRecord>()
  const save = async (data: object) => {
    try {
      await update(
        'package',
        { id: record.id, data, previousData: record, meta: { call: part } },
        { returnPromise: true, mutationMode: 'pessimistic' },
      )
    } catch (error) {
      const body = (error as HttpError).body as { errors?: Record<string, string> } | undefined
      notify((error as Error).message, { type: 'error' })
      return body?.errors
    }
    notify(t`Saved.`)
    return undefined
  }
  return { save, isPending }
}
