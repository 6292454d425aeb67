import { type Theme } from '@jaunt/domain'
import { Button, CountBadge } from '@jaunt/ui'
import { useWatch } from 'react-hook-form'
import { NavigationProvider } from '../../../site-shell/src/routing/navigation'
import { ProductGrid } from '../../../site-shell/src/sections/ProductGrid'
import { SiteContext } from '../../../site-shell/src/site/SiteContext'
import { KAYAK_CARD } from '../../../widget/src/testing/kayakCard'
import { CATALOGUE } from '../../../widget/src/testing/catalogueFixtures'
import { demoSite } from '../../../widget/src/testing/fixtures'
import { themeVariables } from '../../../widget/src/theme/themeVariables'
import { sceneImage } from '../../../widget/src/stories/storyThemes'
import { localeOf } from '../site-shell/SiteFrame'

const products = [KAYAK_CARD, CATALOGUE[1]!].map((card) => ({
  ...card,
  images: [{ url: sceneImage(), alt: card.name }],
}))

/**
 * What the editor's live preview frames: the site's own sections and buttons wearing the theme as it
 * is typed. The page frames the site's sub-domain, which a story has not got; the framed page sets
 * these same --jaunt-* variables from the posted theme (site-shell's themePreviewBridge).
 */
export function ThemeSitePreview({ globals }: { globals: unknown }) {
  const theme = useWatch() as Partial<Theme>
  const lang = localeOf(globals)
  return (
    <SiteContext.Provider value={demoSite()}>
      <NavigationProvider>
        <div
          data-story-preview
          style={{
            ...themeVariables(theme),
            padding: 16,
            background: 'var(--jaunt-box-color)',
            color: 'var(--jaunt-text-color)',
            fontFamily: 'var(--jaunt-site-font)',
            borderRadius: 8,
          }}
        >
          <ProductGrid
            section={{ type: 'product-grid', title: 'Our favourites', service_ids: [], products }}
            lang={lang}
          />
          <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
            <Button>Book now</Button>
            <Button variant="checkout">Pay now</Button>
            <CountBadge>3</CountBadge>
          </div>
        </div>
      </NavigationProvider>
    </SiteContext.Provider>
  )
}
