import { describe, expect, it } from 'vitest'
import { DEFAULT_LOCALE, LOCALES, isLocale, localeSchema, normalizeLocale } from './locales'

describe('LOCALES', () => {
  it('lists the 14 spec languages in spec order with English as default', () => {
    expect(LOCALES).toEqual([
      'en',
      'no',
      'sv',
      'hi',
      'gu',
      'da',
      'de',
      'bg',
      'nl',
      'ru',
      'es',
      'it',
      'fi',
      'fr',
    ])
    expect(DEFAULT_LOCALE).toBe('en')
  })
})

describe('isLocale', () => {
  it('accepts product locales only', () => {
    expect(isLocale('fi')).toBe(true)
    expect(isLocale('nb')).toBe(false)
    expect(isLocale('EN')).toBe(false)
    expect(isLocale(7)).toBe(false)
  })
})

describe('normalizeLocale', () => {
  it.each([
    ['nb', 'no'],
    ['nb-NO', 'no'],
    ['nn_NO', 'no'],
    ['no', 'no'],
    ['de-DE', 'de'],
    ['FR', 'fr'],
    [' sv-SE ', 'sv'],
    ['pt-BR', 'en'],
    ['', 'en'],
    [null, 'en'],
    [undefined, 'en'],
  ] as const)('maps %s to %s', (input, expected) => {
    expect(normalizeLocale(input)).toBe(expected)
  })
})

describe('localeSchema', () => {
  it('rejects a language outside the product', () => {
    expect(localeSchema.safeParse('da').success).toBe(true)
    expect(localeSchema.safeParse('pt').success).toBe(false)
  })
})
