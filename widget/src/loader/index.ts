// The loader partners paste: <script type="module" src="…/widget/jaunt.js"></script>. It stays under
// 1 KB gzip (#26): no React here, only what defines the elements on first use and stamps the version;
// defining is the element chunk's work, and checking what a page says about consent the consent chunk's.
import type { JauntConsent } from '../consent'
import type { JauntGlobal, JauntQueue } from '../global'
import { log } from './log'
import { createElementLoader } from './elementLoader'
import { lazyElements } from './lazyElements'

function start() {
  const present = window.Jaunt as JauntGlobal | JauntQueue | undefined
  if (present?.version) {
    log.warn(`jaunt.js ${present.version} is already on the page; this copy stays idle`)
    return
  }
  const url = import.meta.url
  // A module script is never `currentScript` in a browser; its own src finds it.
  const script = (document.currentScript ??
    Array.from(document.scripts).find((candidate) => candidate.src === url)) as HTMLScriptElement | null
  const loader = createElementLoader(lazyElements, document, { script, scriptUrl: url })
  const jaunt = jauntGlobal(script?.getAttribute('data-consent'), loader.load)
  window.Jaunt = jaunt
  loader.watch()
  // Calls a page queued before the loader ran: `(window.Jaunt ||= { q: [] }).q.push(['updateConsent', {…}])`.
  for (const [method, ...args] of (present as JauntQueue | undefined)?.q ?? []) {
    if (method === 'updateConsent' || method === 'load')
      void (jaunt[method] as (...values: unknown[]) => unknown)(...args)
    else log.warn(`Jaunt.${method}: no such call`)
  }
}

/**
 * `window.Jaunt`. The consent comes from the script's `data-consent` (absent: every purpose; else the
 * purposes it names) until the page updates it; a boolean for a known purpose is taken at once, and the
 * words or updates it cannot use are reported by the consent module, fetched only then.
 */
function jauntGlobal(attribute: string | null | undefined, load: JauntGlobal['load']): JauntGlobal {
  const words = attribute?.toLowerCase().split(/\s+/)
  const consent: JauntConsent = {
    analytics: !words || words.includes('analytics'),
    marketing: !words || words.includes('marketing'),
  }
  const check = (update?: unknown) =>
    import('../consent').then(({ consentProblems }) => {
      for (const problem of consentProblems(attribute, update)) log.warn(problem)
    })
  if (words) void check()
  return {
    version: __JAUNT_VERSION__,
    load,
    get consent() {
      return { ...consent }
    },
    updateConsent(update) {
      let purpose: keyof JauntConsent
      for (purpose in consent) if (typeof update?.[purpose] === 'boolean') consent[purpose] = update[purpose]!
      void check(update)
    },
  }
}

start()
