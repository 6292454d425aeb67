import { useSite } from '../site/SiteContext'
import type { SectionProps } from './sectionProps'

/** The widget itself in the page: the whole storefront, or its search. */
export function WidgetSection({ section, lang }: SectionProps<'widget'>) {
  const site = useSite()
  if (!site) return null
  return section.element === 'search' ? (
    <jaunt-search site={String(site.id)} lang={lang} />
  ) : (
    <jaunt-storefront site={String(site.id)} lang={lang} />
  )
}
