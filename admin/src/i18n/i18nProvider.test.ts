import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { createI18nProvider, pathInLocale } from './i18nProvider'
import { RA_MESSAGES } from './raMessages'

const base = { locale: 'de', area: 'npanel', basename: '/de/npanel' } as const

describe("react-admin's i18nProvider bridged to lingui", () => {
  it("gives react-admin's listed texts from our catalog, with react-admin's values", () => {
    const save = RA_MESSAGES['ra.action.save']!
    const range = RA_MESSAGES['ra.navigation.page_range_info']!
    const i18n = setupI18n({
      locale: 'de',
      messages: { de: { [save.id]: 'Speichern', [range.id]: '{offsetBegin}–{offsetEnd} von {total}' } },
    })
    const provider = createI18nProvider(i18n, base, () => undefined)
    expect(provider.translate('ra.action.save')).toBe('Speichern')
    expect(
      provider.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 25, total: 40 }),
    ).toBe('1–25 von 40')
  })

  it("falls back to react-admin's English for keys it does not list, and to the default text", () => {
    const provider = createI18nProvider(
      setupI18n({ locale: 'de', messages: { de: {} } }),
      base,
      () => undefined,
    )
    expect(provider.translate('ra.action.undo')).toBe('Undo')
    expect(provider.translate('resources.user.name', { _: 'Users' })).toBe('Users')
  })

  it('says the language is the URL one and offers the 14 languages by their own names', () => {
    const provider = createI18nProvider(setupI18n({ locale: 'de' }), base, () => undefined)
    expect(provider.getLocale()).toBe('de')
    const locales = provider.getLocales?.() ?? []
    expect(locales).toHaveLength(14)
    expect(locales).toContainEqual({ locale: 'no', name: 'Norsk' })
  })

  it('changes the language by loading the same page under the other language', async () => {
    const loads: string[] = []
    window.history.replaceState(null, '', '/de/npanel/calendar?view=week')
    const provider = createI18nProvider(setupI18n({ locale: 'de' }), base, (url) => void loads.push(url))
    await provider.changeLocale('fr')
    await provider.changeLocale('de')
    await provider.changeLocale('xx')
    expect(loads).toEqual(['/fr/npanel/calendar?view=week'])
    expect(pathInLocale('/en/admin/', 'sv')).toBe('/sv/admin/')
  })
})
