import { PRODUCT_ELEMENT_TYPE, type SiteWidgetRecord } from '../schemas/siteWidget'

export type SnippetWidget = Pick<
  SiteWidgetRecord,
  | 'uuid'
  | 'site_id'
  | 'element'
  | 'lang'
  | 'currency'
  | 'service_type'
  | 'search'
  | 'service_id'
  | 'product_type'
  | 'mode'
  | 'placement'
  | 'ga4_measurement_id'
  | 'meta_pixel_id'
  | 'consent'
>

/** What a partner pastes: trackers (if any) and the loader in `<head>`, the element where it should show. */
export interface WidgetSnippet {
  head: string
  element: string
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Ids are checked by the schema; this keeps a stray quote out of the generated script anyway. */
const scriptValue = (value: string) => value.replace(/[^A-Za-z0-9-]/g, '')

function attributesOf(widget: SnippetWidget): [string, string][] {
  const attributes: [string, string][] = [['site', String(widget.site_id)]]
  // An unsaved widget has no id yet; its code works without one.
  if (widget.uuid) attributes.push(['widget-uuid', widget.uuid])
  if (widget.lang) attributes.push(['lang', widget.lang])
  if (widget.currency) attributes.push(['currency', widget.currency])
  if (widget.element === 'search') {
    if (widget.service_type) attributes.push(['service-type', widget.service_type])
    if (widget.search) attributes.push(['search', widget.search])
  }
  if (widget.element === 'product' && widget.service_id) {
    attributes.push(['type', PRODUCT_ELEMENT_TYPE[widget.product_type ?? 'activities']])
    attributes.push(['product-id', String(widget.service_id)])
    if (widget.mode === 'inline') attributes.push(['mode', 'inline'])
  }
  if (widget.element === 'chatbot' && widget.placement === 'inline') attributes.push(['placement', 'inline'])
  return attributes
}

function ga4Tag(id: string, waitForConsent: boolean) {
  const consent = waitForConsent
    ? `\n  gtag('consent', 'default', { analytics_storage: 'denied', ad_storage: 'denied' });`
    : ''
  return `<script async src="https://www.googletagmanager.com/gtag/js?id=${id}"></script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}${consent}
  gtag('js', new Date());
  gtag('config', '${id}');
</script>`
}

function pixelTag(id: string, waitForConsent: boolean) {
  const consent = waitForConsent ? `\n  fbq('consent', 'revoke');` : ''
  return `<script>
  !function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?
  n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;
  n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;
  t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,
  document,'script','https://connect.facebook.net/en_US/fbevents.js');${consent}
  fbq('init', '${id}');
  fbq('track', 'PageView');
</script>`
}

/**
 * The code a partner pastes for one widget: the widget mirrors its events to the page's GA4 dataLayer and
 * Meta pixel, so the trackers' own tags come first when the widget names them; `consent: 'pending'`
 * starts both denied and the loader waiting for `Jaunt.updateConsent(...)`.
 */
export function widgetSnippet(widget: SnippetWidget, apiOrigin: string): WidgetSnippet {
  const waitForConsent = widget.consent === 'pending'
  const head: string[] = []
  if (widget.ga4_measurement_id) head.push(ga4Tag(scriptValue(widget.ga4_measurement_id), waitForConsent))
  if (widget.meta_pixel_id) head.push(pixelTag(scriptValue(widget.meta_pixel_id), waitForConsent))
  const consent = waitForConsent ? ' data-consent="pending"' : ''
  head.push(
    `<script type="module" src="${escapeAttribute(apiOrigin.replace(/\/+$/, ''))}/widget/v1/jaunt.js"${consent}></script>`,
  )
  const tag = `jaunt-${widget.element}`
  const attributes = attributesOf(widget)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('')
  return { head: head.join('\n'), element: `<${tag}${attributes}></${tag}>` }
}
