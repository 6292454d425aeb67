import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

export interface ThemeColourField {
  /** The theme's field path, which is also the form input's source and the API's error path. */
  source: string
  label: MessageDescriptor
}

/** The theme's colours in the groups a partner thinks in, by what guests see. */
export const THEME_SECTIONS: readonly { title: MessageDescriptor; fields: readonly ThemeColourField[] }[] = [
  {
    title: msg`Buttons`,
    fields: [
      { source: 'button.button_background_color', label: msg`Button background` },
      { source: 'button.button_text_color', label: msg`Button text` },
      { source: 'checkout_theme.checkout_button_background_color', label: msg`Checkout button background` },
      { source: 'checkout_theme.checkout_button_text_color', label: msg`Checkout button text` },
    ],
  },
  {
    title: msg`Text and boxes`,
    fields: [
      { source: 'text_color', label: msg`Text` },
      { source: 'general.box_color', label: msg`Box background` },
      { source: 'general.outline_color', label: msg`Outlines` },
      { source: 'general.disable_text_color', label: msg`Unavailable text` },
      { source: 'general.free_cancellation_text_color', label: msg`Free cancellation text` },
      { source: 'roomtype_background_color', label: msg`Room type background` },
    ],
  },
  {
    title: msg`Icons and badges`,
    fields: [
      { source: 'icon.icon_background_color', label: msg`Icon background` },
      { source: 'icon.icon_foreground_color', label: msg`Icon` },
      { source: 'badge.badge_background_color', label: msg`Badge background` },
      { source: 'badge.badge_text_color', label: msg`Badge text` },
    ],
  },
  {
    title: msg`Dialogs`,
    fields: [
      { source: 'dialog_theme.dialog_header_background_color', label: msg`Dialog header background` },
      { source: 'dialog_theme.dialog_title_text_color', label: msg`Dialog title` },
      { source: 'dialog_theme.dialog_subtitle_text_color', label: msg`Dialog subtitle` },
    ],
  },
]

export const THEME_COLOUR_LABELS: Readonly<Record<string, MessageDescriptor>> = Object.fromEntries(
  THEME_SECTIONS.flatMap((section) => section.fields.map((field) => [field.source, field.label])),
)

/** Fonts most guests' devices have, with the spec's default first; a saved font not listed is kept. */
export const THEME_FONTS = [
  'Roboto',
  'Arial',
  'Helvetica',
  'Verdana',
  'Tahoma',
  'Trebuchet MS',
  'Georgia',
  'Times New Roman',
  'Garamond',
  'Courier New',
] as const
