type Connection = { saveData?: boolean; effectiveType?: string }

/** Prefetching is skipped when the guest saves data or is on a 2g connection (spec part 1 §9). */
export function mayPrefetch(browser: object): boolean {
  // Network Information is not in every browser (nor in TypeScript's DOM types).
  const connection = (browser as { connection?: Connection }).connection
  if (!connection) return true
  return !connection.saveData && !/(^|-)2g$/.test(connection.effectiveType ?? '')
}
