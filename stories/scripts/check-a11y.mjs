#!/usr/bin/env node
// Opens every story of the built Storybook in headless Chromium and fails listing each story's
// accessibility violations. The a11y addon runs axe-core after each story renders (with the story's
// own parameters.a11y) and reports it in the `storyFinished` event; this script reads that report, so
// the check and the addon's panel agree. Only playwright-core and node's http: no test runner in CI.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'
import { chromium } from 'playwright-core'

const root = resolve(process.argv[2] ?? 'storybook-static')
if (!existsSync(join(root, 'index.json'))) {
  console.error(`No built Storybook in ${root}: run npm run build-storybook first.`)
  process.exit(2)
}
const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
}

const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname))
  const file = join(root, path.endsWith('/') ? `${path}index.html` : path)
  if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
    response.writeHead(404).end()
    return
  }
  response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
  createReadStream(file).pipe(response)
})
await new Promise((listening) => server.listen(0, '127.0.0.1', listening))
const origin = `http://127.0.0.1:${server.address().port}`

const index = JSON.parse(readFileSync(join(root, 'index.json'), 'utf8'))
const only = process.env.STORY
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && (!only || entry.id.includes(only)),
)
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' })
const failures = []
let skipped = 0
try {
  const context = await browser.newContext()
  // Storybook's channel is set on the window once; hold on to the story's finished report as it goes by.
  await context.addInitScript(() => {
    let channel
    Object.defineProperty(globalThis, '__STORYBOOK_ADDONS_CHANNEL__', {
      configurable: true,
      get: () => channel,
      set(value) {
        channel = value
        value.on('storyFinished', (finished) => {
          globalThis.__a11yFinished = JSON.parse(JSON.stringify(finished))
        })
      },
    })
  })
  const page = await context.newPage()
  for (const story of stories) {
    const outcome = await check(page, story)
    if (outcome === 'skipped') skipped += 1
    else if (outcome.length > 0) failures.push({ story, problems: outcome })
    console.log(`${outcome === 'skipped' ? 'skip' : outcome.length === 0 ? 'ok  ' : 'FAIL'} ${story.id}`)
  }
} finally {
  await browser.close()
  server.close()
}

if (failures.length > 0) {
  console.error(`\n${failures.length} of ${stories.length} stories fail the accessibility check:`)
  for (const { story, problems } of failures) {
    console.error(`\n${story.title} / ${story.name} (${story.id})`)
    for (const problem of problems) console.error(`  ${problem}`)
  }
  process.exit(1)
}
console.log(`\nNo accessibility violations in ${stories.length - skipped} stories (${skipped} opt out).`)

/** The story's problems as lines (none: it passes), or 'skipped' when its parameters turn the check off. */
async function check(page, story) {
  const errors = []
  const onError = (error) => errors.push(`page error: ${error.message}`)
  page.on('pageerror', onError)
  try {
    await page.goto(`${origin}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`)
    await page.waitForFunction(() => globalThis.__a11yFinished, undefined, { timeout: 30000 })
    const finished = await page.evaluate(() => globalThis.__a11yFinished)
    const report = finished.reporters.find((reporter) => reporter.type === 'a11y')
    if (finished.status === 'error' && !report) {
      const message = await page
        .locator('#error-message')
        .innerText()
        .catch(() => '')
      return [...errors, `the story failed to render ${message}`.trim()]
    }
    if (!report) return errors.length > 0 ? errors : 'skipped'
    if (report.result?.error) return [...errors, `axe failed: ${JSON.stringify(report.result.error)}`]
    if (report.status === 'passed') return errors
    const lines = report.result.violations.flatMap((violation) => [
      `${violation.id} (${violation.impact}): ${violation.help}`,
      ...violation.nodes.map(
        (node) =>
          `    ${node.target.join(' ')}: ${(node.failureSummary ?? '').split('\n').slice(1).join(' ').trim()}`,
      ),
    ])
    // parameters.a11y.test 'todo': the violations are known and shown, but do not fail the check.
    if (report.status === 'warning') {
      console.warn(`todo ${story.id}\n  ${lines.join('\n  ')}`)
      return errors
    }
    return [...errors, ...lines]
  } finally {
    page.off('pageerror', onError)
  }
}
