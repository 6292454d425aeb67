import { useEffect, useMemo, useRef } from 'react'
import { log } from '../log'
import type { Parsed } from './attributes'

/**
 * Parses an element's attributes; when they do not make sense it logs one warning naming every
 * problem and gives null, so the element renders nothing and never throws at the host page.
 * The warning waits a tick: a script may still be setting the attributes one after another.
 */
export function useParsedAttributes<A, T>(
  tag: string,
  attributes: A,
  parse: (attributes: A) => Parsed<T>,
): T | null {
  const key = JSON.stringify(attributes)
  // The key is the attributes' content: a new object with the same values parses once.
  // The element's parse is a new function each render; the attributes say when to parse again.
  const latestParse = useRef(parse)
  latestParse.current = parse
  const parsed = useMemo(() => latestParse.current(JSON.parse(key) as A), [key])
  const problems = parsed.ok ? null : parsed.problems.join('; ')
  useEffect(() => {
    if (!problems) return
    const timer = setTimeout(() => log.warn(`<${tag}> shows nothing: ${problems}`), 0)
    return () => clearTimeout(timer)
  }, [tag, problems])
  return parsed.ok ? parsed.value : null
}
