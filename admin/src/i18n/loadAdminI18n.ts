import type { I18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import type { Locale } from '@jaunt/domain'
import { loadI18n } from '@jaunt/i18n'

/**
 * The page's lingui instance, able to show the back office's English source messages. Until the
 * admin has a catalog of its own, its build keeps the source messages (docs/decisions.md), and a
 * production lingui has no compiler for them: without this, "Welcome back, {firstName}" would show
 * its placeholder instead of the name.
 */
export async function loadAdminI18n(locale: Locale): Promise<I18n> {
  const i18n = await loadI18n(locale)
  i18n.setMessagesCompiler(compileMessage)
  return i18n
}
