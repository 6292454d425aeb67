import { chromium, type Browser, type Page } from 'playwright-core'

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

export async function newPage(browser: Browser, options: { locale?: string } = {}): Promise<Page> {
  const context = await browser.newContext({
    locale: options.locale ?? 'en-GB',
    viewport: { width: 1280, height: 900 },
  })
  return context.newPage()
}
