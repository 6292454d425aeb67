/** The site themes every story can wear: the spec's defaults and the two seeded demo sites'. */
export const STORY_THEME_NAMES = ['default', 'demo', 'nordic'] as const
export type StoryThemeName = (typeof STORY_THEME_NAMES)[number]

/** The theme a story wears: its own `theme` arg when it sets one, else the toolbar's. */
export function storyThemeOf(context: { args: unknown; globals: unknown }): StoryThemeName {
  const chosen =
    (context.args as { theme?: string }).theme ?? (context.globals as { theme?: string }).theme ?? 'default'
  return (STORY_THEME_NAMES as readonly string[]).includes(chosen) ? (chosen as StoryThemeName) : 'default'
}
