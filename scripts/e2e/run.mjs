// `npm run test:e2e`: build, start the product on a fresh embedded database, and drive Debian's
// Chromium through the journeys in */e2e/*.e2e.ts with playwright-core.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!existsSync(CHROMIUM)) {
  console.error(
    `Chromium is not installed at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH)`,
  )
  process.exit(1)
}
const build = spawnSync('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], { stdio: 'inherit' })
if (build.status !== 0) process.exit(build.status ?? 1)
const run = spawnSync(
  'npx',
  ['vitest', 'run', '--config', 'scripts/e2e/vitest.config.ts', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: CHROMIUM },
  },
)
process.exit(run.status ?? 1)
