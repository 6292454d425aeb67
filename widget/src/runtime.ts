/** What the loader tells the lazy chunks about the page it runs on. */
export interface WidgetRuntime {
  /** The nonce of the loader's <script>, for the style tags written into shadow roots (strict CSP). */
  nonce?: string | undefined
  /** Where jaunt.js was loaded from; its origin is the default API base. */
  scriptUrl?: string | undefined
}

let runtime: WidgetRuntime = {}

export function setWidgetRuntime(next: WidgetRuntime) {
  runtime = { ...runtime, ...next }
}

export function widgetRuntime(): WidgetRuntime {
  return runtime
}

/** The API's default origin: where jaunt.js came from, else the page's own origin. */
export function defaultApiBase(): string | null {
  for (const candidate of [runtime.scriptUrl, typeof location === 'undefined' ? undefined : location.href]) {
    if (!candidate) continue
    try {
      const { origin, protocol } = new URL(candidate)
      if (protocol === 'http:' || protocol === 'https:') return origin
    } catch {
      // not a URL; try the next
    }
  }
  return null
}

/** What the loader hands an element's chunk: its own script tag (for the nonce) and URL. */
export type LoaderRuntime = { script?: HTMLScriptElement | null | undefined; scriptUrl?: string | undefined }
