import { startServer } from './start-server.mjs'

/**
 * Start-up time on data already migrated and seeded: from the process's start to the first `/api/health`
 * OK, each of `runs` starts in turn (the server stopped in between). Returns the times in ms, sorted; a
 * start that failed is reported and left out, so the load figures after it are still measured.
 */
export async function startUpTimes({ databaseUrl, dataDir }, runs = 3) {
  const times = []
  for (let run = 0; run < runs; run += 1) {
    try {
      const server = await startServer({ databaseUrl, dataDir })
      times.push(server.startUpMs)
      await server.stop()
    } catch (error) {
      console.error(`start-up ${run + 1}: ${error.message}`)
    }
  }
  return times.sort((a, b) => a - b)
}
