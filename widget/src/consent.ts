/**
 * What the guest agreed to on the partner's page. Jaunt's DOM events always reach the page; only the
 * mirrors to trackers wait for consent: GA4's dataLayer for `analytics`, the Meta pixel for `marketing`.
 */
export interface JauntConsent {
  analytics: boolean
  marketing: boolean
}

export const GRANTED: JauntConsent = { analytics: true, marketing: true }
const PURPOSES = ['analytics', 'marketing'] as const

/**
 * The loader script's `data-consent`: absent, the page runs its own consent tooling and Jaunt mirrors
 * as it always did; `pending` waits for `Jaunt.updateConsent(...)`; otherwise the purposes granted,
 * space-separated (`analytics`, `analytics marketing`, or `none`).
 */
export function consentFromAttribute(value: string | null | undefined): {
  consent: JauntConsent
  unknown: string[]
} {
  if (value == null) return { consent: { ...GRANTED }, unknown: [] }
  const words = value.trim().toLowerCase().split(/\s+/).filter(Boolean)
  const unknown = words.filter((word) => !['pending', 'none', ...PURPOSES].includes(word))
  return {
    consent: { analytics: words.includes('analytics'), marketing: words.includes('marketing') },
    unknown,
  }
}

/** Merges an update; anything but a boolean for a purpose is ignored and reported. */
export function mergeConsent(
  current: JauntConsent,
  update: unknown,
): { consent: JauntConsent; problems: string[] } {
  if (typeof update !== 'object' || update === null) {
    return { consent: current, problems: ['updateConsent takes { analytics?, marketing? } with booleans'] }
  }
  const next = { ...current }
  const problems: string[] = []
  for (const [key, value] of Object.entries(update)) {
    if (!(PURPOSES as readonly string[]).includes(key)) problems.push(`"${key}" is not a consent purpose`)
    else if (typeof value !== 'boolean') problems.push(`${key} must be true or false`)
    else next[key as keyof JauntConsent] = value
  }
  return { consent: next, problems }
}

/**
 * What the loader reports of what a page said about consent: words of `data-consent` it does not know,
 * then what an update (when given) had that it could not use.
 */
export function consentProblems(attribute: string | null | undefined, update?: unknown): string[] {
  if (update === undefined) {
    const { unknown } = consentFromAttribute(attribute)
    return unknown.length
      ? [`data-consent: ${unknown.join(', ')} unknown; use pending, none, analytics or marketing`]
      : []
  }
  return mergeConsent(GRANTED, update).problems
}
