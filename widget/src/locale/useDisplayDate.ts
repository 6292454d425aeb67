import type { Locale } from '@jaunt/domain'
import { useEffect, useState } from 'react'
import { loadDateLocale } from './dateLocales'
import { languageTagOf, useLocale } from './LocaleContext'

type Format = (date: string | Date) => string

const formats = new Map<Locale, Format>()

/** The spec's display date for a locale, once date-fns and the locale's names have loaded. */
export function loadDisplayDate(locale: Locale): Promise<Format> {
  const ready = formats.get(locale)
  if (ready) return Promise.resolve(ready)
  return Promise.all([import('./displayDateFormat'), loadDateLocale(locale)]).then(
    ([{ formatDisplayDateIn }, names]) => {
      const format: Format = (date) => formatDisplayDateIn(date, names)
      formats.set(locale, format)
      return format
    },
  )
}

/** Until the spec's format has loaded: the same parts from the browser's Intl, for a moment. */
function interimFormat(locale: Locale): Format {
  const intl = new Intl.DateTimeFormat(languageTagOf(locale), {
    weekday: 'short',
    month: 'short',
    day: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  })
  return (date) =>
    typeof date === 'string' ? intl.format(new Date(`${date.slice(0, 10)}T00:00:00Z`)) : intl.format(date)
}

/**
 * The spec's display date ('EEE, MMM dd yyyy', `Mon, Jun 02 2025`) in the element's locale. The screens
 * that show dates load date-fns on demand, so it is not part of what a dialog needs to become usable.
 */
export function useDisplayDate(): Format {
  const locale = useLocale()
  const [format, setFormat] = useState<Format | undefined>(() => formats.get(locale))
  useEffect(() => {
    let live = true
    loadDisplayDate(locale).then(
      (loaded) => live && setFormat(() => loaded),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [locale])
  return format ?? interimFormat(locale)
}
