// @vitest-environment node
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pkg from '../package.json' with { type: 'json' }

// What partners paste must stay small; everything else loads on first use.
const LOADER_GZIP_BUDGET = 2 * 1024

let outDir: string
let loader: string
let chunks: Map<string, string>

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'jaunt-widget-'))
  await build({
    configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
    logLevel: 'silent',
    build: { outDir },
  })
  loader = await readFile(join(outDir, 'jaunt.js'), 'utf8')
  const names = await readdir(join(outDir, 'chunks'))
  chunks = new Map(
    await Promise.all(
      names.map(async (name) => [name, await readFile(join(outDir, 'chunks', name), 'utf8')] as const),
    ),
  )
}, 60_000)

afterAll(() => rm(outDir, { recursive: true, force: true }))

describe('the widget build', () => {
  it('keeps the loader tiny, without React or styled-components', () => {
    expect(gzipSync(loader).length).toBeLessThan(LOADER_GZIP_BUDGET)
    expect(loader).not.toContain('react.transitional.element')
    expect(loader).not.toContain('data-styled')
  })

  it('makes the loader one request: no static import, only lazy chunks', () => {
    expect(loader).not.toMatch(/\bimport(?!\s*\(|\.meta)/)
    expect(loader).toMatch(/import\(`\.\/chunks\/JauntHello-[\w-]+\.js`\)/)
  })

  it('stamps the package version', () => {
    expect(loader).toContain(pkg.version)
    expect(loader).not.toContain('__JAUNT_VERSION__')
  })

  it('puts React in a lazy chunk built for production', () => {
    const element = [...chunks].find(([name]) => name.startsWith('JauntHello-'))?.[1] ?? ''
    expect(element).toContain('react.transitional.element')
    expect(element).not.toContain('process.env.NODE_ENV')
    // Minified: a few very long lines.
    expect(element.split('\n').length).toBeLessThan(500)
  })

  it('loads each locale catalog as its own chunk', () => {
    expect([...chunks.keys()].filter((name) => name.startsWith('messages-'))).toHaveLength(14)
  })
})
