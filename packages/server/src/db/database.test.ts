import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from './database.js'

const dataDir = mkdtempSync(join(tmpdir(), 'jaunt-embedded-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe('the embedded database', () => {
  it('keeps 16 MB of shared buffers in the process, not PostgreSQL’s 128 MB', async () => {
    const db = await openDatabase({ kind: 'pglite', dataDir })
    try {
      const { rows } = await sql<{ shared_buffers: string }>`show shared_buffers`.execute(db)
      expect(rows[0]?.shared_buffers).toBe('16MB')
    } finally {
      await db.destroy()
    }
  })
})
