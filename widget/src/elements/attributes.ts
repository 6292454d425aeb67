import { LOCALES, normalizeLocale, type Locale } from '@jaunt/domain'
import type { SiteKey } from '../site/registry'

/** The attributes every Jaunt element takes. */
export interface CommonAttributes {
  site?: string | undefined
  lang?: string | undefined
  apiBase?: string | undefined
  currency?: string | undefined
  widgetUuid?: string | undefined
}

export interface ElementConfig {
  site: SiteKey
  locale: Locale
  /** The API's origin (and path prefix, if any), without a trailing slash. */
  apiBase: string
  /** A currency to show amounts in when a payload names none; never converts prices. */
  currency: string | null
  widgetUuid: string | null
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; problems: string[] }

export interface AttributeDefaults {
  /** The page's `<html lang>`. */
  pageLang: string | null | undefined
  /** Where the loader came from, or null when unknown. */
  apiBase: string | null
}

const HOST =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*(:\d{1,5})?$/i
const SITE_ID = /^[1-9]\d{0,9}$/
const CURRENCY = /^[a-z]{3}$/i
const WIDGET_UUID = /^[\w-]{1,64}$/

const given = (value: string | undefined): value is string => value !== undefined && value.trim() !== ''

/** A language tag the product has (`de`, `de-DE`, `nb`), or undefined. */
export function localeOfTag(tag: string): Locale | undefined {
  const locale = normalizeLocale(tag)
  const language = tag.trim().toLowerCase().split(/[-_]/)[0]
  return locale !== 'en' || language === 'en' ? locale : undefined
}

export function parseSite(value: string | undefined): Parsed<SiteKey> {
  if (!given(value))
    return { ok: false, problems: ['needs a site: its id or host, e.g. site="1" or site="demo.localhost"'] }
  const site = value.trim()
  if (SITE_ID.test(site)) return { ok: true, value: { id: Number(site) } }
  if (HOST.test(site) && !/^\d+$/.test(site)) return { ok: true, value: { host: site.toLowerCase() } }
  return { ok: false, problems: [`site="${value}" is neither a site id (a positive number) nor a host name`] }
}

/** Reads and checks the common attributes; every problem is named, so one warning can say them all. */
export function parseCommonAttributes(
  attributes: CommonAttributes,
  defaults: AttributeDefaults,
): Parsed<ElementConfig> {
  const problems: string[] = []
  const site = parseSite(attributes.site)
  if (!site.ok) problems.push(...site.problems)

  let locale: Locale = 'en'
  if (given(attributes.lang)) {
    const fromAttribute = localeOfTag(attributes.lang)
    if (fromAttribute) locale = fromAttribute
    else problems.push(`lang="${attributes.lang}" is not one of ${LOCALES.join(', ')}`)
  } else if (defaults.pageLang) {
    locale = normalizeLocale(defaults.pageLang)
  }

  let apiBase = defaults.apiBase
  if (given(attributes.apiBase)) {
    apiBase = parseApiBase(attributes.apiBase)
    if (!apiBase) problems.push(`api-base="${attributes.apiBase}" is not an http(s) URL`)
  } else if (!apiBase) {
    problems.push('cannot tell where the API is: give it as api-base="https://…"')
  }

  let currency: string | null = null
  if (given(attributes.currency)) {
    if (CURRENCY.test(attributes.currency.trim())) currency = attributes.currency.trim().toUpperCase()
    else problems.push(`currency="${attributes.currency}" is not a three-letter currency code such as EUR`)
  }

  let widgetUuid: string | null = null
  if (given(attributes.widgetUuid)) {
    if (WIDGET_UUID.test(attributes.widgetUuid.trim())) widgetUuid = attributes.widgetUuid.trim()
    else problems.push(`widget-uuid="${attributes.widgetUuid}" is not a widget id`)
  }

  if (problems.length > 0 || !site.ok || !apiBase) return { ok: false, problems }
  return { ok: true, value: { site: site.value, locale, apiBase, currency, widgetUuid } }
}

function parseApiBase(value: string): string | null {
  try {
    const url = new URL(value.trim())
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    return `${url.origin}${url.pathname}`.replace(/\/+$/, '')
  } catch {
    return null
  }
}
