import { describe, expect, it } from 'vitest'
import { CHUNK_RELOAD_INTERVAL_MS, mayReloadForChunk } from './chunkReload'

describe('reloading after a failed chunk load', () => {
  it('reloads the first time, and again only after 60 seconds', () => {
    expect(mayReloadForChunk(null, 1_000)).toBe(true)
    expect(mayReloadForChunk(1_000, 1_000 + CHUNK_RELOAD_INTERVAL_MS - 1)).toBe(false)
    expect(mayReloadForChunk(1_000, 1_000 + CHUNK_RELOAD_INTERVAL_MS)).toBe(true)
    expect(CHUNK_RELOAD_INTERVAL_MS).toBe(60_000)
  })
})
