/**
 * Counts the calls a server is answering, so a shutdown can wait for them: a client that hangs up does
 * not stop its call's work (a booking half-way), and the database must stay open until that work ends.
 */
export function callsUnderWay<Args extends unknown[]>(
  fetch: (...args: Args) => Response | Promise<Response>,
) {
  let open = 0
  const waiting: (() => void)[] = []
  return {
    fetch: (...args: Args) => {
      open += 1
      return Promise.resolve()
        .then(() => fetch(...args))
        .finally(() => {
          open -= 1
          if (open === 0) waiting.splice(0).forEach((resolve) => resolve())
        })
    },
    /** Resolves once no call is under way. */
    settled: () => (open === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve))),
  }
}
