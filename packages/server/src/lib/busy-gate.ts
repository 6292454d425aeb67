import type { MiddlewareHandler } from 'hono'
import { ServiceBusy } from './errors.js'
import type { AppEnv } from './types.js'

export interface BusyGate {
  /** Waits for a free place; undefined when every place and every waiting place is taken. */
  enter(signal?: AbortSignal): Promise<(() => void) | undefined>
  readonly running: number
  readonly waiting: number
}

/**
 * At most `places` calls run at once and at most `queue` wait for them; any more are turned away at
 * once, so a burst of heavy calls cannot starve the light ones (health, cart, checkout) of the database.
 */
export function createBusyGate(places: number, queue: number): BusyGate {
  let running = 0
  const waiters: Array<() => void> = []
  const release = () => {
    const next = waiters.shift()
    if (next) next()
    else running -= 1
  }
  return {
    get running() {
      return running
    },
    get waiting() {
      return waiters.length
    },
    enter(signal) {
      if (running < places) {
        running += 1
        return Promise.resolve(once(release))
      }
      if (waiters.length >= queue) return Promise.resolve(undefined)
      return new Promise((resolve) => {
        const admit = () => {
          signal?.removeEventListener('abort', leave)
          resolve(once(release))
        }
        // A caller that gave up while waiting leaves the queue instead of running for no one.
        const leave = () => {
          const at = waiters.indexOf(admit)
          if (at >= 0) waiters.splice(at, 1)
          resolve(undefined)
        }
        waiters.push(admit)
        signal?.addEventListener('abort', leave, { once: true })
      })
    },
  }
}

const once = (release: () => void) => {
  let done = false
  return () => {
    if (done) return
    done = true
    release()
  }
}

/** Runs the call through the gate, or answers 503 with Retry-After when the gate is full. */
export const throughGate =
  (gate: BusyGate): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const leave = await gate.enter(c.req.raw.signal)
    if (!leave) throw new ServiceBusy()
    try {
      await next()
    } finally {
      leave()
    }
  }
