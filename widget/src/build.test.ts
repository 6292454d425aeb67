// @vitest-environment node
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pkg from '../package.json' with { type: 'json' }

// What partners paste must stay small; everything else loads on first use (#26: 1 KB gzip).
const LOADER_GZIP_BUDGET = 1024
// All JavaScript until the first product dialog can be used, on the build partners get (preact/compat):
// 124 kB on React, 64.2 kB on preact, 56.0 kB (57,349 bytes) in two chunks (2026-11-29; gzip 6 here,
// docs/decisions.md, "A Preact build of the widget (#26)").
const PRODUCT_DIALOG_GZIP_BUDGET = 58 * 1024

let outDir: string
let loader: string
let chunks: Map<string, string>

// The build /widget/jaunt.js serves: on preact/compat.
beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'jaunt-widget-'))
  const runtime = process.env.WIDGET_RUNTIME
  process.env.WIDGET_RUNTIME = 'preact'
  try {
    await build({
      configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
      logLevel: 'silent',
      build: { outDir },
    })
  } finally {
    if (runtime === undefined) delete process.env.WIDGET_RUNTIME
    else process.env.WIDGET_RUNTIME = runtime
  }
  loader = await readFile(join(outDir, 'jaunt.js'), 'utf8')
  const names = (await readdir(join(outDir, 'chunks'))).filter((name) => name.endsWith('.js'))
  chunks = new Map(
    await Promise.all(
      names.map(async (name) => [name, await readFile(join(outDir, 'chunks', name), 'utf8')] as const),
    ),
  )
}, 60_000)

afterAll(() => rm(outDir, { recursive: true, force: true }))

function chunkOf(prefix: string): string {
  const name = [...chunks.keys()].find((candidate) => candidate.startsWith(prefix))
  if (!name) throw new Error(`no chunk ${prefix}*`)
  return name
}

/** Every chunk a chunk imports statically, directly or through others. */
function staticImports(name: string, seen = new Set<string>()): Set<string> {
  for (const match of (chunks.get(name) ?? '').matchAll(
    /from\s*["'`]\.\/([\w.-]+\.js)["'`]|import\s*["'`]\.\/([\w.-]+\.js)["'`]/g,
  )) {
    const imported = match[1] ?? match[2]
    if (imported && !seen.has(imported)) {
      seen.add(imported)
      staticImports(imported, seen)
    }
  }
  return seen
}

/** The chunk of a locale's widget catalog, as packages/i18n/src/catalogs.ts imports it. */
function catalogChunk(locale: string): string {
  const all = [...chunks.values()].join('\n')
  const found = all.match(new RegExp(`${locale}:\\(\\)=>[^,]*?import\\([\`"']\\./(widget-[\\w-]+\\.js)`))
  if (!found?.[1]) throw new Error(`no catalog chunk for ${locale}`)
  return found[1]
}

describe('the widget build', () => {
  it('keeps the loader tiny, without React or styled-components', () => {
    expect(gzipSync(loader).length).toBeLessThanOrEqual(LOADER_GZIP_BUDGET)
    expect(loader).not.toContain('react.transitional.element')
    expect(loader).not.toContain('data-styled')
  })

  it('makes the loader one request: no static import, only lazy chunks', () => {
    expect(loader).not.toMatch(/\bimport(?!\s*\(|\.meta)/)
    for (const chunk of ['jaunt-product', 'jaunt-cart']) {
      expect(loader).toMatch(new RegExp(`import\\(\`\\./chunks/${chunk}-[\\w-]+\\.js\``))
    }
  })

  it('writes a brotli and a gzip copy beside every script, each the same script', async () => {
    for (const path of [join(outDir, 'jaunt.js'), join(outDir, 'chunks', chunkOf('jaunt-product-'))]) {
      const source = await readFile(path, 'utf8')
      expect(brotliDecompressSync(await readFile(`${path}.br`)).toString('utf8')).toBe(source)
      expect(gunzipSync(await readFile(`${path}.gz`)).toString('utf8')).toBe(source)
    }
  })

  it('stamps the package version', () => {
    expect(loader).toContain(pkg.version)
    expect(loader).not.toContain('__JAUNT_VERSION__')
  })

  it('puts preact/compat, not React, in a lazy chunk built for production', () => {
    const element = chunkOf('jaunt-product-')
    const needed = [element, ...staticImports(element)].map((name) => chunks.get(name) ?? '').join('\n')
    // preact/compat marks its elements with React's old symbol; React 19's is `react.transitional.element`.
    expect(needed).toContain('react.element')
    expect(needed).not.toContain('react.transitional.element')
    expect(needed).not.toContain('process.env.NODE_ENV')
    // Minified: very long lines (styled-components' CSS templates keep their line breaks).
    for (const name of [element, ...staticImports(element)]) {
      const longest = Math.max(...(chunks.get(name) ?? '').split('\n').map((line) => line.length))
      expect(longest, name).toBeGreaterThan(5000)
    }
  })

  it('runs on strict pages: no eval and no new Function anywhere', () => {
    for (const [name, code] of [['jaunt.js', loader] as const, ...chunks]) {
      expect(code, name).not.toMatch(/\beval\(|new Function\(/)
    }
  })

  it('keeps zod out: the widget parses nothing, and its schemas are dropped', () => {
    for (const [name, code] of chunks) expect(code, name).not.toContain('_zod')
  })

  it('keeps what a product dialog needs within its budget', () => {
    const needed = new Set<string>()
    for (const start of [chunkOf('jaunt-product-'), catalogChunk('en')]) {
      needed.add(start)
      for (const name of staticImports(start)) needed.add(name)
    }
    const total =
      gzipSync(loader).length +
      [...needed].reduce((sum, name) => sum + gzipSync(chunks.get(name) ?? '').length, 0)
    expect(total).toBeLessThan(PRODUCT_DIALOG_GZIP_BUDGET)
  })

  it('draws a product card and its tour dialog from three chunks: the runtime, the product, the catalog', () => {
    const element = chunkOf('jaunt-product-')
    expect(chunks.get(element)).toContain('jaunt-product')
    expect(
      [...staticImports(element)].filter(
        (name) => name !== 'rolldown-runtime' && !name.startsWith('rolldown-runtime-'),
      ),
    ).toEqual([chunkOf('element-runtime-')])
    // The tour's booking is in the product's chunk, not a lazy one of its own.
    expect([...chunks.keys()].some((name) => name.startsWith('tour-booking-'))).toBe(false)
  })

  it('loads each locale catalog as its own chunk', () => {
    expect([...chunks.keys()].filter((name) => /^widget-[\w-]+\.js$/.test(name))).toHaveLength(14)
  })
})
