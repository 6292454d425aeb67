/** What a request's host names: a custom domain, a sub-domain of the app host, or the app host itself. */
export type HostTarget =
  { kind: 'domain'; domain: string } | { kind: 'sub_domain'; subDomain: string } | { kind: 'default' }

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1'])

export function resolveHost(rawHost: string, appHost: string): HostTarget {
  const host = withoutPort(
    rawHost
      .trim()
      .toLowerCase()
      .replace(/^https?:\/\//, '')
      .split('/')[0] ?? '',
  )
  const appHostname = withoutPort(appHost.toLowerCase())
  if (host === '' || host === appHostname || LOOPBACK.has(host)) return { kind: 'default' }
  // `{sub}.localhost` resolves to this machine in browsers, so it works whatever APP_HOST says.
  for (const parent of new Set([appHostname, 'localhost'])) {
    const suffix = `.${parent}`
    if (host.endsWith(suffix)) {
      const label = host.slice(0, -suffix.length)
      if (label && !label.includes('.')) return { kind: 'sub_domain', subDomain: label }
    }
  }
  return { kind: 'domain', domain: host.replace(/^www\./, '') }
}

function withoutPort(host: string) {
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1)
  return host.replace(/:\d+$/, '')
}
