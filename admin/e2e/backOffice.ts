import type { Page } from 'playwright-core'
import { inject } from 'vitest'
// The global setup's provided values (`baseUrl`, `port`) are typed there.
import type {} from '../../scripts/e2e/server'

export const DEMO_PASSWORD = 'Demo-pass-1'

/** Page object of the back office: login, the side navigation and the site selector. */
export class BackOffice {
  constructor(
    readonly page: Page,
    readonly baseUrl: string = inject('baseUrl'),
  ) {}

  async open(path = '/en/npanel/') {
    await this.page.goto(`${this.baseUrl}${path}`)
  }

  /** Logs in through the login page and waits until the panel (or a gate's page) has loaded. */
  async logIn(email: string, password = DEMO_PASSWORD) {
    await this.open('/en/npanel/login')
    await this.page.getByLabel('Email').fill(email)
    await this.page.getByLabel('Password').fill(password)
    await this.page.getByRole('button', { name: 'Sign in' }).click()
    await this.page.waitForURL((url) => !url.pathname.endsWith('/login'))
    await this.page.waitForLoadState('networkidle')
  }

  get menu() {
    return this.page.getByRole('navigation', { name: 'Main menu' })
  }

  /** The names of the side navigation's items in order, disabled ones too. */
  async menuItems(): Promise<string[]> {
    await this.menu.getByRole('menuitem').first().waitFor()
    return this.menu
      .getByRole('menuitem')
      .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? item.textContent ?? ''))
  }

  get siteSelector() {
    return this.page.getByRole('combobox', { name: 'Site' })
  }

  async chooseSite(name: string) {
    await this.siteSelector.click()
    await this.page.getByRole('option', { name }).click()
  }

  async cookie(name: string) {
    return (await this.page.context().cookies()).find((cookie) => cookie.name === name)
  }
}
