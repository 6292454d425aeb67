// Carries translations from one catalog into another, for messages that moved between catalogs:
// `lingui extract` adds a moved message to its new catalog untranslated and drops it from the old one.
//   node scripts/carry-translations.mjs <from> <to> [git revision of <from>, default: the work tree]
// e.g. `node scripts/carry-translations.mjs messages widget main` after splitting `messages`. It fills
// only empty translations, in every locale but English, and prints what is still missing; run
// `lingui extract` afterwards, which writes the catalogs in its own layout again.
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { getConfig } from '@lingui/conf'

const [from, to, revision] = process.argv.slice(2)
if (!from || !to) {
  console.error('usage: node scripts/carry-translations.mjs <from> <to> [git revision]')
  process.exit(2)
}
const root = fileURLToPath(new URL('..', import.meta.url))
const config = getConfig({ configPath: `${root}packages/i18n/lingui.config.ts` })
const catalogFile = (name, locale) => `packages/i18n/src/locales/${locale}/${name}.po`
const read = (path, rev) =>
  rev
    ? execFileSync('git', ['show', `${rev}:${path}`], { cwd: root, encoding: 'utf8' })
    : readFileSync(root + path, 'utf8')

let stillMissing = 0
for (const locale of config.locales.filter((each) => each !== config.sourceLocale)) {
  const context = (filename) => ({ locale, sourceLocale: config.sourceLocale, filename })
  const source = await config.format.parse(read(catalogFile(from, locale), revision), context(from))
  const target = await config.format.parse(read(catalogFile(to, locale)), context(to))
  let carried = 0
  let missing = 0
  for (const [id, entry] of Object.entries(target)) {
    if (entry.translation) continue
    const translation = source[id]?.translation
    if (translation) {
      entry.translation = translation
      carried += 1
    } else missing += 1
  }
  const path = catalogFile(to, locale)
  if (carried > 0)
    writeFileSync(
      root + path,
      await config.format.serialize(target, { ...context(to), existing: read(path) }),
    )
  console.log(`${locale}: ${carried} carried into ${to}, ${missing} still untranslated`)
  stillMissing += missing
}
process.exit(stillMissing > 0 ? 1 : 0)
