import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import lighthouse from 'lighthouse'

/** The budget, scores out of 100. */
export const LIGHTHOUSE_BUDGET = { performance: 90, accessibility: 95, seo: 95 }

const CATEGORIES = Object.keys(LIGHTHOUSE_BUDGET)

/** Debian's Chromium, headless, with its DevTools port open on a port it picks. */
async function launchChromium() {
  const userDataDir = mkdtempSync(join(tmpdir(), 'jaunt-lighthouse-'))
  const chromium = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--remote-debugging-port=0',
      `--user-data-dir=${userDataDir}`,
      '--no-first-run',
      '--no-default-browser-check',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  const exited = new Promise((resolve) => chromium.once('exit', resolve))
  const port = await new Promise((resolve, reject) => {
    let stderr = ''
    const timer = setTimeout(
      () => reject(new Error(`Chromium did not open its DevTools port:\n${stderr}`)),
      30_000,
    )
    chromium.stderr.on('data', (chunk) => {
      stderr += chunk
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(stderr)
      if (!match) return
      clearTimeout(timer)
      chromium.stderr.resume()
      resolve(Number(match[1]))
    })
    chromium.once('error', reject)
    chromium.once('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${stderr}`)))
  })
  return {
    port,
    close: async () => {
      chromium.kill('SIGTERM')
      await exited
      rmSync(userDataDir, { recursive: true, force: true })
    },
  }
}

/** What an audit points at: each element's selector and text, else the URLs, once each. */
const auditItems = (audit) => {
  const items = (audit.details?.items ?? []).map((item) =>
    item.node?.selector
      ? `${item.node.selector} (${JSON.stringify((item.node.nodeLabel ?? '').slice(0, 40))})`
      : item.url,
  )
  return [...new Set(items.filter(Boolean))]
}

/**
 * Lighthouse (mobile, its default form factor and throttling) on the `demo` partner site's index and
 * one of its tour pages: a row per page with the performance, accessibility and SEO scores out of 100,
 * and the audits that did not pass (performance: those under 0.9), with the elements they name.
 */
export async function lighthouseScores(baseUrl) {
  const site = new URL(baseUrl)
  site.hostname = `demo.${site.hostname}`
  const pages = [
    { page: 'index /en', url: new URL('/en', site).href },
    { page: 'tour /en/activity/2', url: new URL('/en/activity/2', site).href },
  ]
  const chromium = await launchChromium()
  try {
    const rows = []
    for (const { page, url } of pages) {
      const result = await lighthouse(url, {
        port: chromium.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: CATEGORIES,
      })
      const { categories, audits, runtimeError } = result.lhr
      if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`)
      const score = (category) => Math.round((categories[category].score ?? 0) * 100)
      // Performance lists its metrics and opportunities that cost points, the others every audit that failed.
      const failing = CATEGORIES.flatMap((category) =>
        categories[category].auditRefs
          .map((ref) => audits[ref.id])
          .filter((audit) => audit.score !== null && audit.score < (category === 'performance' ? 0.9 : 1))
          .map((audit) => ({
            category,
            id: audit.id,
            title: audit.displayValue ? `${audit.title} (${audit.displayValue})` : audit.title,
            items: auditItems(audit),
          })),
      )
      rows.push({
        page,
        url,
        performance: score('performance'),
        accessibility: score('accessibility'),
        seo: score('seo'),
        failing,
      })
    }
    return rows
  } finally {
    await chromium.close()
  }
}
