// The loader partners paste: <script type="module" src="…/widget/jaunt.js"></script>. It stays tiny:
// no React here, only what defines the elements on first use and stamps the version.
import { consentFromAttribute, mergeConsent, type JauntConsent } from '../consent'
import type { JauntGlobal, JauntQueue } from '../global'
import { log } from './log'
import { createElementLoader } from './elementLoader'
import { lazyElements } from './lazyElements'

function start() {
  const present = window.Jaunt as JauntGlobal | JauntQueue | undefined
  if (present?.version) {
    log.warn(
      `jaunt.js ${present.version} is already on this page; this copy (${__JAUNT_VERSION__}) stays idle`,
    )
    return
  }
  const script = ownScript()
  const loader = createElementLoader(lazyElements, document, script)
  const jaunt = jauntGlobal(script.element, loader.load)
  window.Jaunt = jaunt
  loader.watch()
  // Calls a page queued before the loader ran: `(window.Jaunt ||= { q: [] }).q.push(['updateConsent', {…}])`.
  const queued = present && 'q' in present ? (present.q ?? []) : []
  for (const [method, ...args] of queued) {
    if (method === 'updateConsent') jaunt.updateConsent(args[0] as Partial<JauntConsent>)
    else if (method === 'load') void loader.load(...(args as string[]))
    else log.warn(`Jaunt.${String(method)} is not a function; queued call ignored`)
  }
}

/** `window.Jaunt`; the consent comes from the script's `data-consent` until the page updates it. */
function jauntGlobal(script: HTMLScriptElement | undefined, load: JauntGlobal['load']): JauntGlobal {
  const initial = consentFromAttribute(script?.getAttribute('data-consent'))
  if (initial.unknown.length) {
    log.warn(`data-consent: ${initial.unknown.join(', ')} unknown; use pending, none, analytics or marketing`)
  }
  let consent: JauntConsent = initial.consent
  return {
    version: __JAUNT_VERSION__,
    load,
    get consent() {
      return { ...consent }
    },
    updateConsent(update: Partial<JauntConsent>) {
      const merged = mergeConsent(consent, update)
      for (const problem of merged.problems) log.warn(problem)
      consent = merged.consent
    },
  }
}

/** The <script> that loaded jaunt.js: its nonce goes on the widget's style tags (strict CSP pages). */
function ownScript() {
  const url = import.meta.url
  const script =
    document.currentScript ??
    Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]')).find(
      (candidate) => candidate.src === url,
    )
  const nonce =
    script instanceof HTMLScriptElement
      ? script.nonce || script.getAttribute('nonce') || undefined
      : undefined
  return { nonce, scriptUrl: url, element: script instanceof HTMLScriptElement ? script : undefined }
}

try {
  start()
} catch (error) {
  log.error('could not start', error)
}
