// `npm run check:size`: the built bundles' compressed sizes against the committed baseline
// (size-baseline.json). Fails when any grows more than 5% above it; `-- --update` rewrites the baseline
// after a deliberate change. Sizes only, no server and no timings, so it is fast and deterministic.
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { bundleSizes } from './bundle.mjs'

const TOLERANCE = 0.05
const baselineFile = fileURLToPath(new URL('./size-baseline.json', import.meta.url))
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const change = (now, before) => `${now >= before ? '+' : ''}${(((now - before) / before) * 100).toFixed(1)}%`

let measured
try {
  measured = bundleSizes()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
const current = measured.map(({ what, gzipBytes, brotliBytes }) => ({ what, gzipBytes, brotliBytes }))

if (process.argv.includes('--update')) {
  writeFileSync(baselineFile, `${JSON.stringify(current, null, 2)}\n`)
  console.log(`Baseline written to ${baselineFile}: commit it with the change that explains it.`)
  process.exit(0)
}

const baseline = new Map(JSON.parse(readFileSync(baselineFile, 'utf8')).map((row) => [row.what, row]))
let failed = false
const rows = current.map((row) => {
  const before = baseline.get(row.what)
  if (!before) {
    failed = true
    return { bundle: row.what, gzip: kb(row.gzipBytes), brotli: kb(row.brotliBytes), within: 'NO BASELINE' }
  }
  const over = ['gzipBytes', 'brotliBytes'].some((key) => row[key] > before[key] * (1 + TOLERANCE))
  if (over) failed = true
  return {
    bundle: row.what,
    gzip: `${kb(row.gzipBytes)} (${change(row.gzipBytes, before.gzipBytes)})`,
    brotli: `${kb(row.brotliBytes)} (${change(row.brotliBytes, before.brotliBytes)})`,
    within: over ? 'NO, over 5%' : 'yes',
  }
})

console.log('Bundle sizes against scripts/bench/size-baseline.json (at most 5% above it)')
console.table(rows)
if (failed) {
  console.error(
    'A bundle grew more than 5% above its baseline (or has none). Shrink it, or if the growth is\n' +
      'deliberate, run `npm run check:size -- --update` and commit scripts/bench/size-baseline.json\n' +
      'with a word on why.',
  )
  process.exit(1)
}
