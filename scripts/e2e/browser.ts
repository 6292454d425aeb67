import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll } from 'vitest'

/** Debian's Chromium, headless, kept off the network: this machine reaches only localhost. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost, EXCLUDE *.localhost',
    ],
  })
}

/** Chromium for one test file: opened as the file loads, closed once its tests are done. */
export async function openBrowser(): Promise<Browser> {
  const browser = await launchBrowser()
  afterAll(() => browser.close())
  return browser
}

export async function newPage(
  browser: Browser,
  options: { locale?: string; viewport?: { width: number; height: number } } = {},
): Promise<Page> {
  const context = await browser.newContext({
    locale: options.locale ?? 'en-GB',
    viewport: options.viewport ?? { width: 1280, height: 900 },
  })
  if (process.env.E2E_WIDGET_RUNTIME === 'react') await useReactWidget(context)
  return context.newPage()
}

/**
 * Pages load the served widget, the preact/compat build. `E2E_WIDGET_RUNTIME=react`: every page's
 * `…/widget/jaunt.js` (or `/widget/v1/jaunt.js`) becomes the React build beside it, `…/widget/react/jaunt.js`,
 * in the page's HTML as a partner would paste it (a redirect would hide the script's nonce from the loader,
 * which finds its tag by its URL).
 */
async function useReactWidget(context: BrowserContext) {
  await context.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback()
    const response = await route.fetch()
    const html = await response.text()
    return route.fulfill({
      response,
      body: html.replace(/(\/widget\/(?:v1\/)?)jaunt\.js/g, '$1react/jaunt.js'),
    })
  })
}
