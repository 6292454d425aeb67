import type { Locale } from '@jaunt/domain'
import { sql } from 'kysely'

/** PostgreSQL's text search configuration per product language; those it lacks use `simple`. */
const CONFIGS: Record<Locale, string> = {
  en: 'english',
  no: 'norwegian',
  sv: 'swedish',
  hi: 'simple',
  gu: 'simple',
  da: 'danish',
  de: 'german',
  bg: 'simple',
  nl: 'dutch',
  ru: 'russian',
  es: 'spanish',
  it: 'italian',
  fi: 'finnish',
  fr: 'french',
}

export const textSearchConfig = (locale: Locale) => sql.lit(CONFIGS[locale])

export interface SearchableTexts {
  name: string
  short_description: string
  description: string
  highlights: string[]
  place: string
}

/** Names weigh most, then the summary and place, then the long text. */
export const searchVector = (locale: Locale, texts: SearchableTexts) => {
  const config = sql.raw(`'${CONFIGS[locale]}'::regconfig`)
  return sql`
    setweight(to_tsvector(${config}, ${texts.name}), 'A') ||
    setweight(to_tsvector(${config}, ${texts.short_description} || ' ' || ${texts.place}), 'B') ||
    setweight(to_tsvector(${config}, ${texts.description} || ' ' || ${texts.highlights.join(' ')}), 'C')
  `
}
