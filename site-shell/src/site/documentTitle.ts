import { companyName } from '@jaunt/domain'
import { useEffect } from 'react'
import { useSite } from './SiteContext'

/** The tab's title as the server wrote it for the first page: the page's own, then the company. */
export function useDocumentTitle(part: string | null) {
  const site = useSite()
  const company = companyName(site)
  useEffect(() => {
    document.title = part ? `${part} · ${company}` : company
  }, [part, company])
}
