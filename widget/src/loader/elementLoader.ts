import { log } from './log'
import type { ElementImport, LoaderRuntime } from './lazyElements'

/**
 * Loads and defines each known element the first time one appears in the document. Every byte here is
 * fetched by every partner page before anything shows: the defining itself is the element chunk's.
 */
export function createElementLoader(
  imports: Readonly<Record<string, ElementImport>>,
  document: Document,
  runtime: LoaderRuntime = {},
) {
  const tags = Object.keys(imports)
  // A plain object, not a Map: the minifier keeps a comment with every `new` (`/* @__PURE__ */`).
  const loads: Record<string, Promise<void>> = {}

  function load(tag: string): Promise<void> {
    if (!tags.includes(tag)) {
      log.error(`no element <${tag}>`)
      return Promise.resolve()
    }
    return (loads[tag] ||= imports[tag]!().then(
      (module) => module.define(runtime),
      (error: unknown) => {
        delete loads[tag] // the next element of this tag tries again
        log.error(`could not load <${tag}>`, error)
      },
    ))
  }

  /** The elements in `root` not loaded yet; then the same for every element added to the page. */
  function watch(root: Document | Element = document) {
    for (const tag of tags)
      if (!loads[tag] && ((root as Element).matches?.(tag) || root.querySelector(tag))) void load(tag)
    if (root === document)
      new MutationObserver((mutations) => {
        for (const { addedNodes } of mutations)
          for (const node of addedNodes) if (node.nodeType === 1) watch(node as Element)
      }).observe(document, { childList: true, subtree: true })
  }

  /** Loads the given elements now (all of them when none is named), e.g. before creating them. */
  const loadNow = (...requested: string[]) =>
    Promise.all((requested.length ? requested : tags).map(load)).then(() => {})

  return { watch: () => watch(), load: loadNow }
}
