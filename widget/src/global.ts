import type { JauntConsent } from './consent'

/** `window.Jaunt`, which the loader sets up. */
export interface JauntGlobal {
  readonly version: string
  /** Loads elements before first use, e.g. `await Jaunt.load('jaunt-cart')`; all when none is named. */
  load(...tags: string[]): Promise<void>
  /** What the guest agreed to: the purposes Jaunt may mirror its events to trackers for. */
  readonly consent: JauntConsent
  /** The page's consent banner tells Jaunt what the guest chose, e.g. `{ analytics: true }`. */
  updateConsent(update: Partial<JauntConsent>): void
}

/** What a page may set before the loader runs: calls queued as `[method, ...args]`. */
export interface JauntQueue {
  q?: [string, ...unknown[]][]
  version?: undefined
}

declare global {
  interface Window {
    Jaunt?: JauntGlobal
  }
}
