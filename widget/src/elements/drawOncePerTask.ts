/** The method through which r2wc's element (re)draws its component: on connect and on every attribute. */
const DRAW: unique symbol = Symbol.for('r2wc.render')

type Drawing = HTMLElement & { [DRAW]: () => void }

/**
 * Makes the element class r2wc made for us draw once per task instead of once per attribute. React
 * batches those draws by itself; preact draws each at once, so an element a script builds attribute
 * by attribute (`site`, then `api-base`) would first ask the page's own origin for its site.
 * The class keeps its own prototype (no subclass): the loader looks for its property setters there.
 */
export function drawOncePerTask(element: CustomElementConstructor): CustomElementConstructor {
  const prototype = element.prototype as Drawing
  const draw = prototype[DRAW] as unknown
  if (typeof draw !== 'function') {
    throw new Error('@r2wc/react-to-web-component no longer draws through Symbol.for("r2wc.render")')
  }
  const queued = new WeakSet<HTMLElement>()
  prototype[DRAW] = function drawAfterThisTask(this: Drawing) {
    if (queued.has(this)) return
    queued.add(this)
    queueMicrotask(() => {
      queued.delete(this)
      ;(draw as () => void).call(this)
    })
  }
  return element
}
