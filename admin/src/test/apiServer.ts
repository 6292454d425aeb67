import type { TestProject } from 'vitest/node'
import { startSeededServer } from '../../../packages/server/src/test/seeded-server'
import { standInTranslator, startLlmStandIn } from '../../../packages/server/src/test/llm-stand-in'
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
  // A language model at the network boundary that "translates" by appending the target language.
  const llm = await startLlmStandIn()
  llm.answerWith({ kind: 'complete', answer: standInTranslator() })
  const server = await startSeededServer({ stripeApiUrl: stripe.url, llmUrl: llm.url })
  project.provide('apiOrigin', server.origin)
  project.provide('stripeOrigin', stripe.url)
  return async () => {
    await server.close()
    await stripe.close()
    await llm.close()
  }
}
