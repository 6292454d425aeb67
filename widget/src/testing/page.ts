import './actEnvironment'
import { act, configure, fireEvent, within } from '@testing-library/react'
import { resetSiteConnections } from '../site/SiteGate'
import { resetSiteRegistry } from '../site/registry'
import { resetCallCache } from '../site/useCall'

// Testing Library cannot print a shadow root in its failure messages; say what was looked for and
// what the element's shadow root holds as text instead.
configure({
  getElementError: (message) => {
    const shown = Array.from(
      document.body.children,
      (element) => `<${element.localName}>: ${textOf(element.shadowRoot)}`,
    )
    const error = new Error(`${message ?? ''}\n\nOn the page:\n${shown.join('\n')}`)
    error.name = 'TestingLibraryElementError'
    return error
  },
})

function textOf(root: ShadowRoot | null): string {
  if (!root) return ''
  const parts: string[] = []
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.localName !== 'style') parts.push(node.textContent ?? '')
  }
  return parts.join(' ').replace(/\s+/g, ' ').slice(0, 1500)
}

type ElementModule = { createElement: () => CustomElementConstructor }

const ELEMENTS: Record<string, () => Promise<ElementModule>> = {
  'jaunt-product': () => import('../elements/JauntProduct'),
  'jaunt-cart': () => import('../elements/JauntCart'),
  'jaunt-search': () => import('../elements/JauntSearch'),
  'jaunt-storefront': () => import('../elements/JauntStorefront'),
  'jaunt-checkout': () => import('../elements/JauntCheckout'),
  'jaunt-booking-details': () => import('../elements/JauntBookingDetails'),
  'jaunt-chatbot': () => import('../elements/JauntChatbot'),
}

/** Defines the elements under test, as the loader would. */
export async function defineElements(...tags: string[]) {
  for (const tag of tags) {
    if (customElements.get(tag)) continue
    const load = ELEMENTS[tag]
    if (!load) throw new Error(`no element ${tag}`)
    customElements.define(tag, (await load()).createElement())
  }
}

/** Puts an element on the page with its attributes, as a partner's HTML would. */
export async function mount(
  tag: string,
  attributes: Record<string, string>,
  parent: HTMLElement = document.body,
) {
  const element = document.createElement(tag)
  await act(async () => {
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
    parent.append(element)
  })
  return element
}

/** Testing Library queries inside an element's shadow root, where everything it shows lives. */
export function inside(element: Element) {
  const root = element.shadowRoot
  if (!root) throw new Error(`<${element.localName}> has no open shadow root`)
  return within(root as unknown as HTMLElement)
}

/**
 * What a guest does to a field: types into a text field, picks in a select. A text field's
 * `onChange` hears `input` on preact/compat (React hears both), a select's hears `change` on both.
 */
export function typeInto(field: HTMLElement, value: string) {
  const event = field instanceof HTMLSelectElement ? fireEvent.change : fireEvent.input
  event(field, { target: { value } })
}

/** An empty page again: no elements, no shared stores, no cached answers, no stored cart. */
export async function resetPage() {
  await act(async () => document.body.replaceChildren())
  resetSiteRegistry()
  resetSiteConnections()
  resetCallCache()
  localStorage.clear()
  sessionStorage.clear()
  delete window.dataLayer
}

/** Collects the Jaunt events that reach the document. */
export function recordEvents(...names: string[]) {
  const seen: { name: string; detail: unknown; target: EventTarget | null; composed: boolean }[] = []
  const listener = (event: Event) =>
    seen.push({
      name: event.type,
      detail: (event as CustomEvent).detail,
      target: event.target,
      composed: event.composed,
    })
  for (const name of names) document.addEventListener(name, listener)
  return {
    seen,
    named: (name: string) => seen.filter((entry) => entry.name === name),
    stop: () => names.forEach((name) => document.removeEventListener(name, listener)),
  }
}
