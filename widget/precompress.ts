import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

/**
 * Writes `.br` and `.gz` beside every built script, so the server sends the bundle compressed at
 * the highest levels once, not compressed again on each request. Twenty lines of node:zlib; a
 * plugin package would add a dependency for no more than this.
 */
export function precompress(): Plugin {
  return {
    name: 'jaunt-precompress',
    apply: 'build',
    writeBundle({ dir }) {
      if (!dir) return
      for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
        if (!file.endsWith('.js')) continue
        const path = join(dir, file)
        const source = readFileSync(path)
        writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }))
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        )
      }
    },
  }
}
