import { DEFAULT_THEME } from '@jaunt/domain'
import { describe, expect, it } from 'vitest'
import { themeDeclarations, themeVariables } from './themeVariables'

describe('themeVariables', () => {
  it('gives the spec defaults without a theme: button radius 50, white box, Roboto', () => {
    const variables = themeVariables(null)
    expect(variables['--jaunt-button-radius']).toBe('50px')
    expect(variables['--jaunt-box-color']).toBe('#FFF')
    expect(variables['--jaunt-site-font']).toMatch(/^Roboto, /)
    expect(variables['--jaunt-button-background-color']).toBe(DEFAULT_THEME.button.button_background_color)
  })

  it('turns a site theme into --jaunt-* properties, keeping defaults for what it leaves out', () => {
    const variables = themeVariables({
      button: { button_radius: 6, button_background_color: '#0F766E' },
      badge: { badge_background_color: '#BE123C' },
      site_font: 'Lato',
    })
    expect(variables['--jaunt-button-radius']).toBe('6px')
    expect(variables['--jaunt-button-background-color']).toBe('#0F766E')
    expect(variables['--jaunt-button-text-color']).toBe(DEFAULT_THEME.button.button_text_color)
    expect(variables['--jaunt-badge-background-color']).toBe('#BE123C')
    expect(variables['--jaunt-site-font']).toMatch(/^'Lato', Roboto, /)
  })

  it('never writes a value that is not a colour or a plain font name into the stylesheet', () => {
    const css = themeDeclarations({
      text_color: 'red; } body { display: none',
      site_font: "Evil'; } :host { color: red",
    })
    expect(css).toContain(`--jaunt-text-color: ${DEFAULT_THEME.text_color};`)
    expect(css).not.toContain('}')
    expect(css).not.toContain('display')
  })
})
