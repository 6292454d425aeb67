// The loader partners paste: <script type="module" src="…/widget/jaunt.js"></script>. It stays tiny:
// no React here, only what defines the elements on first use and stamps the version.
import { log } from './log'
import { createElementLoader } from './elementLoader'
import { lazyElements } from './lazyElements'

export type JauntGlobal = {
  readonly version: string
  /** Loads elements before first use, e.g. `await Jaunt.load('jaunt-hello')`; all when none is named. */
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
  const loader = createElementLoader(lazyElements, document)
  window.Jaunt = { version: __JAUNT_VERSION__, load: loader.load }
  loader.watch()
}

try {
  start()
} catch (error) {
  log.error('could not start', error)
}
