import type { Locale, SitePage } from '@jaunt/domain'

export type Section = SitePage['sections'][number]

/** What each section component gets: its own section and the page's language. */
export type SectionProps<K extends Section['type']> = { section: Extract<Section, { type: K }>; lang: Locale }
