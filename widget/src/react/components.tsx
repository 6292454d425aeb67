import { createElement, useEffect, useRef, type CSSProperties } from 'react'
import type {
  JauntBookingDetailsAttributes,
  JauntChatbotAttributes,
  JauntElementAttributeMap,
  JauntElementAttributes,
  JauntProductAttributes,
  JauntSearchAttributes,
  JauntTag,
} from '../public/elements'
import { HANDLER_EVENTS, type JauntEventHandlers } from './eventProps'

type Camel<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<Camel<Tail>>}`
  : S
/** The element's attributes as React props: `product-id` is `productId`. */
type CamelProps<A> = { [K in keyof A as K extends string ? Camel<K> : never]: A[K] }

export type JauntProps<A> = CamelProps<A> &
  JauntEventHandlers & { id?: string; className?: string; style?: CSSProperties }

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

function jauntComponent<T extends JauntTag>(tag: T) {
  function JauntComponent(props: JauntProps<JauntElementAttributeMap[T]>) {
    const ref = useRef<HTMLElement>(null)
    const attributes: Record<string, unknown> = {}
    const handlers: [string, (event: Event) => void][] = []
    for (const [name, value] of Object.entries(props)) {
      const event = HANDLER_EVENTS.get(name)
      if (event) {
        if (typeof value === 'function') handlers.push([event, value as (event: Event) => void])
      } else if (name === 'className' || name === 'style' || name === 'id') attributes[name] = value
      else if (value !== undefined) attributes[kebab(name)] = String(value)
    }
    useEffect(() => {
      const element = ref.current
      if (!element) return
      for (const [event, handler] of handlers) element.addEventListener(event, handler)
      return () => {
        for (const [event, handler] of handlers) element.removeEventListener(event, handler)
      }
    })
    return createElement(tag, { ...attributes, ref })
  }
  JauntComponent.displayName = tag
  return JauntComponent
}

export const JauntStorefront = jauntComponent('jaunt-storefront')
export const JauntSearch = jauntComponent('jaunt-search')
export const JauntProduct = jauntComponent('jaunt-product')
export const JauntCart = jauntComponent('jaunt-cart')
export const JauntCheckout = jauntComponent('jaunt-checkout')
export const JauntBookingDetails = jauntComponent('jaunt-booking-details')
export const JauntChatbot = jauntComponent('jaunt-chatbot')

export type JauntStorefrontProps = JauntProps<JauntElementAttributes>
export type JauntSearchProps = JauntProps<JauntSearchAttributes>
export type JauntProductProps = JauntProps<JauntProductAttributes>
export type JauntBookingDetailsProps = JauntProps<JauntBookingDetailsAttributes>
export type JauntChatbotProps = JauntProps<JauntChatbotAttributes>
