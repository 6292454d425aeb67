import { z } from 'zod'
import { colourSchema } from './common'

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

export const DEFAULT_PRIMARY_COLOUR = '#0B2A5B'
const WHITE = '#FFFFFF'

export const DEFAULT_THEME: Theme = {
  button: { button_radius: 50, button_text_color: WHITE, button_background_color: DEFAULT_PRIMARY_COLOUR },
  icon: { icon_background_color: DEFAULT_PRIMARY_COLOUR, icon_foreground_color: WHITE },
  badge: { badge_background_color: DEFAULT_PRIMARY_COLOUR, badge_text_color: WHITE },
  general: {
    outline_color: '#D0D5DD',
    disable_text_color: '#9E9E9E',
    free_cancellation_text_color: '#2E7D32',
    box_color: '#FFF',
  },
  text_color: '#1F2937',
  roomtype_background_color: '#F3F6FA',
  site_font: 'Roboto',
  checkout_theme: {
    checkout_button_background_color: DEFAULT_PRIMARY_COLOUR,
    checkout_button_text_color: WHITE,
  },
  dialog_theme: {
    dialog_header_background_color: DEFAULT_PRIMARY_COLOUR,
    dialog_title_text_color: WHITE,
    dialog_subtitle_text_color: '#DCE3EE',
  },
}
