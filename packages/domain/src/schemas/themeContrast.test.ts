import { describe, expect, it } from 'vitest'
import { DEFAULT_THEME } from './themeDefaults'
import { AA_CONTRAST, contrastRatio, themeContrastWarnings } from './themeContrast'

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself, in either order', () => {
    expect(contrastRatio('#000', '#FFFFFF')).toBeCloseTo(21, 5)
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5)
    expect(contrastRatio('#0B2A5B', '#0b2a5b')).toBeCloseTo(1, 5)
  })

  it('matches the WCAG reference for mid grey on white', () => {
    // #767676 is the lightest grey that passes AA on white (4.54:1).
    expect(contrastRatio('#767676', '#FFF')).toBeCloseTo(4.54, 2)
    expect(contrastRatio('#777777', '#FFF')!).toBeLessThan(AA_CONTRAST)
  })

  it('reads short and alpha forms, and gives null for anything that is not a hex colour', () => {
    expect(contrastRatio('#000F', '#FFFFFF80')).toBeCloseTo(21, 5)
    expect(contrastRatio('red', '#FFF')).toBeNull()
    expect(contrastRatio('#12', '#FFF')).toBeNull()
  })
})

describe('themeContrastWarnings', () => {
  it('finds nothing to warn about in the default theme', () => {
    expect(themeContrastWarnings(DEFAULT_THEME)).toEqual([])
  })

  it('names the pair whose text is hard to read, with its ratio', () => {
    const theme = {
      ...DEFAULT_THEME,
      button: { ...DEFAULT_THEME.button, button_background_color: '#FFFF00' },
    }
    const warnings = themeContrastWarnings(theme)
    expect(warnings.map((warning) => warning.pair.background)).toEqual(['button.button_background_color'])
    expect(warnings[0]!.ratio).toBeCloseTo(1.07, 2)
  })

  it('skips a pair while one of its colours is still being typed', () => {
    const theme = { ...DEFAULT_THEME, badge: { ...DEFAULT_THEME.badge, badge_text_color: '#FF' } }
    expect(themeContrastWarnings(theme)).toEqual([])
  })
})
