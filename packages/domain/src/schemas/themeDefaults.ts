// No import of the schema here: theme.ts re-exports these and checks DEFAULT_THEME against Theme.
export const DEFAULT_PRIMARY_COLOUR = '#0B2A5B'
const WHITE = '#FFFFFF'

export const DEFAULT_THEME = {
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
