import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? walk(path) : [path]
  })
}

/** Sizes of what partners' pages and the back office download, gzip-compressed. */
export function bundleSizes() {
  const widgetJs = walk('widget/dist').filter((file) => file.endsWith('.js'))
  const adminJs = walk('admin/dist').filter((file) => file.endsWith('.js'))
  return [
    {
      what: 'widget loader /widget/jaunt.js',
      gzipBytes: gzipBytes('widget/dist/jaunt.js'),
      budget: 3 * 1024,
    },
    {
      what: 'widget, every chunk together',
      gzipBytes: widgetJs.reduce((sum, file) => sum + gzipBytes(file), 0),
    },
    {
      what: 'back office, every chunk together',
      gzipBytes: adminJs.reduce((sum, file) => sum + gzipBytes(file), 0),
    },
  ]
}
