import type { Config } from './env.js'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts.js'
import { DEMO_SITES } from './seed/demo-sites.js'

/** What a started server prints: where to find it and the demo accounts to log in with. */
export function banner(config: Config, seeded: boolean) {
  const base = `http://localhost:${config.PORT}`
  const database = config.DATABASE_URL
    ? `PostgreSQL (DATABASE_URL${config.DATABASE_READ_URL ? ', searches on DATABASE_READ_URL' : ''})`
    : `PGlite in ${config.DATA_DIR}`
  const width = Math.max(...DEMO_ACCOUNTS.map((account) => account.email.length))
  return [
    '',
    `  Jaunt is running on ${base}`,
    `  Database: ${database}${seeded ? ' (demo data created)' : ''}`,
    '',
    `  API docs      ${base}/api/openapi.json`,
    ...DEMO_SITES.map((site) => `  Partner site  http://${site.sub_domain}.localhost:${config.PORT}`),
    `  Back office   ${base}/en/npanel`,
    '',
    `  Demo accounts (password ${DEMO_PASSWORD}):`,
    ...DEMO_ACCOUNTS.map((account) => `    ${account.email.padEnd(width)}  ${account.purpose}`),
    '',
  ].join('\n')
}
