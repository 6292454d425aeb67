// `npm run bench`: sizes and Lighthouse scores against their budgets and the API under concurrent load,
// printed as tables. Set PG_BENCH_URL to measure on a PostgreSQL server as well (scripts/with-postgres.sh
// sets it). `-- --products 1000,10000` measures the API with that many extra products seeded first;
// `--only-api` leaves out the sizes, the browser and Lighthouse, `--skip-lighthouse` only Lighthouse.
import { spawnSync } from 'node:child_process'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { apiLoad } from './api-load.mjs'
import { bookingsPerSecond } from './bookings.mjs'
import { bundleSizes } from './bundle.mjs'
import { openDatabase } from './database.mjs'
import { browserFigures } from './browser.mjs'
import { seedProducts } from './seed-products.mjs'
import { startServer } from './start-server.mjs'
import { startUpTimes } from './start-up.mjs'

const { values: flags } = parseArgs({
  options: {
    products: { type: 'string', default: '' },
    'only-api': { type: 'boolean', default: false },
    'skip-lighthouse': { type: 'boolean', default: false },
    // `--database postgres` (or `pglite`) measures that one only: a 100k run on PGlite takes long.
    database: { type: 'string', default: '' },
  },
})
const sizes = flags.products ? flags.products.split(',').map((size) => Number(size.trim())) : []
if (sizes.some((size) => !Number.isInteger(size) || size < 0)) {
  console.error('--products takes whole numbers separated by commas: --products 1000,10000')
  process.exit(2)
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

const build = spawnSync('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], { stdio: 'inherit' })
if (build.status !== 0) process.exit(build.status ?? 1)

if (!flags['only-api']) {
  console.log('\nSizes (gzip)')
  console.table(
    bundleSizes().map((row) => ({
      what: row.what,
      size: kb(row.gzipBytes),
      budget: row.budget ? kb(row.budget) : '',
      within: row.budget ? (row.gzipBytes <= row.budget ? 'yes' : 'NO') : '',
    })),
  )
}

// Seeded products are kept between runs (PGlite in BENCH_DATA_DIR, or the PostgreSQL at PG_BENCH_URL):
// a later run only tops them up to the size it asks for.
const keptPglite = process.env.BENCH_DATA_DIR ?? join(tmpdir(), 'jaunt-bench-pglite')
const databases = [{ name: 'PGlite', dataDir: sizes.length ? keptPglite : undefined }]
if (process.env.PG_BENCH_URL) databases.push({ name: 'PostgreSQL', url: process.env.PG_BENCH_URL })
const chosen = flags.database.toLowerCase()
if (chosen && !['pglite', 'postgres', 'postgresql'].includes(chosen)) {
  console.error('--database takes pglite or postgres')
  process.exit(2)
}
if (chosen === 'pglite') databases.splice(1)
if (chosen.startsWith('postgres')) databases.splice(0, 1)

/**
 * Seeds the extra products with the server stopped. A start first brings the schema and the demo up to
 * this code's (a database kept from an older run may lack the newer tables).
 */
async function seed(database, size) {
  const server = await startServer({ databaseUrl: database.url, dataDir: database.dataDir })
  await server.stop()
  const db = await openDatabase(database)
  const started = Date.now()
  const added = await seedProducts(db, size).finally(() => db.close())
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  console.log(
    `\n${database.name}: ${added ? `${added} products seeded in ${seconds} s` : `${size} products were already seeded`}`,
  )
}

const summary = []
for (const [index, database] of databases.entries()) {
  for (const [round, size] of (sizes.length ? sizes : [0]).entries()) {
    if (size) await seed(database, size)
    // Start-up on data already migrated and seeded (a fresh PGlite would time the demo's seeding instead).
    const startUp =
      database.url || database.dataDir
        ? await startUpTimes({ databaseUrl: database.url, dataDir: database.dataDir })
        : []
    if (startUp.length)
      console.log(
        `\nStart-up to /api/health OK, ${database.name}${size ? `, ${size} extra products` : ''}: ${startUp.join(', ')} ms`,
      )
    const server = await startServer({ databaseUrl: database.url, dataDir: database.dataDir })
    const label = `${database.name}${size ? `, ${size} extra products` : ''}`
    try {
      if (index === 0 && round === 0 && !flags['only-api'])
        await browserFigures(server.url, { lighthouse: !flags['skip-lighthouse'] })
      const rows = await apiLoad(server.url, { cpuMs: server.cpuMs })
      console.log(`\nAPI under load, ${label}: 5 s each`)
      console.table(
        rows.map((row) => ({
          what: row.what,
          clients: row.clients,
          'req/s': row.requestsPerSecond,
          'p50 ms': row.p50,
          'p90 ms': row.p90,
          'p95 ms': row.p95,
          'p97.5 ms': row.p97_5,
          errors: row.errors,
          'timed out': row.timeouts,
          'API CPU µs/call': row.cpuPerCall,
        })),
      )
      const booking = await bookingsPerSecond(server.url, { cpuMs: server.cpuMs })
      console.log(`\nBookings (hold + confirm, no payment), ${label}: 50 clients, ${booking.carts} carts`)
      const bookings = {
        bookings: booking.bookings,
        seconds: booking.seconds.toFixed(1),
        'bookings/s': booking.perSecond,
        'oversold seats': booking.oversold,
        'API CPU ms/booking': booking.cpuPerBooking?.toFixed(1),
      }
      console.table([bookings])
      const rss = server.rssMiB()
      console.log(`\nServer memory after the load, ${label}: ${rss} MiB resident`)
      const figure = (row) =>
        `${row.requestsPerSecond} req/s, p50 ${row.p50}, p95 ${row.p95}, p97.5 ${row.p97_5}${row.errors ? `, ${row.errors} errors` : ''}${row.timeouts ? `, ${row.timeouts} timed out` : ''}`
      summary.push({
        database: database.name,
        products: size || 'demo only',
        'start-up ms': startUp.length ? startUp[Math.floor(startUp.length / 2)] : '',
        search: figure(rows[0]),
        'search, never the same': figure(rows[1]),
        'search box': figure(rows[2]),
        catalogue: figure(rows[3]),
        'add to cart': figure(rows[4]),
        bookings: `${booking.perSecond}/s, ${booking.bookings} booked, ${booking.oversold} oversold`,
        'RSS MiB': rss,
      })
    } finally {
      await server.stop()
    }
  }
}
console.log('\nSummary (ms; searches 50 clients, add to cart 20, bookings 50)')
console.table(summary)
