import { z } from 'zod'

/** A partner lists at most this many origins of their own pages that may embed the widget. */
export const MAX_ALLOWED_ORIGINS = 20

const ORIGIN_HINT = 'Enter an origin such as https://www.example.com: scheme and host, no path'

/** `https://www.example.com` or `http://localhost:3000`; stored as the browser sends it in `Origin`. */
export const allowedOriginSchema = z
  .string()
  .trim()
  .max(300)
  .transform((value, ctx) => {
    const origin = originOf(value)
    if (!origin) {
      ctx.addIssue({ code: 'custom', message: ORIGIN_HINT })
      return z.NEVER
    }
    return origin
  })

function originOf(value: string): string | null {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  const bare = url.pathname === '/' && !/[?#]/.test(value) && !url.username && !url.password
  if (!['http:', 'https:'].includes(url.protocol) || !bare) return null
  return url.origin
}

export const embedSettingsInputSchema = z.object({
  allowed_origins: z
    .array(allowedOriginSchema)
    .max(MAX_ALLOWED_ORIGINS, `List at most ${MAX_ALLOWED_ORIGINS} origins`)
    .transform((origins) => [...new Set(origins)]),
})
export type EmbedSettingsInput = z.input<typeof embedSettingsInputSchema>

/** What a partner needs to paste the widget into their own pages. */
export const embedSettingsSchema = z.object({
  site_id: z.number().int().positive(),
  allowed_origins: z.array(z.string()),
  loader_url: z.string(),
})
export type EmbedSettings = z.infer<typeof embedSettingsSchema>
