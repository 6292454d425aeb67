import { accessSync, constants, mkdirSync, statSync } from 'node:fs'
import { ConfigError } from '../env.js'

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code ?? String(error)

const WRITE_ACCESS =
  'give this user write access to it (chown or chmod), or set DATA_DIR to a writable folder'
const FIXES: Record<string, string> = {
  ENOTDIR: 'part of that path is a file, not a folder: set DATA_DIR to a folder',
  EROFS: 'the disk is read-only: set DATA_DIR to a folder on a writable disk',
}

const isFile = (path: string) => {
  try {
    return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false
  } catch {
    return false // mkdir says below what is in the way
  }
}

/** DATA_DIR as a folder this process can write, or one line saying what is wrong and how to fix it. */
export function ensureDataDir(dataDir: string) {
  if (isFile(dataDir)) {
    throw new ConfigError(
      `DATA_DIR ${dataDir} is a file, not a folder: move the file away, or set DATA_DIR to a folder.`,
    )
  }
  try {
    mkdirSync(dataDir, { recursive: true })
    accessSync(dataDir, constants.R_OK | constants.W_OK | constants.X_OK)
  } catch (error) {
    const code = codeOf(error)
    throw new ConfigError(`DATA_DIR ${dataDir} cannot be used (${code}): ${FIXES[code] ?? WRITE_ACCESS}.`)
  }
}

/** PGlite would not open the files in DATA_DIR: they are damaged, or not a database it can read. */
export function damagedDatabase(dataDir: string, error: unknown) {
  const reason = error instanceof Error ? error.message : String(error)
  return new ConfigError(
    `The database in DATA_DIR ${dataDir} cannot be opened (${reason}): restore the folder from a backup, or move it away to start with a new demo database.`,
  )
}
