// `npm run lint:openapi`: the built server's OpenAPI document through Redocly's recommended rules.
// Errors fail; warnings are printed for the API issue (#27) to work down.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServer } from './bench/start-server.mjs'

const server = await startServer({})
const dir = mkdtempSync(join(tmpdir(), 'jaunt-openapi-'))
try {
  const document = await (await fetch(`${server.url}/api/openapi.json`)).text()
  const file = join(dir, 'openapi.json')
  writeFileSync(file, document)
  const lint = spawnSync('npx', ['redocly', 'lint', file, '--format=summary'], { stdio: 'inherit' })
  process.exitCode = lint.status ?? 1
} finally {
  await server.stop()
  rmSync(dir, { recursive: true, force: true })
}
