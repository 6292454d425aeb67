import type { Locale } from '@jaunt/domain'
import type { Section } from './Sections'

/** What each section component gets: its own section and the page's language. */
export type SectionProps<K extends Section['type']> = { section: Extract<Section, { type: K }>; lang: Locale }
