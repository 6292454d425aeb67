import { z } from 'zod'

export const HeaderType = { Fixed: 'fixed', ScrolledFixed: 'scrolled_fixed' } as const
export type HeaderType = (typeof HeaderType)[keyof typeof HeaderType]
export const headerTypeSchema = /* @__PURE__ */ z.enum(HeaderType)

/** A fixed header is drawn in its resting state; scrolled_fixed is drawn as if the page were scrolled. */
export function isScrolledHeader(type: HeaderType): boolean {
  return type === HeaderType.ScrolledFixed
}
