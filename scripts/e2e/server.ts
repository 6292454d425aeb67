import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { startStripeStandIn } from '../../packages/server/src/test/stripe-stand-in'
import { startLoadBalancer } from './load-balancer'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    port: number
    stripeOrigin: string
  }
}

async function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

async function waitUntilHealthy(url: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped while starting:\n${output()}`)
    try {
      if ((await fetch(`${url}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`the server did not answer within 90 s:\n${output()}`)
}

interface ApiProcess {
  server: ChildProcess
  output: () => string
}

/** The built server (the one `npm start` runs) on `port`, with Stripe's API at the network boundary. */
function startApiProcess(port: number, env: Record<string, string>): ApiProcess {
  let output = ''
  // Started as `npm start` starts it: with the server's own Node flags.
  const nodeFlags = JSON.parse(readFileSync('packages/server/node-flags.json', 'utf8')) as string[]
  const server = spawn(process.execPath, [...nodeFlags, 'packages/server/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      STRIPE_SECRET_KEY: 'sk_test_jaunt',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_jaunt',
      STRIPE_CONNECT_CLIENT_ID: 'ca_test_jaunt',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout?.on('data', (chunk) => (output += chunk))
  server.stderr?.on('data', (chunk) => (output += chunk))
  return { server, output: () => output }
}

async function stop({ server }: ApiProcess) {
  if (server.exitCode !== null) return
  server.kill('SIGTERM')
  await new Promise((resolve) => server.once('exit', resolve))
}

/**
 * E2E_PROCESSES=2 (with DATABASE_URL, or PG_TEST_URL from scripts/with-postgres.sh): two API processes
 * on one PostgreSQL database, started at once, behind a round-robin load balancer on the journeys' port.
 */
async function startBehindLoadBalancer(count: number, dataDir: string, stripeUrl: string) {
  const databaseUrl = process.env.DATABASE_URL ?? process.env.PG_TEST_URL
  if (!databaseUrl) throw new Error(`E2E_PROCESSES=${count} needs DATABASE_URL (or scripts/with-postgres.sh)`)
  const port = await freePort()
  const ports: number[] = []
  for (let i = 0; i < count; i++) ports.push(await freePort())
  const shared = {
    DATABASE_URL: databaseUrl,
    // Shared as a volume would be: uploaded pictures are read back by whichever process answers.
    DATA_DIR: dataDir,
    JWT_SECRET: 'jaunt-e2e-secret-shared-by-every-api-process',
    APP_HOST: `localhost:${port}`,
    HOST: '127.0.0.1',
    TRUSTED_PROXIES: '127.0.0.1',
    STRIPE_API_URL: stripeUrl,
  }
  const processes = ports.map((own) => startApiProcess(own, { ...shared, PORT: String(own) }))
  const everyOutput = () => processes.map((p, i) => `--- process ${i + 1}\n${p.output()}`).join('\n')
  await Promise.all(
    processes.map((p, i) => waitUntilHealthy(`http://127.0.0.1:${ports[i]}`, p.server, everyOutput)),
  )
  // Both started at once: the start-up lock lets exactly one of them seed.
  const seeders = processes.filter((p) => p.output().includes('(demo data created)')).length
  if (seeders !== 1) throw new Error(`${seeders} processes seeded the demo data, not 1:\n${everyOutput()}`)
  const balancer = await startLoadBalancer(port, ports)
  return {
    port,
    close: async () => {
      console.log(`load balancer: the processes answered ${balancer.served.join(' and ')} requests`)
      await balancer.close()
      await Promise.all(processes.map(stop))
    },
  }
}

async function startOne(dataDir: string, stripeUrl: string) {
  const port = await freePort()
  const one = startApiProcess(port, {
    DATA_DIR: dataDir,
    APP_HOST: `localhost:${port}`,
    STRIPE_API_URL: stripeUrl,
  })
  await waitUntilHealthy(`http://localhost:${port}`, one.server, one.output)
  return { port, close: () => stop(one) }
}

/** One real server on a fresh embedded database for every journey; or, with E2E_PROCESSES, several on PostgreSQL. */
export default async function startServer(project: TestProject) {
  const processes = Number(process.env.E2E_PROCESSES ?? 1)
  const dataDir = mkdtempSync(join(tmpdir(), 'jaunt-e2e-'))
  // Stripe's API at the network boundary, with test keys: the card reader's journey pays through it.
  const stripe = await startStripeStandIn()
  const product =
    processes > 1
      ? await startBehindLoadBalancer(processes, dataDir, stripe.url)
      : await startOne(dataDir, stripe.url)
  project.provide('baseUrl', `http://localhost:${product.port}`)
  project.provide('port', product.port)
  project.provide('stripeOrigin', stripe.url)
  return async () => {
    await product.close()
    await stripe.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
