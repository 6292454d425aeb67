import { dialogJavaScript } from './dialog-js.mjs'
import { LIGHTHOUSE_BUDGET, lighthouseScores } from './lighthouse.mjs'

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

/** What a browser measures on the running server: the widget's JavaScript and, unless left out, Lighthouse. */
export async function browserFigures(url, { lighthouse }) {
  const builds = [
    { build: 'preact/compat (served)', dialog: await dialogJavaScript(url) },
    { build: 'React', dialog: await dialogJavaScript(url, '/widget/react/jaunt.js') },
  ]
  console.log('\nIn the browser: JavaScript until the first product dialog can be used (gzip)')
  console.table(
    builds.map(({ build, dialog }) => ({
      build,
      files: dialog.files,
      size: kb(dialog.gzipBytes),
      budget: kb(120 * 1024),
      within: dialog.gzipBytes <= 120 * 1024 ? 'yes' : 'NO',
    })),
  )
  if (!lighthouse) return
  const pages = await lighthouseScores(url)
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
