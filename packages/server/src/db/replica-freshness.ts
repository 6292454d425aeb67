import type pg from 'pg'

/** A WAL position (`16/B374D848`) as one number, so two can be compared. */
export const lsnValue = (text: string) => {
  const [high = '0', low = '0'] = text.split('/')
  return (BigInt(`0x${high}`) << 32n) | BigInt(`0x${low}`)
}

type Log = (message: string) => void

/**
 * How far behind the primary a streaming replica is, measured in WAL rather than in clock time: the primary's
 * flushed position is sampled with the moment it was read, and the replica is "fresh as of" the latest sample
 * it has replayed. Every commit acknowledged before that moment is on the replica. Checked at most every
 * `intervalMs`, two one-row statements, shared by the requests that arrive meanwhile.
 */
export class ReplicaFreshness {
  private samples: { at: number; lsn: bigint }[] = []
  private freshAsOf = Number.NEGATIVE_INFINITY
  private checkedAt = Number.NEGATIVE_INFINITY
  private checking: Promise<void> | undefined
  private reachable = true
  private behind = false
  private readonly intervalMs: number

  constructor(
    private readonly primary: pg.Pool,
    private readonly replica: pg.Pool,
    private readonly maxLagMs: number,
    private readonly log: Log = (message) => console.warn(message),
  ) {
    this.intervalMs = Math.max(20, Math.floor(maxLagMs / 4))
  }

  /** Whether a read may go to the replica now: it answers, and it has every commit older than the bound. */
  async usable(): Promise<boolean> {
    const now = Date.now()
    // An unreachable replica is retried in the background, less often, while the primary answers.
    const due = now - this.checkedAt >= (this.reachable ? this.intervalMs : this.intervalMs * 20)
    if (due) {
      // The primary not answering is the search's own failure, not the replica's.
      this.checking ??= this.check()
        .catch(() => undefined)
        .finally(() => (this.checking = undefined))
      if (this.reachable) await this.checking
    }
    if (!this.reachable) return false
    const fresh = Date.now() - this.freshAsOf <= this.maxLagMs
    if (fresh === this.behind) {
      this.behind = !fresh
      this.log(
        fresh
          ? 'read replica caught up: searches read it again'
          : `read replica more than ${this.maxLagMs} ms behind: searches read the primary`,
      )
    }
    return fresh
  }

  /** A search could not reach the replica: it read the primary, and the replica is looked at again later. */
  lost(error: unknown) {
    this.checkedAt = Date.now()
    this.markReachable(false, error)
  }

  private async check() {
    this.checkedAt = Date.now()
    const at = Date.now()
    const { rows } = await this.primary.query<{ lsn: string }>(
      'select pg_current_wal_flush_lsn()::text as lsn',
    )
    this.samples.push({ at, lsn: lsnValue(rows[0]!.lsn) })
    let replayed: string | null
    try {
      const answer = await this.replica.query<{ lsn: string | null }>(
        'select pg_last_wal_replay_lsn()::text as lsn',
      )
      replayed = answer.rows[0]!.lsn
    } catch (error) {
      this.markReachable(false, error)
      return
    }
    if (replayed === null) {
      this.markReachable(false, new Error('DATABASE_READ_URL is not a standby server (not in recovery)'))
      return
    }
    this.markReachable(true)
    const position = lsnValue(replayed)
    const newest = this.samples.findLastIndex((sample) => sample.lsn <= position)
    if (newest >= 0) {
      this.freshAsOf = Math.max(this.freshAsOf, this.samples[newest]!.at)
      this.samples = this.samples.slice(newest)
    }
    // Samples far older than the bound cannot make the replica usable any more.
    this.samples = this.samples.filter((sample) => at - sample.at <= this.maxLagMs * 4).slice(-256)
  }

  private markReachable(reachable: boolean, error?: unknown) {
    if (reachable === this.reachable) return
    this.reachable = reachable
    const reason = error instanceof Error ? error.message : String(error)
    this.log(
      reachable
        ? 'read replica reachable again: searches read it'
        : `read replica unreachable, searches read the primary: ${reason}`,
    )
  }
}
