import { describe, expect, it } from 'vitest'
import { siteWidgetInputSchema, SITE_WIDGET_MESSAGES } from '../schemas/siteWidget'
import { widgetSnippet, type SnippetWidget } from './widgetSnippet'

const base: SnippetWidget = {
  uuid: 'w-1',
  site_id: 3,
  element: 'storefront',
  lang: null,
  currency: null,
  service_type: null,
  search: null,
  service_id: null,
  product_type: null,
  mode: 'card',
  placement: 'corner',
  ga4_measurement_id: null,
  meta_pixel_id: null,
  consent: 'page',
}

describe('widgetSnippet', () => {
  it('pastes the loader and the element with the site and the widget id', () => {
    const snippet = widgetSnippet(base, 'https://book.example.com/')
    expect(snippet.head).toBe(
      '<script type="module" src="https://book.example.com/widget/v1/jaunt.js"></script>',
    )
    expect(snippet.element).toBe('<jaunt-storefront site="3" widget-uuid="w-1"></jaunt-storefront>')
  })

  it('leaves the widget id out until the widget is saved', () => {
    expect(widgetSnippet({ ...base, uuid: '' }, 'https://book.example.com').element).toBe(
      '<jaunt-storefront site="3"></jaunt-storefront>',
    )
  })

  it('gives a product its type and id, and only the options that differ from the defaults', () => {
    const snippet = widgetSnippet(
      {
        ...base,
        element: 'product',
        service_id: 12,
        product_type: 'hotels',
        mode: 'inline',
        lang: 'de',
        currency: 'EUR',
      },
      'https://book.example.com',
    )
    expect(snippet.element).toBe(
      '<jaunt-product site="3" widget-uuid="w-1" lang="de" currency="EUR" type="hotel" product-id="12" mode="inline"></jaunt-product>',
    )
  })

  it('escapes a search text so it cannot leave its attribute', () => {
    const snippet = widgetSnippet(
      { ...base, element: 'search', service_type: 'activities', search: '"><script>x</script>' },
      'https://book.example.com',
    )
    expect(snippet.element).toContain('search="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"')
    expect(snippet.element).toContain('service-type="activities"')
  })

  it('puts GA4 and the pixel before the loader, denied until consent when the widget waits for it', () => {
    const snippet = widgetSnippet(
      { ...base, ga4_measurement_id: 'G-AB12CD34', meta_pixel_id: '1234567890', consent: 'pending' },
      'https://book.example.com',
    )
    const lines = snippet.head.split('\n')
    expect(lines[0]).toBe(
      '<script async src="https://www.googletagmanager.com/gtag/js?id=G-AB12CD34"></script>',
    )
    expect(snippet.head).toContain(
      "gtag('consent', 'default', { analytics_storage: 'denied', ad_storage: 'denied' });",
    )
    expect(snippet.head).toContain("fbq('consent', 'revoke');")
    expect(snippet.head).toContain("fbq('init', '1234567890');")
    expect(lines.at(-1)).toBe(
      '<script type="module" src="https://book.example.com/widget/v1/jaunt.js" data-consent="pending"></script>',
    )
  })
})

describe('siteWidgetInputSchema', () => {
  it('needs a product for a product widget and names the field', () => {
    const result = siteWidgetInputSchema.safeParse({ name: 'Kayak', element: 'product' })
    expect(result.success).toBe(false)
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['service_id'], message: SITE_WIDGET_MESSAGES.productRequired }),
    ])
  })

  it('takes empty trackers as none and refuses malformed ones', () => {
    expect(
      siteWidgetInputSchema.parse({
        name: 'Shop',
        element: 'cart',
        ga4_measurement_id: ' ',
        currency: 'eur',
      }),
    ).toMatchObject({ ga4_measurement_id: null, currency: 'EUR' })
    const bad = siteWidgetInputSchema.safeParse({ name: 'Shop', element: 'cart', meta_pixel_id: 'abc' })
    expect(bad.error?.issues[0]).toMatchObject({
      path: ['meta_pixel_id'],
      message: SITE_WIDGET_MESSAGES.pixelInvalid,
    })
  })
})
