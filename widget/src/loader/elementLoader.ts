import { log } from './log'
import { defineElement } from './defineElement'
import type { ElementImport } from './lazyElements'

/** What the loader knows of the page for the elements: its script's nonce and URL. */
export type LoaderRuntime = { nonce?: string | undefined; scriptUrl?: string | undefined }

/** Loads and defines each known element the first time one appears in the document. */
export function createElementLoader(
  imports: Readonly<Record<string, ElementImport>>,
  document: Document,
  runtime: LoaderRuntime = {},
) {
  const tags = Object.keys(imports)
  const loads = new Map<string, Promise<void>>()
  let observer: MutationObserver | undefined

  function load(tag: string): Promise<void> {
    const existing = loads.get(tag)
    if (existing) return existing
    const importElement = Object.hasOwn(imports, tag) ? imports[tag] : undefined
    if (!importElement) {
      log.error(`there is no element <${tag}>; the elements are: ${tags.map((t) => `<${t}>`).join(', ')}`)
      return Promise.resolve()
    }
    const loading = importElement().then(
      (module) => {
        defineElement(tag, module.createElement(runtime), document)
        if (tags.every((t) => customElements.get(t))) observer?.disconnect()
      },
      (error: unknown) => {
        loads.delete(tag) // the next element of this tag tries again
        log.error(`could not load <${tag}>`, error)
      },
    )
    loads.set(tag, loading)
    return loading
  }

  function scan(root: ParentNode) {
    for (const tag of tags) {
      if (!loads.has(tag) && root.querySelector(tag)) void load(tag)
    }
  }

  function watch() {
    scan(document)
    observer = new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) {
          if (node.nodeType !== Node.ELEMENT_NODE) continue
          const element = node as Element
          if (Object.hasOwn(imports, element.localName) && !loads.has(element.localName)) {
            void load(element.localName)
          }
          if (element.firstElementChild) scan(element)
        }
      }
    })
    observer.observe(document.documentElement, { childList: true, subtree: true })
  }

  /** Loads the given elements now (all of them when none is named), e.g. before creating them. */
  function loadNow(...requested: string[]): Promise<void> {
    return Promise.all((requested.length > 0 ? requested : tags).map(load)).then(() => undefined)
  }

  return { watch, load: loadNow }
}
