declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void
  }
}

const CONSENT_CHECK_MS = 1000

/** Whether the guest's choice allows analytics: `window.Jaunt.consent`, once the widget's loader has set it. */
const analyticsAllowed = () => window.Jaunt?.consent?.analytics === true

/** Adds Google's tag for `measurementId` to the page once; events then reach GA4 through its dataLayer. */
export function loadGa4(measurementId: string, doc: Document = document) {
  if (doc.querySelector(`script[data-jaunt-ga4="${measurementId}"]`)) return
  const dataLayer = (window.dataLayer ??= [])
  window.gtag = function gtag() {
    // gtag.js reads `arguments` objects from the dataLayer, not arrays.
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments)
  }
  window.gtag('js', new Date())
  window.gtag('config', measurementId)
  const script = doc.createElement('script')
  script.async = true
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`
  script.dataset.jauntGa4 = measurementId
  doc.head.appendChild(script)
}

/**
 * Loads GA4 as soon as the guest's consent allows analytics (the widget's consent mechanism:
 * `data-consent` and `Jaunt.updateConsent`), checking again each second until it does; returns the stop.
 */
export function loadGa4WhenConsented(measurementId: string, load = loadGa4): () => void {
  if (analyticsAllowed()) {
    load(measurementId)
    return () => {}
  }
  const timer = setInterval(() => {
    if (!analyticsAllowed()) return
    clearInterval(timer)
    load(measurementId)
  }, CONSENT_CHECK_MS)
  return () => clearInterval(timer)
}
