// The widget runs on partners' pages: it reports trouble in the console and never throws at them.
const PREFIX = '[Jaunt]'

export const log = {
  warn: (...details: unknown[]) => console.warn(PREFIX, ...details),
  error: (...details: unknown[]) => console.error(PREFIX, ...details),
}
