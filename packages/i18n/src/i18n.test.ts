import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { LOCALES } from '@jaunt/domain'
import { describe, expect, it } from 'vitest'
import { getI18n, loadI18n } from './index'

// The ids the lingui macro gives `t\`Loading…\`` and `t\`Book now\`` in the front ends.
const loading = generateMessageId('Loading…')
const bookNow = generateMessageId('Book now')

describe('getI18n', () => {
  it('gives each locale its own instance, so two locales show at the same time', async () => {
    await Promise.all([loadI18n('de'), loadI18n('en')])

    const de = getI18n('de')
    const en = getI18n('en')

    expect(de).not.toBe(en)
    expect(de._(loading)).toBe('Wird geladen…')
    expect(en._(loading)).toBe('Loading…')
    // Still German after English was loaded and used: nothing was activated globally.
    expect(getI18n('de')._(bookNow)).toBe('Jetzt buchen')
    expect(getI18n('de').locale).toBe('de')
  })

  it('keeps one instance per locale across loads', async () => {
    const before = getI18n('fr')
    const loaded = await loadI18n('fr')
    expect(loaded).toBe(before)
    expect(loadI18n('fr')).toBe(loadI18n('fr'))
    expect(getI18n('fr')._(bookNow)).toBe('Réserver maintenant')
  })

  it('marks a loaded catalog fulfilled, so React use() reads it without suspending', async () => {
    const load: Promise<unknown> & { status?: string; value?: unknown } = loadI18n('sv')
    await load
    expect(load.status).toBe('fulfilled')
    expect(load.value).toBe(getI18n('sv'))
  })

  it.each(LOCALES.filter((locale) => locale !== 'en'))('translates the messages into %s', async (locale) => {
    const i18n = await loadI18n(locale)
    expect(i18n._(loading)).not.toBe('Loading…')
    expect(i18n._(bookNow)).not.toBe('Book now')
  })
})
