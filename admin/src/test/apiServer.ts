import type { TestProject } from 'vitest/node'
import { startSeededServer } from '../../../packages/server/src/test/seeded-server'

declare module 'vitest' {
  export interface ProvidedContext {
    apiOrigin: string
  }
}

/** The real API on a seeded database, once for the admin's tests of the screens that use it. */
export default async function setup(project: TestProject) {
  const server = await startSeededServer()
  project.provide('apiOrigin', server.origin)
  return () => server.close()
}
