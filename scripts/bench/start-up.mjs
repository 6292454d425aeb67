import { startServer } from './start-server.mjs'

/** The server's own start-up step times (`START_UP_TIMES=1`), without its banner. */
const startUpSteps = (output) =>
  output
    .split('\n')
    .filter((line) => /^Start-up times|^ {2}\S.* ms$/.test(line))
    .join('\n')

/**
 * Start-up time on data already migrated and seeded: from the process's start to the first `/api/health`
 * OK, each of `runs` starts in turn (the server stopped in between); the first start's steps are
 * printed. Returns the times in ms, sorted; a start that failed is reported and left out, so the load
 * figures after it are still measured.
 */
export async function startUpTimes({ databaseUrl, dataDir }, runs = 3) {
  const times = []
  for (let run = 0; run < runs; run += 1) {
    try {
      const server = await startServer({ databaseUrl, dataDir })
      times.push(server.startUpMs)
      // The job queue starts after the server listens (a second later on PGlite): wait to print its time.
      await new Promise((resolve) => setTimeout(resolve, 2000))
      if (run === 0) console.log(startUpSteps(server.output()))
      await server.stop()
    } catch (error) {
      console.error(`start-up ${run + 1}: ${error.message}`)
    }
  }
  return times.sort((a, b) => a - b)
}
