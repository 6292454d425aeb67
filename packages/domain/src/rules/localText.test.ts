import { describe, expect, it } from 'vitest'
import { textIn } from './localText'

describe('a partner text in a language', () => {
  it('falls back from the asked language to the primary one, to English, to any', () => {
    expect(textIn({ de: 'Fjorde', en: 'Fjords' }, 'de', 'en')).toBe('Fjorde')
    expect(textIn({ sv: 'Vinter', en: 'Winter' }, 'fi', 'sv')).toBe('Vinter')
    expect(textIn({ en: 'Winter' }, 'fi', 'sv')).toBe('Winter')
    expect(textIn({ no: 'Vinter' }, 'fi', 'sv')).toBe('Vinter')
    expect(textIn(undefined, 'en')).toBe('')
  })
})
