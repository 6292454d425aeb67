import { DEFAULT_LOCALE, type Locale } from '@jaunt/domain'
import { useServices } from '../../AdminServicesContext'

type Named = Partial<Record<Locale, string | { name?: string } | null | undefined>>

/** A record's name in the back office's language, else English, as the list names it (server side). */
export function useLocalName() {
  const { base } = useServices()
  return (names: Named | undefined): string => {
    const pick = (locale: Locale) => {
      const value = names?.[locale]
      return typeof value === 'string' ? value : (value?.name ?? '')
    }
    return pick(base.locale) || pick(DEFAULT_LOCALE)
  }
}
