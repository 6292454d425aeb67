import { z } from 'zod'
import { colourSchema } from './common'
import type { DEFAULT_THEME } from './themeDefaults'

export const themeSchema = z.object({
  button: z.object({
    button_radius: z.number().int().nonnegative(),
    button_text_color: colourSchema,
    button_background_color: colourSchema,
  }),
  icon: z.object({ icon_background_color: colourSchema, icon_foreground_color: colourSchema }),
  badge: z.object({ badge_background_color: colourSchema, badge_text_color: colourSchema }),
  general: z.object({
    outline_color: colourSchema,
    disable_text_color: colourSchema,
    free_cancellation_text_color: colourSchema,
    box_color: colourSchema,
  }),
  text_color: colourSchema,
  roomtype_background_color: colourSchema,
  site_font: z.string().trim().min(1),
  checkout_theme: z.object({
    checkout_button_background_color: colourSchema,
    checkout_button_text_color: colourSchema,
  }),
  dialog_theme: z.object({
    dialog_header_background_color: colourSchema,
    dialog_title_text_color: colourSchema,
    dialog_subtitle_text_color: colourSchema,
  }),
})
export type Theme = z.infer<typeof themeSchema>

// Compile-time only: the defaults must be a whole theme (themeDefaults.ts cannot import Theme without a cycle).
type Holds<T extends true> = T
type _DefaultThemeIsATheme = Holds<typeof DEFAULT_THEME extends Theme ? true : false>

// The defaults live apart from the schema, so pages that only need them do not carry zod.
export { DEFAULT_PRIMARY_COLOUR, DEFAULT_THEME } from './themeDefaults'
