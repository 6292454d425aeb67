// The loader's own copy of the widget's console reporter (src/log.ts): a module shared with the lazy
// chunks would be split into a chunk of its own that jaunt.js must fetch before it can run.
const PREFIX = '[Jaunt]'

export const log = {
  warn: (...details: unknown[]) => console.warn(PREFIX, ...details),
  error: (...details: unknown[]) => console.error(PREFIX, ...details),
}
