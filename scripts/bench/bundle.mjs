import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const compressed = (file) => {
  const bytes = readFileSync(file)
  return {
    gzipBytes: gzipSync(bytes, { level: 9 }).length,
    brotliBytes: brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length,
  }
}

const total = (files) =>
  files.map(compressed).reduce(
    (sum, size) => ({
      gzipBytes: sum.gzipBytes + size.gzipBytes,
      brotliBytes: sum.brotliBytes + size.brotliBytes,
    }),
    { gzipBytes: 0, brotliBytes: 0 },
  )

function walk(dir) {
  if (!existsSync(dir)) throw new Error(`${dir} is missing: run \`npm run build\` first`)
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? walk(path) : [path]
  })
}

const javaScript = (dir) => walk(dir).filter((file) => file.endsWith('.js'))

/** The scripts an app's index.html loads before anything else: its entry and the modules it preloads. */
function entryScripts(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  const names = [...html.matchAll(/(?:src|href)="[^"]*\/(assets\/[^"/]+\.js)"/g)].map((match) => match[1])
  return names.map((name) => join(dist, name))
}

/**
 * Sizes of what partners' pages, the hosted site and the back office download, compressed as
 * served (gzip level 9, brotli quality 11), so they depend on the build only.
 */
export function bundleSizes() {
  // dist/ is the preact/compat build partners get; dist/react/ the same on React, for comparison.
  const widgetChunks = javaScript('widget/dist').filter(
    (file) => !file.startsWith(join('widget/dist/package')) && !file.startsWith(join('widget/dist/react')),
  )
  return [
    { what: 'widget loader /widget/jaunt.js', ...compressed('widget/dist/jaunt.js'), budget: 3 * 1024 },
    { what: 'widget on preact/compat, every chunk together', ...total(widgetChunks) },
    { what: 'widget on React, every chunk together', ...total(javaScript('widget/dist/react')) },
    { what: 'widget npm package (dist/package)', ...total(javaScript('widget/dist/package')) },
    { what: 'hosted site, first load (index.html scripts)', ...total(entryScripts('site-shell/dist')) },
    { what: 'hosted site, every chunk together', ...total(javaScript('site-shell/dist')) },
    { what: 'back office, first load (index.html scripts)', ...total(entryScripts('admin/dist')) },
    { what: 'back office, every chunk together', ...total(javaScript('admin/dist')) },
  ]
}
