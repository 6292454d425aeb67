/** A failed chunk load reloads the page, at most once per this many milliseconds (spec part 1 §9). */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000
const KEY = 'jaunt-chunk-reload-at'

/** Whether to reload now, given when the page last reloaded for a chunk (null: never). */
export const mayReloadForChunk = (lastAt: number | null, now: number) =>
  lastAt === null || !(now - lastAt < CHUNK_RELOAD_INTERVAL_MS)

/**
 * After a release, an open tab may ask for chunks that no longer exist: Vite reports that as
 * `vite:preloadError`, and a reload brings the new build. A second failure within the interval
 * stays an error, so a broken deploy cannot make the page reload for ever.
 */
export function reloadOnChunkFailure(target: Window = window) {
  target.addEventListener('vite:preloadError', (event) => {
    const stored = Number(target.sessionStorage.getItem(KEY))
    const now = Date.now()
    if (!mayReloadForChunk(stored > 0 ? stored : null, now)) return
    target.sessionStorage.setItem(KEY, String(now))
    event.preventDefault()
    target.location.reload()
  })
}
