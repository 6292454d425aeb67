// `npm run lint:openapi`: the built server's OpenAPI document through Redocly's recommended rules.
// Errors fail; warnings are printed for the API issue (#27) to work down.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServer } from './bench/start-server.mjs'

const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address()
    probe.close(() => resolve(port))
  })
})
const server = await startServer({ port })
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
