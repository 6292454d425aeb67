import Alert from '@mui/material/Alert'
import { useEditContext, type HttpError } from 'react-admin'
import { NotFound } from '../access/NotFound'

/**
 * What an edit page shows when its record cannot be read: the 404 page for an id that does not
 * exist (or is another owner's), so a deep link never shows a blank form; the server's message otherwise.
 */
export function RecordError() {
  const { error } = useEditContext()
  if ((error as HttpError | null)?.status === 404) return <NotFound />
  return <Alert severity="error">{(error as Error | null)?.message}</Alert>
}

/** `Edit` props that keep the user on the page with `RecordError` instead of react-admin's redirect. */
export const stayOnRecordError = {
  redirectOnError: false,
  queryOptions: { onError: () => undefined },
  error: <RecordError />,
} as const
