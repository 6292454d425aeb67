import { useEffect, useRef, useState } from 'react'
import { useSite } from '../site/SiteContext'
import type { SectionProps } from './sectionProps'

/**
 * The widget itself in the page: the whole storefront, or its search. It is put in the page
 * when the guest scrolls near it, so a page that opens on a hero does not run it up front.
 */
export function WidgetSection({ section, lang }: SectionProps<'widget'>) {
  const site = useSite()
  const place = useRef<HTMLDivElement>(null)
  const near = useNearViewport(place)
  if (!site) return null
  return (
    <div ref={place} style={{ minHeight: near ? undefined : 600 }}>
      {near ? (
        section.element === 'search' ? (
          <jaunt-search site={String(site.id)} lang={lang} />
        ) : (
          <jaunt-storefront site={String(site.id)} lang={lang} />
        )
      ) : null}
    </div>
  )
}

/** How close to the screen the widget is put in the page. */
const NEAR_PX = 400

function useNearViewport(place: React.RefObject<HTMLElement | null>) {
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const element = place.current
    if (near || !element) return
    // Already on the first screen: no need to wait for an observer's first report.
    if (element.getBoundingClientRect().top < window.innerHeight + NEAR_PX) {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: `${NEAR_PX}px 0px` },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near, place])
  return near
}
