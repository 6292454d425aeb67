import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Form, SaveButton, useGetOne, useNotify, useUpdate, type HttpError, type RaRecord } from 'react-admin'

type Validate = (values: object) => object

/**
 * A settings page that is one record per activity (`resource` of id `tourId`): read, edited and
 * replaced whole; the server's 400 lands on the fields.
 */
export function SettingsForm({
  resource,
  tourId,
  validate,
  children,
}: {
  resource: string
  tourId: number
  validate?: Validate
  children: ReactNode
}) {
  const { t } = useLingui()
  const notify = useNotify()
  const { data: record } = useGetOne<RaRecord>(resource, { id: tourId })
  const [update] = useUpdate()
  const save = async (values: object) => {
    try {
      await update(
        resource,
        { id: tourId, data: values, previousData: record },
        { returnPromise: true, mutationMode: 'pessimistic' },
      )
    } catch (error) {
      return (error as HttpError).body?.errors as Record<string, string> | undefined
    }
    notify(t`Settings saved.`)
    return undefined
  }
  if (!record) return null
  return (
    <Card>
      <Form record={record} validate={validate} onSubmit={save}>
        <Box sx={{ display: 'grid', gap: 1, p: 2 }}>
          {children}
          <Box>
            <SaveButton alwaysEnable />
          </Box>
        </Box>
      </Form>
    </Card>
  )
}
