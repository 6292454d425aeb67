import type { I18n } from '@lingui/core'
import type { Locale } from '@jaunt/domain'
import { adminCatalogLoaders, loadI18n } from '@jaunt/i18n'

/**
 * The page's lingui instance with both catalogs: the guests' one (shared components such as the
 * calendar speak from it) and the back office's own, which guest pages never download.
 */
export async function loadAdminI18n(locale: Locale): Promise<I18n> {
  const [i18n, admin] = await Promise.all([loadI18n(locale), adminCatalogLoaders[locale]()])
  i18n.load(locale, admin.messages)
  return i18n
}
