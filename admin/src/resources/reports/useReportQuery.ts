import { useSearchParams } from 'react-router-dom'

/** The page's choices in its URL, so a report can be bookmarked; unset ones take their defaults. */
export function useReportQuery<K extends string>(defaults: Record<K, string>) {
  const [search, setSearch] = useSearchParams()
  const query = Object.fromEntries(
    Object.entries<string>(defaults).map(([key, fallback]) => [key, search.get(key) ?? fallback]),
  ) as Record<K, string>
  const set = (changes: Partial<Record<K, string>>) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current)
        for (const [key, value] of Object.entries<string | undefined>(changes)) next.set(key, value ?? '')
        return next
      },
      { replace: true },
    )
  return [query, set] as const
}
