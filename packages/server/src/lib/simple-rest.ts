import { z } from '@hono/zod-openapi'

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

/** `Content-Range: <resource> first-last/total`, as ra-data-simple-rest reads it. */
export const contentRange = (resource: string, range: [number, number], rows: number, total: number) =>
  `${resource} ${range[0]}-${rows > 0 ? range[0] + rows - 1 : range[0]}/${total}`
