import { getHotel, getPackage, getTour, type HttpClient } from '@jaunt/api-client'
import type { Locale } from '@jaunt/domain'
import type { ProductPageType } from '../routing/routes'
import { useDocumentTitle } from '../site/documentTitle'
import { usePublicCall } from '../site/PublicApi'
import { useSite } from '../site/SiteContext'
import { WidgetMain } from './HomePage'
import { NotFoundPage } from './NotFoundPage'
import { ProductIntro, type IntroProduct } from './ProductIntro'

const detailOf = (
  http: HttpClient,
  type: ProductPageType,
  id: number,
  options: { siteId: number | null; signal: AbortSignal },
): Promise<IntroProduct> =>
  type === 'hotel'
    ? getHotel(http, id, options)
    : type === 'package'
      ? getPackage(http, id, options)
      : getTour(http, id, options)

/** A product's own page: the widget's booking panel in place, for links and search engines. */
export function ProductPage({ lang, type, id }: { lang: Locale; type: ProductPageType; id: number }) {
  const site = useSite()
  const detail = usePublicCall(`product-${type}-${id}-${lang}`, (http, signal) =>
    detailOf(http, type, id, { siteId: site?.id ?? null, signal }),
  )
  useDocumentTitle(detail.state === 'ready' ? detail.value.name : null)
  if (!site || detail.state === 'missing') return <NotFoundPage />
  return (
    <WidgetMain>
      <ProductIntro product={detail.state === 'ready' ? detail.value : null} lang={lang} />
      <jaunt-product site={String(site.id)} lang={lang} type={type} product-id={String(id)} mode="inline" />
    </WidgetMain>
  )
}
