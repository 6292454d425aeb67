/** Where work that outlives a request is handed over: pg-boss in a running server (jobs/index.ts). */
export interface JobQueue {
  send(name: string, data: object): Promise<string | null>
}
