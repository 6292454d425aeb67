import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { startStripeStandIn } from '../../packages/server/src/test/stripe-stand-in'

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

/** One real server (the built one `npm start` runs) on a fresh embedded database for every journey. */
export default async function startServer(project: TestProject) {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'jaunt-e2e-'))
  // Stripe's API at the network boundary, with test keys: the card reader's journey pays through it.
  const stripe = await startStripeStandIn()
  let output = ''
  const server = spawn(process.execPath, ['packages/server/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_HOST: `localhost:${port}`,
      STRIPE_SECRET_KEY: 'sk_test_jaunt',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_jaunt',
      STRIPE_API_URL: stripe.url,
      STRIPE_CONNECT_CLIENT_ID: 'ca_test_jaunt',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout?.on('data', (chunk) => (output += chunk))
  server.stderr?.on('data', (chunk) => (output += chunk))
  const baseUrl = `http://localhost:${port}`
  await waitUntilHealthy(baseUrl, server, () => output)
  project.provide('baseUrl', baseUrl)
  project.provide('port', port)
  project.provide('stripeOrigin', stripe.url)
  return async () => {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
    await stripe.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
