import type { Locale } from '@jaunt/domain'
import { useSite } from '../site/SiteContext'
import type { ProductPageType } from '../routing/routes'
import { Main } from './HomePage'
import { NotFoundPage } from './NotFoundPage'

/** A product's own page: the widget's booking panel in place, for links and search engines. */
export function ProductPage({ lang, type, id }: { lang: Locale; type: ProductPageType; id: number }) {
  const site = useSite()
  if (!site) return <NotFoundPage />
  return (
    <Main>
      <jaunt-product site={String(site.id)} lang={lang} type={type} product-id={String(id)} mode="inline" />
    </Main>
  )
}
