import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ConfigError } from '../env.js'
import { ensureDataDir } from './data-dir-check.js'
import { openDatabase } from './database.js'

const root = mkdtempSync(join(tmpdir(), 'jaunt-data-dir-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

const oneLine = (message: string) => expect(message).not.toContain('\n')

describe('a DATA_DIR the server cannot use', () => {
  it('says when DATA_DIR is a file, with its path and the fix', () => {
    const file = join(root, 'not-a-folder')
    writeFileSync(file, 'x')
    expect(() => ensureDataDir(file)).toThrow(ConfigError)
    expect(() => ensureDataDir(file)).toThrow(
      `DATA_DIR ${file} is a file, not a folder: move the file away, or set DATA_DIR to a folder.`,
    )
  })

  it('says when DATA_DIR cannot be created or written', () => {
    const file = join(root, 'a-file')
    writeFileSync(file, 'x')
    const inside = join(file, 'data')
    let message = ''
    try {
      ensureDataDir(inside)
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError)
      message = (error as Error).message
    }
    expect(message).toMatch(new RegExp(`^DATA_DIR ${inside} cannot be used \\(ENOTDIR\\): `))
    expect(message).toContain('part of that path is a file, not a folder: set DATA_DIR to a folder.')
    oneLine(message)
  })

  it('says when the database in it is damaged', async () => {
    const damaged = join(root, 'damaged')
    ensureDataDir(damaged)
    writeFileSync(join(damaged, 'PG_VERSION'), 'not a version\n')
    const opening = openDatabase({ kind: 'pglite', dataDir: damaged })
    await expect(opening).rejects.toBeInstanceOf(ConfigError)
    await expect(opening).rejects.toThrow(
      new RegExp(
        `^The database in DATA_DIR ${damaged} cannot be opened \\(.+\\): restore the folder from a backup`,
      ),
    )
  })

  it('takes a folder that is missing or writable', () => {
    const fresh = join(root, 'fresh', 'data')
    expect(() => ensureDataDir(fresh)).not.toThrow()
    expect(() => ensureDataDir(fresh)).not.toThrow()
  })
})
