import type { JauntEventMap, JauntEventName } from '../events'

type Camel<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<Camel<Tail>>}`
  : S
type HandlerName<N extends string> = N extends `jaunt:${infer Rest}` ? `on${Capitalize<Camel<Rest>>}` : never

/** `onAddToCart`, `onPurchase`…: one optional handler per `jaunt:*` event, typed by its payload. */
export type JauntEventHandlers = {
  [N in JauntEventName as HandlerName<N>]?: (event: CustomEvent<JauntEventMap[N]>) => void
}

const EVENT_NAMES: readonly JauntEventName[] = [
  'jaunt:view-item',
  'jaunt:add-to-cart',
  'jaunt:remove-from-cart',
  'jaunt:view-cart',
  'jaunt:begin-checkout',
  'jaunt:add-payment-info',
  'jaunt:purchase',
  'jaunt:search',
]

const handlerName = (event: string) =>
  `on${event
    .slice('jaunt:'.length)
    .split('-')
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('')}`

/** Each handler prop with the event it listens to. */
export const HANDLER_EVENTS: ReadonlyMap<string, JauntEventName> = new Map(
  EVENT_NAMES.map((name) => [handlerName(name), name]),
)
