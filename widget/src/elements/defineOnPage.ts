import { log } from '../log'

/**
 * Defines `tag` once (the loader calls it through the element's chunk, so jaunt.js stays small). A host page may have set properties on an element before its class arrived;
 * those shadow the class's setters, so they are taken off before the upgrade and set again after it.
 */
export function defineOnPage(tag: string, element: CustomElementConstructor, root: ParentNode = document) {
  if (customElements.get(tag)) {
    if (customElements.get(tag) !== element) log.warn(`<${tag}> is already defined by another script`)
    return
  }
  const setters = Object.entries(Object.getOwnPropertyDescriptors(element.prototype))
    .filter(([, descriptor]) => typeof descriptor.set === 'function')
    .map(([name]) => name)
  const early = Array.from(root.querySelectorAll(tag), (node) => {
    const values: [string, unknown][] = []
    for (const name of setters) {
      if (Object.hasOwn(node, name)) {
        values.push([name, (node as unknown as Record<string, unknown>)[name]])
        delete (node as unknown as Record<string, unknown>)[name]
      }
    }
    return { node, values }
  })
  customElements.define(tag, element)
  for (const { node, values } of early) {
    for (const [name, value] of values) (node as unknown as Record<string, unknown>)[name] = value
  }
}
