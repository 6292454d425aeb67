import { useCallback } from 'react'
import { pageCall, pageKey, pageOfPath } from './pageData'
import { usePrefetch } from './PublicApi'
import { useSite } from './SiteContext'

/** Fetches the partner page a link leads to, when the guest shows they may follow it. */
export function usePagePrefetch() {
  const site = useSite()
  const prefetch = usePrefetch()
  return useCallback(
    (path: string) => {
      const page = site ? pageOfPath(path) : null
      if (site && page) prefetch(pageKey(site.id, page.slug, page.lang), pageCall(site.id, page.slug))
    },
    [site, prefetch],
  )
}
