import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

let ticks
/** The kernel's clock ticks a second, the unit of CPU times in /proc (100 on nearly every Linux). */
const clockTicks = () => (ticks ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100)

/** A port nothing listens on now, chosen by the system, so a bench runs beside any other server. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })

/**
 * Starts the built server on the PostgreSQL at `databaseUrl`, or on PGlite in `dataDir` (kept), or
 * on a fresh PGlite (removed on stop).
 */
export async function startServer({ databaseUrl, dataDir: keptDir }) {
  const port = await freePort()
  const dataDir = keptDir ?? mkdtempSync(join(tmpdir(), 'jaunt-bench-'))
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, APP_HOST: `localhost:${port}` }
  // The bench is one client sending thousands of calls a second: lift the per-client rate limits.
  for (const limit of ['SEARCH', 'CART', 'BOOKING', 'LOGIN'])
    env[`RATE_LIMIT_${limit}_PER_MINUTE`] = '1000000'
  // The load tool stands in for a load balancer: each of its connections is another guest
  // (X-Forwarded-For), as in production, not one address whose rate-limit row every call would queue on.
  env.TRUSTED_PROXIES = '127.0.0.1,::1'
  // Each start-up step's time, printed by the server once it listens (read back through `output`).
  env.START_UP_TIMES = '1'
  if (databaseUrl) env.DATABASE_URL = databaseUrl
  else delete env.DATABASE_URL
  const spawned = performance.now()
  // Started as `npm start` starts it: with the server's own Node flags.
  const nodeFlags = JSON.parse(readFileSync('packages/server/node-flags.json', 'utf8'))
  const server = spawn(process.execPath, [...nodeFlags, 'packages/server/dist/main.js'], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  // Read, or a server writing more than a pipe's buffer would block on its next line.
  let output = ''
  server.stdout.on('data', (chunk) => {
    if (output.length < 100_000) output += chunk
  })
  const url = `http://localhost:${port}`
  let exited = null
  server.once('exit', (code, signal) => (exited = code ?? signal))
  const deadline = Date.now() + 90_000
  let startUpMs = null
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`The server stopped while starting (exit ${exited})`)
    try {
      if ((await fetch(`${url}/api/health`)).ok) {
        startUpMs = Math.round(performance.now() - spawned)
        break
      }
    } catch {
      // Not listening yet: ask again soon, as the start-up time is read from the first answer.
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return {
    url,
    /** From the process's start to the first `/api/health` OK, in ms. */
    startUpMs,
    /** What the server printed so far: its start-up steps' times, then the banner. */
    output: () => output,
    /** The server process's resident memory now, in MiB (PGlite's database is in it). */
    /** The CPU time the server process has used so far (user and system), in ms. */
    cpuMs: () => {
      const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ')
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks()
    },
    rssMiB: () => {
      const line = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))
      return line ? Math.round(Number(line[1]) / 1024) : null
    },
    stop: async () => {
      if (exited === null) {
        server.kill('SIGTERM')
        await new Promise((resolve) => server.once('exit', resolve))
      }
      if (!keptDir) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
