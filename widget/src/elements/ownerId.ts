let next = 0

/** A page-unique id for an element instance (React's useId repeats across separate roots). */
export function nextOwnerId(tag: string): string {
  next += 1
  return `${tag}-${next}`
}
