// `npm start`: build what is not built yet (turbo answers from its cache otherwise), then run the server.
import { spawnSync, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { dirname, join } from 'node:path'

const root = dirname(dirname(fileURLToPath(import.meta.url)))
const build = spawnSync('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], {
  cwd: root,
  stdio: 'inherit',
})
if (build.status !== 0) process.exit(build.status ?? 1)

// The server's own Node flags (docs/decisions.md, "PGlite's memory"), the same the e2e suites and bench use.
const nodeFlags = JSON.parse(readFileSync(join(root, 'packages/server/node-flags.json'), 'utf8'))
const server = spawn(
  process.execPath,
  ['--enable-source-maps', ...nodeFlags, join(root, 'packages/server/dist/main.js')],
  {
    cwd: root,
    stdio: 'inherit',
  },
)
// The server shuts down once however many signals reach it; the start script waits for it.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
