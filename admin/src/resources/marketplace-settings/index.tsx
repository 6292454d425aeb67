import { MarketplaceLanguagesPage } from './LanguagesPage'
import {
  MarketplaceAnalyticsPage,
  MarketplaceCheckoutPage,
  MarketplacePreamblePage,
} from './OtherSettingsPages'
import { MarketplaceContactsPage, MarketplaceSitePage } from './SiteAndContactPages'

/** The admin's Settings pages that are one group each, by page id (admin/src/access/pages.ts). */
export const marketplaceSettingScreens = {
  'settings-site': <MarketplaceSitePage />,
  'settings-contacts': <MarketplaceContactsPage />,
  'settings-analytics': <MarketplaceAnalyticsPage />,
  'settings-checkout': <MarketplaceCheckoutPage />,
  'settings-main-preamble': <MarketplacePreamblePage />,
  'settings-languages': <MarketplaceLanguagesPage />,
}
