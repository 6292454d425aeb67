import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { Loading } from 'react-admin'
import { useParams, useSearchParams } from 'react-router-dom'
import { PageHeader } from '../../layout/PageHeader'
import { useSites } from '../../sites/SiteContext'
import { MenuEditor } from './MenuEditor'
import { PageList } from './PageList'

// Puck and its editor load only when a page is opened.
const PageEditor = lazy(() => import('./PageEditor'))

/**
 * `{siteId}/pages`: the site's pages and menu; `?page={id}` opens a page in the builder (the
 * spec's `pages/page/{pageId}/page-builder`, kept on the one route the pages table gives).
 */
export function PagesPage() {
  const { t } = useLingui()
  const { sites } = useSites()
  const siteId = Number(useParams().siteId)
  const site = sites?.find((candidate) => candidate.id === siteId)
  const [params, setParams] = useSearchParams()
  const pageId = Number(params.get('page')) || null
  const open = (id: number | null) => setParams(id === null ? {} : { page: String(id) })
  const crumbs = [{ label: site?.name ?? '' }, { label: t`Pages` }]
  if (!site) return null
  return (
    <>
      <PageHeader
        title={pageId ? t`Page builder` : t`Pages`}
        breadcrumbs={pageId ? [...crumbs, { label: t`Page builder` }] : crumbs}
      />
      {pageId ? (
        <Suspense fallback={<Loading />}>
          <PageEditor key={pageId} site={site} pageId={pageId} />
        </Suspense>
      ) : (
        <>
          <PageList site={site} onOpen={open} />
          <MenuEditor site={site} />
        </>
      )}
    </>
  )
}
