import { useLingui } from '@lingui/react/macro'
import { useParams, useSearchParams } from 'react-router-dom'
import { PageHeader } from '../../layout/PageHeader'
import { useSites } from '../../sites/SiteContext'
import { WidgetEditor } from './WidgetEditor'
import { WidgetList } from './WidgetList'

/** `{siteId}/widget-settings`: the site's widgets; `?widget={id}` (or `new`) opens one with its code. */
export function WidgetsPage() {
  const { t } = useLingui()
  const { sites } = useSites()
  const siteId = Number(useParams().siteId)
  const site = sites?.find((candidate) => candidate.id === siteId)
  const [params, setParams] = useSearchParams()
  const opened = params.get('widget')
  const widgetId = opened === 'new' ? null : Number(opened) || null
  const open = (id: number | 'new' | null) => setParams(id === null ? {} : { widget: String(id) })
  const crumbs = [{ label: site?.name ?? '' }, { label: t`Widgets` }]
  if (!site) return null
  return (
    <>
      <PageHeader
        title={opened ? t`Widget` : t`Widgets`}
        breadcrumbs={opened ? [...crumbs, { label: t`Widget` }] : crumbs}
      />
      {opened ? (
        <WidgetEditor
          siteId={siteId}
          widgetId={widgetId}
          onSaved={(id) => open(id)}
          onClose={() => open(null)}
        />
      ) : (
        <WidgetList siteId={siteId} onOpen={open} />
      )}
    </>
  )
}
