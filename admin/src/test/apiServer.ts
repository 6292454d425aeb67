import type { TestProject } from 'vitest/node'
import { startSeededServer } from '../../../packages/server/src/test/seeded-server'
import { startStripeStandIn } from '../../../packages/server/src/test/stripe-stand-in'

declare module 'vitest' {
  export interface ProvidedContext {
    apiOrigin: string
    stripeOrigin: string
  }
}

/** The real API on a seeded database, once for the admin's tests of the screens that use it. */
export default async function setup(project: TestProject) {
  // Stripe's API at the network boundary, for the terminal settings' locations and readers.
  const stripe = await startStripeStandIn()
  const server = await startSeededServer({ stripeApiUrl: stripe.url })
  project.provide('apiOrigin', server.origin)
  project.provide('stripeOrigin', stripe.url)
  return async () => {
    await server.close()
    await stripe.close()
  }
}
