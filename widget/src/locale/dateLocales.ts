import type { Locale } from '@jaunt/domain'
import type { Locale as DateFnsLocale } from 'date-fns'

type DateLocaleModule = Promise<DateFnsLocale>

// One chunk per locale: an element only fetches the date names of the locale it shows.
const loaders: Readonly<Record<Locale, () => DateLocaleModule>> = {
  en: () => import('date-fns/locale/en-GB').then((m) => m.enGB),
  no: () => import('date-fns/locale/nb').then((m) => m.nb),
  sv: () => import('date-fns/locale/sv').then((m) => m.sv),
  hi: () => import('date-fns/locale/hi').then((m) => m.hi),
  gu: () => import('date-fns/locale/gu').then((m) => m.gu),
  da: () => import('date-fns/locale/da').then((m) => m.da),
  de: () => import('date-fns/locale/de').then((m) => m.de),
  bg: () => import('date-fns/locale/bg').then((m) => m.bg),
  nl: () => import('date-fns/locale/nl').then((m) => m.nl),
  ru: () => import('date-fns/locale/ru').then((m) => m.ru),
  es: () => import('date-fns/locale/es').then((m) => m.es),
  it: () => import('date-fns/locale/it').then((m) => m.it),
  fi: () => import('date-fns/locale/fi').then((m) => m.fi),
  fr: () => import('date-fns/locale/fr').then((m) => m.fr),
}

// Carries React's thenable fields, so use() reads a settled load without suspending again.
type Tracked = Promise<DateFnsLocale> & {
  status?: 'pending' | 'fulfilled' | 'rejected'
  value?: DateFnsLocale
}

const loads = new Map<Locale, Tracked>()

/** The date-fns data of a locale, loaded once per page: the same promise every time, as use() wants. */
export function loadDateLocale(locale: Locale): Promise<DateFnsLocale> {
  const existing = loads.get(locale)
  if (existing) return existing
  const load: Tracked = loaders[locale]()
  load.status = 'pending'
  load.then(
    (value) => Object.assign(load, { status: 'fulfilled', value }),
    () => {
      Object.assign(load, { status: 'rejected' })
      loads.delete(locale) // a failed chunk load may succeed on the next try
    },
  )
  loads.set(locale, load)
  return load
}
