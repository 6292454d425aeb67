import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'

/**
 * The JavaScript a guest's browser downloads on a partner's page until the first product dialog
 * can be used: a page with one product card (the loader, its chunks, the catalog), measured in
 * Debian's Chromium as the budget counts it, gzip-compressed. `loader` is the script partners
 * paste: `/widget/jaunt.js` (preact/compat) or `/widget/react/jaunt.js` (the same on React).
 */
export async function dialogJavaScript(baseUrl, loader = '/widget/jaunt.js') {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu'],
  })
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    const scripts = new Map()
    page.on('response', async (response) => {
      const url = response.url()
      if (!url.endsWith('.js')) return
      scripts.set(
        url,
        response.body().then((body) => gzipSync(body, { level: 9 }).length),
      )
    })
    // A page of its own with only what a product card needs, so other elements' chunks do not count.
    await page.route(`${baseUrl}/bench-product-page`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><body>
          <jaunt-product type="activity" product-id="2" site="1"></jaunt-product>
          <script type="module" src="${baseUrl}${loader}"></script></body></html>`,
      }),
    )
    await page.goto(`${baseUrl}/bench-product-page`)
    await page.getByRole('button', { name: /^Book now/ }).click()
    // Interactive: the month's days are drawn. Not "a day can be chosen": at a month's end the days left may all
    // be past the booking cut-off, and the wait would never end (29 and 30 November).
    await page.getByRole('dialog').getByRole('grid').getByRole('button').first().waitFor()
    const sizes = await Promise.all(scripts.values())
    return { files: sizes.length, gzipBytes: sizes.reduce((sum, size) => sum + size, 0) }
  } finally {
    await browser.close()
  }
}
