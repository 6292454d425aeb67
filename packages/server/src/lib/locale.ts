import { AsyncLocalStorage } from 'node:async_hooks'
import type { MiddlewareHandler } from 'hono'
import { z } from 'zod'
import { normalizeLocale, type Locale } from '@jaunt/domain'
import type { AppEnv } from './types.js'

const requestLocale = new AsyncLocalStorage<Locale>()

const ZOD_TEXTS: Record<Locale, () => { localeError: z.core.$ZodErrorMap }> = {
  en: z.locales.en,
  no: z.locales.no,
  sv: z.locales.sv,
  hi: z.locales.hi,
  gu: z.locales.gu,
  da: z.locales.da,
  de: z.locales.de,
  bg: z.locales.bg,
  nl: z.locales.nl,
  ru: z.locales.ru,
  es: z.locales.es,
  it: z.locales.it,
  fi: z.locales.fi,
  fr: z.locales.fr,
}
const zodTexts = new Map<Locale, z.core.$ZodErrorMap>()
const zodTextsIn = (locale: Locale) => {
  let texts = zodTexts.get(locale)
  if (!texts) zodTexts.set(locale, (texts = ZOD_TEXTS[locale]().localeError))
  return texts
}

// zod's own texts ("Invalid input…") are chosen when an issue is made, deep inside route validation,
// so they read the request's language from async context; texts a schema gives itself win over these.
z.config({ localeError: (issue) => zodTextsIn(requestLocale.getStore() ?? 'en')(issue) })

/** The request's language from APP-LOCALE (anything unknown is English), for handlers and zod's texts. */
export const readAppLocale: MiddlewareHandler<AppEnv> = async (c, next) => {
  const locale = normalizeLocale(c.req.header('APP-LOCALE'))
  c.set('locale', locale)
  await requestLocale.run(locale, next)
  // On the answer's own headers: `c.header` after the handler rebuilds the whole answer as a stream.
  c.res.headers.set('Content-Language', locale)
}
