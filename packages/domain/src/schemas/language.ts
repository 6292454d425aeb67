import { z } from 'zod'
import { localeSchema } from '../locales'

export const languageSchema = z.object({ code: localeSchema, is_primary: z.boolean() })
export type Language = z.infer<typeof languageSchema>
