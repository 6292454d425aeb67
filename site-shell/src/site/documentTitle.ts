import { useEffect } from 'react'
import { useSite } from './SiteContext'

/** The tab's title as the server wrote it for the first page: the page's own, then the company. */
export function useDocumentTitle(part: string | null) {
  const site = useSite()
  const company = site?.site_settings.general_settings.company_name ?? site?.name ?? 'Jaunt'
  useEffect(() => {
    document.title = part ? `${part} · ${company}` : company
  }, [part, company])
}
