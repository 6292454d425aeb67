import type { HttpClient } from '@jaunt/api-client'
import type { Site } from '@jaunt/domain'
import { createContext, useCallback, useContext } from 'react'
import { useStore } from 'zustand'
import type { ElementConfig } from '../elements/attributes'
import { emitJauntEvent, type JauntEventMap, type JauntEventName } from '../events'
import type { SiteState, SiteStore } from './siteStore'

export interface WidgetContextValue {
  store: SiteStore
  config: ElementConfig
  /** This element's id, to tell which element renders a dialog the store says is open. */
  owner: string
  /** The custom element: events are dispatched on it. */
  host: HTMLElement | null
  /** A client in this element's locale. */
  http: HttpClient
}

export const WidgetContext = createContext<WidgetContextValue | null>(null)

export function useWidget(): WidgetContextValue {
  const value = useContext(WidgetContext)
  if (!value) throw new Error('a Jaunt feature needs the element shell around it')
  return value
}

/** A slice of the site's shared store; re-renders only when the slice changes. */
export function useSiteState<T>(selector: (state: SiteState) => T): T {
  return useStore(useWidget().store, selector)
}

export function useSite(): Site {
  return useSiteState((state) => state.site)
}

type Detail<N extends JauntEventName> = Omit<JauntEventMap[N], 'site_id' | 'widget_uuid'>

/** Dispatches a Jaunt event from this element, with the site and widget ids filled in. */
export function useEmit() {
  const { host, store, config } = useWidget()
  return useCallback(
    <N extends JauntEventName>(name: N, detail: Detail<N>): boolean => {
      if (!host) return true
      const full = {
        ...detail,
        site_id: store.getState().site.id,
        widget_uuid: config.widgetUuid,
      } as JauntEventMap[N]
      return emitJauntEvent(host, name, full)
    },
    [host, store, config.widgetUuid],
  )
}
