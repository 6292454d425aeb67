/**
 * How long each step of a start took, printed when `START_UP_TIMES=1` (the start-up bench sets it).
 * `performance.now()` counts from the process's start, so the first step includes loading the bundle.
 */
const steps: { name: string; ms: number }[] = []
let last = 0

/** Records the time since the previous mark (or the process's start) under `name`. */
export function mark(name: string) {
  const now = performance.now()
  steps.push({ name, ms: now - last })
  last = now
}

/** Runs `work` beside the marked steps and records its own time under `name`. */
export async function timed<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now()
  try {
    return await work()
  } finally {
    steps.push({ name, ms: performance.now() - started })
  }
}

export function printStartUpTimes(heading: string) {
  if (!/^(1|true|yes)$/.test(process.env.START_UP_TIMES ?? '')) return
  const lines = steps
    .splice(0)
    .map((step) => `  ${step.name.padEnd(34)} ${step.ms.toFixed(1).padStart(8)} ms`)
  const { user, system } = process.cpuUsage()
  const cpu = ((user + system) / 1000).toFixed(0)
  const since = `${performance.now().toFixed(0)} ms since the process started, ${cpu} ms of CPU`
  console.log([`Start-up times, ${heading} (${since}):`, ...lines].join('\n'))
}
