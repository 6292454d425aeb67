import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import { widgetSnippet, type SiteWidgetRecord, type SnippetWidget } from '@jaunt/domain'
import { useGetOne, useNotify } from 'react-admin'
import { useWatch } from 'react-hook-form'
import { useServices } from '../../AdminServicesContext'
import { WidgetPreview } from './WidgetPreview'

type Values = Partial<SiteWidgetRecord> & { product_type?: SiteWidgetRecord['product_type'] }

const snippetOf = (values: Values, siteId: number): SnippetWidget => ({
  uuid: values.uuid ?? '',
  site_id: siteId,
  element: values.element ?? 'storefront',
  lang: values.lang || null,
  currency: values.currency?.trim() ? values.currency.trim().toUpperCase() : null,
  service_type: values.service_type || null,
  search: values.search?.trim() || null,
  service_id: values.service_id ?? null,
  product_type: values.product_type ?? null,
  mode: values.mode ?? 'card',
  placement: values.placement ?? 'corner',
  ga4_measurement_id: values.ga4_measurement_id?.trim() || null,
  meta_pixel_id: values.meta_pixel_id?.trim() || null,
  consent: values.consent ?? 'page',
})

function CodeBox({ label, code }: { label: string; code: string }) {
  const { t } = useLingui()
  const notify = useNotify()
  return (
    <Box sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2">{label}</Typography>
        <Button
          size="small"
          onClick={async () => {
            await navigator.clipboard.writeText(code)
            notify(t`Copied.`)
          }}
        >
          {t`Copy`}
        </Button>
      </Box>
      <Box
        component="pre"
        aria-label={label}
        sx={{
          m: 0,
          p: 1.5,
          bgcolor: 'grey.100',
          borderRadius: 1,
          fontSize: 12,
          overflowX: 'auto',
          whiteSpace: 'pre-wrap',
        }}
      >
        {code}
      </Box>
    </Box>
  )
}

/** The code to paste, as the form stands, and the widget running beside it. */
export function SnippetPanel({ siteId }: { siteId: number }) {
  const { t, i18n } = useLingui()
  const { apiBase, base } = useServices()
  const values = useWatch() as Values
  const origin = apiBase || window.location.origin
  const { data: origins } = useGetOne<{ id: number; allowed_origins: string[] }>('site-setting', {
    id: siteId,
    meta: { group: 'allowed-origins' },
  })
  const allowed = origins?.allowed_origins.join(', ') ?? ''
  const widget = snippetOf(values, siteId)
  const snippet = widgetSnippet(widget, origin)
  const settings = `${base.basename}/${siteId}/site-settings?tab=allowed-origins`
  return (
    <Box>
      {!values.uuid && (
        <Alert severity="info" sx={{ mb: 2 }}>{t`Save the widget to give the code its widget id.`}</Alert>
      )}
      <CodeBox label={t`In your page's <head>`} code={snippet.head} />
      <CodeBox label={t`Where the widget should show`} code={snippet.element} />
      <Alert severity={origins?.allowed_origins.length ? 'success' : 'warning'} sx={{ mb: 2 }}>
        {origins?.allowed_origins.length
          ? t`Pages at these addresses may embed it: ${allowed}.`
          : t`No website may embed your widgets yet.`}{' '}
        <Link href={settings}>{t`Change the allowed origins`}</Link>
      </Alert>
      <WidgetPreview
        snippet={{
          ...snippet,
          head: widgetSnippet({ ...widget, ga4_measurement_id: null, meta_pixel_id: null }, origin).head,
        }}
        ready={widget.element !== 'product' || widget.service_id !== null}
        lang={widget.lang ?? i18n.locale}
      />
    </Box>
  )
}
