import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { join } from 'node:path'
import { ConfigError } from '../env.js'

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/**
 * PGlite's files take one process at a time: a second server on the same DATA_DIR would corrupt
 * them, so it is refused. A lock left by a process that died is taken over.
 */
export function lockDataDir(dataDir: string) {
  mkdirSync(dataDir, { recursive: true })
  const file = join(dataDir, 'server.pid')
  if (existsSync(file)) {
    const pid = Number(readFileSync(file, 'utf8'))
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new ConfigError(
        `Another Jaunt server (pid ${pid}) is using ${dataDir}: stop it, or set DATA_DIR to another folder.`,
      )
    }
    rmSync(file, { force: true })
  }
  const fd = openSync(file, 'wx')
  writeSync(fd, String(process.pid))
  closeSync(fd)
  return () => rmSync(file, { force: true })
}
