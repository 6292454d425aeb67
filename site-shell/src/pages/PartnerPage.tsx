import type { Locale } from '@jaunt/domain'
import type { ReactNode } from 'react'
import { useDocumentTitle } from '../site/documentTitle'
import { pageCall, pageKey } from '../site/pageData'
import { Sections } from '../sections/Sections'
import { usePublicCall } from '../site/PublicApi'
import { useSite } from '../site/SiteContext'
import { ErrorPage } from './ErrorPage'
import { LoadingMain, Main } from './HomePage'
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
  const site = useSite()
  const page = usePublicCall(pageKey(site?.id ?? 0, slug, lang), pageCall(site?.id ?? 0, slug))
  useDocumentTitle(page.state === 'ready' ? page.value.title : null)
  if (!site || page.state === 'missing') return fallback ?? <NotFoundPage />
  if (page.state === 'error') return <ErrorPage />
  if (page.state === 'loading') {
    return <LoadingMain />
  }
  return (
    <Main>
      <Sections sections={page.value.sections} lang={lang} />
    </Main>
  )
}
