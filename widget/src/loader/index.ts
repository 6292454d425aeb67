// The loader partners paste: <script type="module" src="…/widget/jaunt.js"></script>. It stays tiny:
// no React here, only what defines the elements on first use and stamps the version.
import { log } from './log'
import { createElementLoader } from './elementLoader'
import { lazyElements } from './lazyElements'

export type JauntGlobal = {
  readonly version: string
  /** Loads elements before first use, e.g. `await Jaunt.load('jaunt-cart')`; all when none is named. */
  load(...tags: string[]): Promise<void>
}

declare global {
  interface Window {
    Jaunt?: JauntGlobal
  }
}

function start() {
  const present = window.Jaunt
  if (present?.version) {
    log.warn(
      `jaunt.js ${present.version} is already on this page; this copy (${__JAUNT_VERSION__}) stays idle`,
    )
    return
  }
  const loader = createElementLoader(lazyElements, document, ownScript())
  window.Jaunt = { version: __JAUNT_VERSION__, load: loader.load }
  loader.watch()
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
  return { nonce, scriptUrl: url }
}

try {
  start()
} catch (error) {
  log.error('could not start', error)
}
