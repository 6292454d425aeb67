// @vitest-environment node
import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import pkg from '../package.json' with { type: 'json' }
import manifest from '../publish/package.json' with { type: 'json' }

describe('the package partners’ developers install', () => {
  it('ships the version the loader stamps', () => {
    expect(manifest.version).toBe(pkg.version)
  })

  it('exports the typings and the React wrapper the workspace builds from', async () => {
    const built = JSON.parse(
      await readFile(new URL('../tsconfig.package.json', import.meta.url), 'utf8').then(stripComments),
    )
    const sources = (built.files as string[]).map((file) =>
      file.replace(/^src\//, './package/').replace(/\.ts$/, '.js'),
    )
    expect(
      Object.values(manifest.exports)
        .map((entry) => entry.default)
        .sort(),
    ).toEqual(sources.sort())
    expect(Object.keys(pkg.exports)).toEqual(expect.arrayContaining(Object.keys(manifest.exports)))
  })
})

function stripComments(json: string) {
  return json.replace(/^\s*\/\/.*$/gm, '')
}
