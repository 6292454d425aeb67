import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { lockDataDir } from './data-dir-lock.js'

const dirs: string[] = []
const fresh = () => {
  const dir = mkdtempSync(join(tmpdir(), 'jaunt-lock-'))
  dirs.push(dir)
  return dir
}
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

describe('lockDataDir', () => {
  it('refuses a data dir that a living process holds', () => {
    const dir = fresh()
    // The parent of this test process is alive and is not this process.
    writeFileSync(join(dir, 'server.pid'), String(process.ppid))
    expect(() => lockDataDir(dir)).toThrow(/Another Jaunt server \(pid \d+\) is using/)
  })

  it('takes over a lock left by a process that died, and releases it', () => {
    const dir = fresh()
    writeFileSync(join(dir, 'server.pid'), '999999')
    const unlock = lockDataDir(dir)
    expect(readFileSync(join(dir, 'server.pid'), 'utf8')).toBe(String(process.pid))
    unlock()
    expect(() => readFileSync(join(dir, 'server.pid'))).toThrow()
  })
})
