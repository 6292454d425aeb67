import { z } from 'zod'

/** The server's one error shape; the HTTP status tells the kind. */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
})
export type ErrorBody = z.infer<typeof errorBodySchema>
