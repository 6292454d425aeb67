import type { JauntConsent } from '../consent'

export interface LoadJauntOptions {
  /** The page's CSP nonce: it goes on the script and on every style tag the widget writes. */
  nonce?: string
  /** `pending` makes trackers wait for `Jaunt.updateConsent`; else the purposes granted. */
  consent?: 'pending' | 'none' | (keyof JauntConsent)[]
}

/**
 * Adds the loader's script to the page once (`https://…/widget/v1/jaunt.js`); elements rendered
 * before or after it are defined when it arrives. Calling it again with the same URL does nothing.
 */
export function loadJaunt(src: string, options: LoadJauntOptions = {}): HTMLScriptElement {
  const present = Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-jaunt-loader]')).find(
    (script) => script.getAttribute('src') === src,
  )
  if (present) return present
  const script = document.createElement('script')
  script.type = 'module'
  script.src = src
  script.dataset.jauntLoader = ''
  if (options.nonce) script.nonce = options.nonce
  if (options.consent) {
    script.dataset.consent = Array.isArray(options.consent)
      ? options.consent.join(' ') || 'none'
      : options.consent
  }
  document.head.append(script)
  return script
}
