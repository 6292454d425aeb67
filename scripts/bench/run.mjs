// `npm run bench`: sizes and Lighthouse scores against their budgets and the API under concurrent load,
// printed as tables.
// Set PG_BENCH_URL to measure on a PostgreSQL server as well (scripts/with-postgres.sh sets it).
import { spawnSync } from 'node:child_process'
import { apiLoad } from './api-load.mjs'
import { bookingsPerSecond } from './bookings.mjs'
import { bundleSizes } from './bundle.mjs'
import { dialogJavaScript } from './dialog-js.mjs'
import { LIGHTHOUSE_BUDGET, lighthouseScores } from './lighthouse.mjs'
import { startServer } from './start-server.mjs'

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

const build = spawnSync('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], { stdio: 'inherit' })
if (build.status !== 0) process.exit(build.status ?? 1)

console.log('\nSizes (gzip)')
console.table(
  bundleSizes().map((row) => ({
    what: row.what,
    size: kb(row.gzipBytes),
    budget: row.budget ? kb(row.budget) : '',
    within: row.budget ? (row.gzipBytes <= row.budget ? 'yes' : 'NO') : '',
  })),
)

const databases = [{ name: 'PGlite (embedded)', url: undefined }]
if (process.env.PG_BENCH_URL) databases.push({ name: 'PostgreSQL', url: process.env.PG_BENCH_URL })
for (const [index, database] of databases.entries()) {
  const server = await startServer({ databaseUrl: database.url })
  try {
    if (index === 0) {
      const dialog = await dialogJavaScript(server.url)
      console.log('\nIn the browser: JavaScript until the first product dialog can be used (gzip)')
      console.table([
        {
          files: dialog.files,
          size: kb(dialog.gzipBytes),
          budget: kb(120 * 1024),
          within: dialog.gzipBytes <= 120 * 1024 ? 'yes' : 'NO',
        },
      ])
      const pages = await lighthouseScores(server.url)
      const categories = Object.keys(LIGHTHOUSE_BUDGET)
      console.log('\nLighthouse (mobile), the hosted site of the demo partner: scores out of 100')
      console.table(
        pages.map((row) => ({
          page: row.page,
          performance: row.performance,
          accessibility: row.accessibility,
          seo: row.seo,
          budget: categories.map((category) => LIGHTHOUSE_BUDGET[category]).join(' / '),
          within: categories.every((category) => row[category] >= LIGHTHOUSE_BUDGET[category]) ? 'yes' : 'NO',
        })),
      )
      const failing = pages.flatMap((row) => row.failing.map((audit) => ({ page: row.page, ...audit })))
      if (failing.length > 0) console.log('Audits that cost points (performance: under 0.9):')
      for (const audit of failing) {
        console.log(`  ${audit.page}, ${audit.category}: ${audit.title}`)
        for (const item of audit.items.slice(0, 5)) console.log(`    ${item}`)
        if (audit.items.length > 5) console.log(`    and ${audit.items.length - 5} more`)
      }
    }
    const rows = await apiLoad(server.url)
    console.log(`\nAPI under load, ${database.name}: 20 connections, 5 s each`)
    console.table(
      rows.map((row) => ({
        what: row.what,
        'req/s': row.requestsPerSecond,
        'p50 ms': row.p50,
        'p90 ms': row.p90,
        'p97.5 ms': row.p97_5,
        errors: row.errors,
      })),
    )
    const booking = await bookingsPerSecond(server.url)
    console.log(
      `\nBookings (hold + confirm, no payment), ${database.name}: 50 clients, ${booking.carts} carts`,
    )
    console.table([
      {
        bookings: booking.bookings,
        seconds: booking.seconds.toFixed(1),
        'bookings/s': booking.perSecond,
        'oversold seats': booking.oversold,
      },
    ])
  } finally {
    await server.stop()
  }
}
