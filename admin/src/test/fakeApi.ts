import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { CurrentUser, Site, TokenPair } from '@jaunt/domain'
import { ADMIN, BOTH, DEMO_SITE, NEWBIE, OPERATOR, PARTNER, PARTNER2, SUPPLIER, site } from './users'

/**
 * A local stand-in for the back-office API at its network boundary, for the app's tests: the demo
 * accounts, rotating tokens, and the calls the shell makes, with the real server's answers' shapes.
 */
export interface FakeApi {
  origin: string
  received: { method: string; url: string; authorization?: string }[]
  /** A fresh session for a demo account, as a login would give. */
  sessionOf(user: CurrentUser): TokenPair
  /** Every access token issued so far stops working (as after 15 minutes); refresh tokens still do. */
  expireAccessTokens(): void
  setUser(user: CurrentUser): void
  sitesOf(ownerId: number): Site[]
  setSites(ownerId: number, sites: Site[]): void
  close(): Promise<void>
}

export const DEMO_PASSWORD = 'Demo-pass-1'

const TERMS = {
  id: 1,
  version: 1,
  country_code: null,
  title: 'Jaunt partner and supplier terms',
  content_html:
    '<h2>1. Who these terms are for</h2><p>These terms apply to every partner.</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
  published_at: '2026-11-01T00:00:00.000Z',
}

const FIGURES = {
  upcoming_bookings: 12,
  bookings_this_month: 7,
  sales_this_month: 15480.5,
  currency_code: 'NOK',
  other_currencies: [],
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' })
  res.end(JSON.stringify(body))
}

async function bodyOf(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  return text ? (JSON.parse(text) as Record<string, string>) : {}
}

export async function startFakeApi(): Promise<FakeApi> {
  const users = new Map<number, CurrentUser>(
    [ADMIN, PARTNER, PARTNER2, SUPPLIER, BOTH, OPERATOR, NEWBIE].map((user) => [
      user.id,
      structuredClone(user),
    ]),
  )
  const passwords = new Map<number, string>([...users.keys()].map((id) => [id, DEMO_PASSWORD]))
  const sites = new Map<number, Site[]>([
    [PARTNER.id, [DEMO_SITE]],
    [PARTNER2.id, [site(3, 'Nordic Trails')]],
    [BOTH.id, []],
    [NEWBIE.id, []],
  ])
  const access = new Map<string, number>()
  const refresh = new Map<string, number>()
  let serial = 0
  const received: FakeApi['received'] = []

  const issue = (userId: number): TokenPair => {
    serial += 1
    const pair = { access_token: `at-${userId}-${serial}`, refresh_token: `rt-${userId}-${serial}` }
    access.set(pair.access_token, userId)
    refresh.set(pair.refresh_token, userId)
    return pair
  }
  const sitesFor = (user: CurrentUser) => {
    if (user.role_id.includes(4)) return [...sites.values()].flat()
    return sites.get(user.parent_user_id ?? user.id) ?? []
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake')
      const authorization = req.headers.authorization
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Headers': '*',
          'Access-Control-Allow-Methods': '*',
        })
        return res.end()
      }
      received.push({ method: req.method ?? '', url: url.pathname + url.search, authorization })
      const body = await bodyOf(req)
      const path = url.pathname

      if (path === '/nauth/npanel/login') {
        const user = [...users.values()].find((candidate) => candidate.email.email === body.email)
        if (!user || passwords.get(user.id) !== body.password)
          return json(res, 401, { message: 'Invalid email or password' })
        return json(res, 200, issue(user.id))
      }
      if (path === '/nauth/npanel/refresh_token') {
        const userId = refresh.get(body.refresh_token ?? '')
        if (userId === undefined) return json(res, 401, { message: 'Unauthenticated' })
        refresh.delete(body.refresh_token ?? '')
        return json(res, 200, issue(userId))
      }
      if (path === '/nauth/npanel/logout') {
        refresh.delete(body.refresh_token ?? '')
        return json(res, 200, { message: 'Logged out' })
      }
      if (path.startsWith('/core/public/user/terms-and-condition/')) return json(res, 200, TERMS)

      const userId = access.get((authorization ?? '').replace(/^Bearer /, ''))
      const user = userId === undefined ? undefined : users.get(userId)
      if (!user) return json(res, 401, { message: 'Unauthenticated' })

      if (path === '/core/v1/current/user') return json(res, 200, user)
      if (path === '/core/v1/partner-sites') {
        const list = sitesFor(user)
        return json(res, 200, { data: { data: list, total: list.length } })
      }
      if (path === '/core/v1/dashboard/summary') {
        return json(res, 200, {
          supplier: user.role_id.includes(2) ? FIGURES : null,
          partner:
            user.role_id.includes(3) || user.role_id.includes(6)
              ? { ...FIGURES, upcoming_bookings: 3 }
              : null,
          card_payments: false,
        })
      }
      if (path === '/core/v1/user/accept-terms-and-condition') {
        user.terms_and_condition_accepted = true
        return json(res, 200, user)
      }
      if (path === '/core/v1/user/password') {
        if (body.current_password !== passwords.get(user.id)) {
          return json(res, 400, {
            message: 'current_password: The current password is not correct',
            errors: [{ path: 'current_password', message: 'The current password is not correct' }],
          })
        }
        passwords.set(user.id, body.new_password ?? '')
        user.first_time_login = false
        return json(res, 200, issue(user.id))
      }
      if (path === '/core/v1/user/profile') {
        Object.assign(user, {
          name: body.name,
          country_code: body.country_code,
          user_currency_type: body.user_currency_type,
        })
        return json(res, 200, user)
      }
      if (path === '/core/v1/admin/users') {
        if (!user.role_id.includes(4)) return json(res, 403, { message: 'Access Denied' })
        const role = Number(url.searchParams.get('role'))
        const list = [...users.values()]
          .filter((candidate) => !role || candidate.role_id.includes(role as CurrentUser['role_id'][number]))
          .map(({ id, name, email, role_id, can_login }) => ({
            id,
            name,
            email: email.email,
            role_id,
            can_login,
          }))
        return json(res, 200, { data: list, total: list.length })
      }
      if (path === '/core/v1/user-listing') {
        if (!user.role_id.includes(4)) return json(res, 403, { message: 'Access Denied' })
        const role = Number(body.role)
        const list = [...users.values()]
          .filter((candidate) => candidate.role_id.includes(role as CurrentUser['role_id'][number]))
          .map(({ id, name, email, role_id, policies, can_login, parent_user_id, country_code }) => ({
            id,
            name,
            email: email.email,
            role_id,
            policies,
            status: 2,
            can_login,
            parent_user_id,
            country_code,
            user_currency_type: 'EUR',
            created_at: '2026-11-01T00:00:00.000Z',
          }))
        return json(res, 200, { data: list, total: list.length })
      }
      const logInAs = /^\/core\/v1\/admin\/user\/(\d+)\/log-in-as$/.exec(path)
      if (logInAs) {
        if (!user.role_id.includes(4)) return json(res, 403, { message: 'Access Denied' })
        return json(res, 200, issue(Number(logInAs[1])))
      }
      json(res, 404, { message: 'Not found' })
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    sessionOf: (user) => issue(user.id),
    expireAccessTokens: () => access.clear(),
    setUser: (user) => users.set(user.id, structuredClone(user)),
    sitesOf: (ownerId) => sites.get(ownerId) ?? [],
    setSites: (ownerId, list) => sites.set(ownerId, list),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
