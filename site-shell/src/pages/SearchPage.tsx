import type { Locale } from '@jaunt/domain'
import { useLingui } from '@lingui/react/macro'
import { useSite } from '../site/SiteContext'
import { WidgetMain } from './HomePage'
import { NotFoundPage } from './NotFoundPage'

/** Search over the site's catalogue (the widget's search, with its filters and pages). */
export function SearchPage({ lang, serviceType }: { lang: Locale; serviceType: string | null }) {
  const { t } = useLingui()
  const site = useSite()
  if (!site) return <NotFoundPage />
  return (
    <WidgetMain>
      <h1>{t`Search`}</h1>
      <jaunt-search site={String(site.id)} lang={lang} service-type={serviceType ?? undefined} />
    </WidgetMain>
  )
}
