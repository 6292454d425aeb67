import { SERVICE_TYPE_NAMES, type Locale } from '@jaunt/domain'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { useNavigation } from '../routing/navigation'
import { useSite } from '../site/SiteContext'
import { WidgetMain } from './HomePage'
import { NotFoundPage } from './NotFoundPage'

/**
 * Search over the site's catalogue (the widget's search, with its filters and pages). The search
 * lives in the address (`/en/search?query=Tromsø&price=500-2000`): a link opens it, and Back and
 * Forward go through the guest's searches.
 */
export function SearchPage({ lang, serviceType }: { lang: Locale; serviceType: string | null }) {
  const { t } = useLingui()
  const site = useSite()
  const { search, navigate } = useNavigation()
  const element = useRef<HTMLElement>(null)
  const shown = search.replace(/^\?/, '')
  useEffect(() => {
    const target = element.current
    if (!target) return
    const onSearch = (event: Event) => {
      const next = (event as CustomEvent<{ search_state: string }>).detail.search_state
      // The search's own address: a type the guest changed replaces the one in the path.
      if (next !== shown) navigate(`/${lang}/search${next ? `?${next}` : ''}`, { scroll: false })
    }
    target.addEventListener('jaunt:search', onSearch)
    return () => target.removeEventListener('jaunt:search', onSearch)
  }, [navigate, lang, shown])
  if (!site) return <NotFoundPage />
  // A type the widget does not know would only be ignored by it: leave it out.
  const knownType = SERVICE_TYPE_NAMES.find((name) => name === serviceType)
  return (
    <WidgetMain>
      <h1>{t`Search`}</h1>
      <jaunt-search
        ref={element}
        site={String(site.id)}
        lang={lang}
        service-type={knownType}
        search={shown}
      />
    </WidgetMain>
  )
}
