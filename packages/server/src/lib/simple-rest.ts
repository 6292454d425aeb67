import { z } from '@hono/zod-openapi'
import type { Context } from 'hono'

/** react-admin's simple-rest list sends its filter, range and sort as JSON in the query string. */
export const jsonParam = <T extends z.ZodType>(schema: T, example: string) =>
  z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be JSON' })
        return z.NEVER
      }
    })
    .pipe(schema)
    .optional()
    .openapi({ type: 'string', example })

/** A list's `range=[first,last]`, at most 500 rows. */
export const rangeParam = jsonParam(
  z.tuple([z.number().int().min(0), z.number().int().min(0)]),
  '[0,24]',
).refine((range) => !range || (range[1] >= range[0] && range[1] - range[0] < 500), {
  message: 'must be [first, last] with at most 500 rows',
})

/** The query of a simple-rest list: `filter`, `range` (at most 500 rows) and `sort` over the given fields. */
export function simpleRestQuery<F extends z.ZodType, S extends readonly [string, ...string[]]>(
  filter: F,
  sortFields: S,
  examples: { filter: string; sort: string },
) {
  return z.object({
    filter: jsonParam(filter, examples.filter),
    range: rangeParam,
    sort: jsonParam(z.tuple([z.enum(sortFields), z.enum(['ASC', 'DESC'])]), examples.sort),
  })
}

export const DEFAULT_RANGE: [number, number] = [0, 24]

/** `Content-Range: rental 0-24/31`, which ra-data-simple-rest reads the total from. */
export const contentRange = (resource: string, range: [number, number], shown: number, total: number) =>
  `${resource} ${range[0]}-${shown > 0 ? range[0] + shown - 1 : range[0]}/${total}`

export function setContentRange(
  c: Context,
  resource: string,
  range: [number, number],
  shown: number,
  total: number,
) {
  c.header('Content-Range', contentRange(resource, range, shown, total))
}

/** A words-filtered list's query as the catalogue services take it: words, range and one sort. */
export function wordsListRequest<Field extends string>(
  query: { filter?: { q?: string }; range?: [number, number]; sort?: [Field, 'ASC' | 'DESC'] },
  defaultSort: NoInfer<Field>,
) {
  const { filter = {}, range = DEFAULT_RANGE, sort = [defaultSort, 'ASC'] } = query
  return { q: filter.q, range, sort: { field: sort[0], order: sort[1] } }
}
