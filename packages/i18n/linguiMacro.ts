import { fileURLToPath } from 'node:url'
import { getConfig } from '@lingui/conf'

/**
 * The lingui macro as a Babel plugin entry for `@vitejs/plugin-react` 5.2, given this package's
 * lingui config explicitly (the macro cannot find it from another package's folder):
 *   react({ babel: { plugins: [linguiMacroPlugin()] } })
 */
export function linguiMacroPlugin(
  options: { keepSourceMessages?: boolean } = {},
): [string, { linguiConfig: ReturnType<typeof getConfig>; stripMessageField?: boolean }] {
  const configPath = fileURLToPath(new URL('./lingui.config.ts', import.meta.url))
  return [
    '@lingui/babel-plugin-lingui-macro',
    {
      linguiConfig: getConfig({ configPath }),
      // Keeping the English source in the bundle lets a message show before its catalog entry exists.
      ...(options.keepSourceMessages ? { stripMessageField: false } : {}),
    },
  ]
}
