export interface GuestCounts {
  adults: number
  children: number
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`
}

/** `2 Adults, 1 Child`; parts with no guests are left out, so no guests at all gives ''. */
export function guestText({ adults, children }: GuestCounts): string {
  const parts: string[] = []
  if (adults > 0) parts.push(plural(adults, 'Adult', 'Adults'))
  if (children > 0) parts.push(plural(children, 'Child', 'Children'))
  return parts.join(', ')
}
