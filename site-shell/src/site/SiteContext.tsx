import type { Site } from '@jaunt/domain'
import { createContext, useContext } from 'react'

/** The partner site this host names, or null on a host that is no site (the marketplace's own). */
export const SiteContext = createContext<Site | null>(null)

export const useSite = () => useContext(SiteContext)
