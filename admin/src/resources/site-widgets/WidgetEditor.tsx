import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import { useLingui } from '@lingui/react/macro'
import { siteWidgetInputSchema, type SiteWidgetRecord } from '@jaunt/domain'
import { useMemo } from 'react'
import { Form, SaveButton, useCreate, useGetOne, useNotify, useUpdate, type HttpError } from 'react-admin'
import { zodValidate } from '../../forms/zodValidate'
import { SnippetPanel } from './SnippetPanel'
import { WidgetFields } from './WidgetFields'

const NEW_WIDGET = { name: '', element: 'storefront', mode: 'card', placement: 'corner', consent: 'page' }

/** One widget: its form on the left, the code to paste and the live widget on the right. */
export function WidgetEditor({
  siteId,
  widgetId,
  onSaved,
  onClose,
}: {
  siteId: number
  widgetId: number | null
  onSaved: (id: number) => void
  onClose: () => void
}) {
  const { t } = useLingui()
  const notify = useNotify()
  const meta = { site_id: siteId }
  const { data: record } = useGetOne<SiteWidgetRecord>(
    'site-widget',
    { id: widgetId ?? 0, meta },
    { enabled: widgetId !== null },
  )
  const [create] = useCreate()
  const [update] = useUpdate()
  const validate = useMemo(() => zodValidate(siteWidgetInputSchema), [])
  const save = async (values: object) => {
    try {
      const saved = (
        widgetId === null
          ? await create('site-widget', { data: values, meta }, { returnPromise: true })
          : await update(
              'site-widget',
              { id: widgetId, data: values, previousData: record, meta },
              { returnPromise: true, mutationMode: 'pessimistic' },
            )
      ) as SiteWidgetRecord
      notify(t`Widget saved.`)
      onSaved(saved.id)
    } catch (error) {
      return (error as HttpError).body?.errors as Record<string, string> | undefined
    }
    return undefined
  }
  if (widgetId !== null && !record) return null
  return (
    <Form key={widgetId ?? 'new'} record={record ?? NEW_WIDGET} validate={validate} onSubmit={save}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'minmax(320px, 2fr) 3fr' }, gap: 2 }}>
        <Card sx={{ p: 2, display: 'grid', gap: 1, alignContent: 'start' }}>
          <WidgetFields siteId={siteId} />
          <Box sx={{ display: 'flex', gap: 1 }}>
            <SaveButton alwaysEnable />
            <Button onClick={onClose}>{t`Back to the widgets`}</Button>
          </Box>
        </Card>
        <Card sx={{ p: 2 }}>
          <SnippetPanel siteId={siteId} />
        </Card>
      </Box>
    </Form>
  )
}
