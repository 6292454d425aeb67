import type { Locale } from '@jaunt/domain'
import type { Decorator } from '@storybook/react-vite'
import styled from 'styled-components'
import { NavigationProvider } from '../../../site-shell/src/routing/navigation'
import { SiteContext } from '../../../site-shell/src/site/SiteContext'
import { STORY_THEMES } from '../../../widget/src/stories/storyThemes'
import { demoSite } from '../../../widget/src/testing/fixtures'
import { themeDeclarations } from '../../../widget/src/theme/themeVariables'
import { storyThemeOf } from '../storyTheme'

/** The site shell's page as Root draws it: the partner's theme on the page, its base text and colours. */
const Page = styled.div<{ $declarations: string }>`
  ${({ $declarations }) => $declarations}
  padding: 0 16px 16px;
  background: #f3f6fa;
  color: var(--jaunt-text-color);
  font-family: var(--jaunt-site-font);
  line-height: 1.5;
`

/** The toolbar's theme and locale; the demo site as the site the page belongs to (no call is made). */
export const withSite: Decorator = (Story, context) => (
  <Page $declarations={themeDeclarations(STORY_THEMES[storyThemeOf(context)])}>
    <SiteContext.Provider value={demoSite()}>
      <NavigationProvider>
        <Story />
      </NavigationProvider>
    </SiteContext.Provider>
  </Page>
)

/** The page's language, as the site's route gives it to the sections. */
export const localeOf = (globals: unknown): Locale =>
  ((globals as { locale?: Locale }).locale ?? 'en') as Locale
