import { getSitePage } from '@jaunt/api-client'
import type { Locale } from '@jaunt/domain'
import { Spinner } from '@jaunt/ui'
import { useLingui } from '@lingui/react/macro'
import { useEffect, type ReactNode } from 'react'
import { Sections } from '../sections/Sections'
import { usePublicCall } from '../site/PublicApi'
import { useSite } from '../site/SiteContext'
import { ErrorPage } from './ErrorPage'
import { Main } from './HomePage'
import { NotFoundPage } from './NotFoundPage'

/** A page the partner built; without a slug, the site's index page. `fallback` shows when the site has none. */
export function PartnerPage({
  lang,
  slug,
  fallback,
}: {
  lang: Locale
  slug: string | null
  fallback?: ReactNode
}) {
  const { t } = useLingui()
  const site = useSite()
  const page = usePublicCall(`page-${site?.id ?? 0}-${slug ?? ''}-${lang}`, (http, signal) =>
    getSitePage(http, site?.id ?? 0, slug, signal),
  )
  const company = site?.site_settings.general_settings.company_name ?? site?.name ?? 'Jaunt'
  const ready = page.state === 'ready' ? page.value : null
  useEffect(() => {
    if (ready) document.title = `${ready.title} · ${company}`
  }, [ready, company])
  if (!site || page.state === 'missing') return fallback ?? <NotFoundPage />
  if (page.state === 'error') return <ErrorPage />
  if (page.state === 'loading') {
    return (
      <Main>
        <Spinner label={t`Loading…`} />
      </Main>
    )
  }
  return (
    <Main>
      <Sections sections={page.value.sections} lang={lang} />
    </Main>
  )
}
