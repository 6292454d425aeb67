/** Where work that outlives a request is handed over: pg-boss in a running server (jobs/index.ts). */
export interface JobQueue {
  send(name: string, data: object, options?: { singletonKey?: string }): Promise<string | null>
}

/**
 * A run's job carries its run's id as pg-boss's `singletonKey`; on a queue with policy `short` at most one
 * job per key waits, so a run queued again (by each process resuming at start) is queued once.
 */
export const once = (runId: number | string) => ({ singletonKey: String(runId) })
