import r2wc from '@r2wc/react-to-web-component'
import { useState, type ComponentType, type ReactNode } from 'react'
import { defaultApiBase, setWidgetRuntime, type LoaderRuntime, type WidgetRuntime } from '../runtime'
import { parseCommonAttributes, type CommonAttributes, type Parsed } from './attributes'
import { defineOnPage } from './defineOnPage'
import { drawOncePerTask } from './drawOncePerTask'
import { ElementShell } from './ElementShell'
import { nextOwnerId } from './ownerId'
import { useParsedAttributes } from './useParsedAttributes'

type R2wcType = 'string' | 'number' | 'boolean' | 'json'

/** The attributes every element takes, as r2wc reads them (`api-base` becomes apiBase). */
export const COMMON_PROPS = {
  site: 'string',
  lang: 'string',
  apiBase: 'string',
  currency: 'string',
  widgetUuid: 'string',
} as const satisfies Record<keyof CommonAttributes, R2wcType>

export interface JauntElementSpec<A extends CommonAttributes, T> {
  tag: string
  /** The element's own attributes, beside the common ones. */
  props: Record<Exclude<keyof A, keyof CommonAttributes>, R2wcType>
  /** Checks the element's own attributes (the common ones are checked beside them). */
  parse: (attributes: A) => Parsed<T>
  render: (value: T) => ReactNode
  /** Shown while the site, catalog and code load. */
  fallback?: ReactNode
}

/**
 * Wraps a feature as a custom element: typed attributes (r2wc), one warning and nothing rendered
 * when they are wrong, and the shell (shadow-root styles, locale, shared site store, theme).
 */
export function defineJauntElement<A extends CommonAttributes, T>(spec: JauntElementSpec<A, T>) {
  function JauntElement(attributes: A & { container?: ShadowRoot }) {
    const { container, ...rest } = attributes
    const [owner] = useState(() => nextOwnerId(spec.tag))
    const parsed = useParsedAttributes(spec.tag, rest as A, (values: A) => {
      const common = parseCommonAttributes(values, {
        pageLang: typeof document === 'undefined' ? null : document.documentElement.lang,
        apiBase: defaultApiBase(),
      })
      const own = spec.parse(values)
      if (!common.ok || !own.ok) {
        return {
          ok: false,
          problems: [...(common.ok ? [] : common.problems), ...(own.ok ? [] : own.problems)],
        }
      }
      return { ok: true, value: { config: common.value, value: own.value } }
    })
    if (!parsed) return null
    return (
      <ElementShell
        tag={spec.tag}
        container={container}
        config={parsed.config}
        owner={owner}
        fallback={spec.fallback}
      >
        {spec.render(parsed.value)}
      </ElementShell>
    )
  }
  JauntElement.displayName = spec.tag

  const element = drawOncePerTask(
    r2wc(JauntElement as ComponentType<A & { container?: ShadowRoot }>, {
      shadow: 'open',
      props: { ...COMMON_PROPS, ...spec.props } as Record<string, R2wcType>,
    }),
  )

  /** What the loader calls: it hands over the page's runtime (the script's nonce and URL). */
  function createElement(runtime: WidgetRuntime = {}): CustomElementConstructor {
    setWidgetRuntime(runtime)
    return element
  }
  /** What the loader calls with its script and URL: defines the element on the page for them. */
  function define({ script, scriptUrl }: LoaderRuntime) {
    const nonce = script?.nonce || script?.getAttribute('nonce') || undefined
    defineOnPage(spec.tag, createElement({ nonce, scriptUrl }))
  }
  return { element, createElement, define }
}
