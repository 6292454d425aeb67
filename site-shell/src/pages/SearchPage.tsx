import { SERVICE_TYPE_NAMES, type Locale } from '@jaunt/domain'
import { useLingui } from '@lingui/react/macro'
import { useSite } from '../site/SiteContext'
import { WidgetMain } from './HomePage'
import { NotFoundPage } from './NotFoundPage'

/** Search over the site's catalogue (the widget's search, with its filters and pages). */
export function SearchPage({ lang, serviceType }: { lang: Locale; serviceType: string | null }) {
  const { t } = useLingui()
  const site = useSite()
  if (!site) return <NotFoundPage />
  // A type the widget does not know would only be ignored by it: leave it out.
  const knownType = SERVICE_TYPE_NAMES.find((name) => name === serviceType)
  return (
    <WidgetMain>
      <h1>{t`Search`}</h1>
      <jaunt-search site={String(site.id)} lang={lang} service-type={knownType} />
    </WidgetMain>
  )
}
