import type { Locale } from '@jaunt/domain'
import { useSite } from '../site/SiteContext'
import { WidgetMain } from './HomePage'
import { NotFoundPage } from './NotFoundPage'

/** The widget's own entry (`/widget`, `/{widgetUuid}/marketplace`): the site's whole storefront. */
export function WidgetPage({ lang }: { lang: Locale }) {
  const site = useSite()
  if (!site) return <NotFoundPage />
  return (
    <WidgetMain>
      <jaunt-storefront site={String(site.id)} lang={lang} />
    </WidgetMain>
  )
}
