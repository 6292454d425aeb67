import { useCreate, useDelete, useNotify, useUpdate, type HttpError } from 'react-admin'

/**
 * Saves a hotel's room type or rate plan from an in-place form: the 400's field messages go back to
 * the form, a refused delete (409) is said as the server said it.
 */
export function useChildSave(resource: string, hotelId: number, done: () => void) {
  const notify = useNotify()
  const [create] = useCreate()
  const [update] = useUpdate()
  const [remove] = useDelete()
  const save = async (editing: 'new' | number, values: object) => {
    try {
      if (editing === 'new')
        await create(resource, { data: { ...values, hotel_id: hotelId } }, { returnPromise: true })
      else
        await update(
          resource,
          { id: editing, data: values },
          { returnPromise: true, mutationMode: 'pessimistic' },
        )
    } catch (error) {
      return (error as HttpError).body?.errors as Record<string, string> | undefined
    }
    done()
    return undefined
  }
  const drop = async (id: number) => {
    try {
      await remove(resource, { id }, { returnPromise: true, mutationMode: 'pessimistic' })
      done()
    } catch (error) {
      notify((error as Error).message, { type: 'error' })
    }
  }
  return { save, drop }
}
