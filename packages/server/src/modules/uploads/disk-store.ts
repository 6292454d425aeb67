import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { MediaStore } from './stored-file.js'

/** Every stored picture is WebP, so the disk keeps bytes only. */
const CONTENT_TYPE = 'image/webp'

/** Pictures as files under `DATA_DIR/uploads`; keys are checked by the routes, so no path escapes it. */
export function createDiskStore(dataDir: string): MediaStore {
  const folder = join(dataDir, 'uploads')
  return {
    async put(key, file) {
      await mkdir(folder, { recursive: true })
      await writeFile(join(folder, key), file.bytes)
    },
    async get(key) {
      try {
        return { bytes: await readFile(join(folder, key)), contentType: CONTENT_TYPE }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async delete(key) {
      await rm(join(folder, key), { force: true })
    },
  }
}
