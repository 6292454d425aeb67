import { useLingui } from '@lingui/react/macro'
import { useCreate, useNotify, useUpdate, type HttpError, type RaRecord } from 'react-admin'

/** Creates or updates a record of the site; the server's 400 comes back as the fields' errors. */
export function useTerminalSave(
  resource: string,
  siteId: number,
  editing: RaRecord | null,
  done: () => void,
) {
  const { t } = useLingui()
  const notify = useNotify()
  const [create] = useCreate()
  const [update] = useUpdate()
  return async (values: Record<string, unknown>) => {
    try {
      if (editing) {
        await update(
          resource,
          { id: editing.id, data: values, previousData: editing },
          { returnPromise: true, mutationMode: 'pessimistic' },
        )
      } else {
        await create(resource, { data: values, meta: { site_id: siteId } }, { returnPromise: true })
      }
    } catch (error) {
      const body = (error as HttpError).body
      if (body?.errors) return body.errors as Record<string, string>
      notify((error as Error).message, { type: 'error' })
      return undefined
    }
    notify(t`Saved.`)
    done()
    return undefined
  }
}
