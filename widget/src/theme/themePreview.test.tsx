// @vitest-environment happy-dom
import { DEFAULT_THEME } from '@jaunt/domain'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { THEME_PREVIEW_EVENT, resetThemePreview, usePreviewedTheme } from './themePreview'
import { themeDeclarations } from './themeVariables'

function Declarations() {
  return <pre data-testid="declarations">{themeDeclarations(usePreviewedTheme(DEFAULT_THEME))}</pre>
}

const preview = (detail: unknown) =>
  act(() => {
    window.dispatchEvent(new CustomEvent(THEME_PREVIEW_EVENT, { detail }))
  })

afterEach(() => {
  cleanup()
  resetThemePreview()
})

describe('a previewed theme', () => {
  it('replaces the saved theme in the declarations as soon as the editor sends it', () => {
    render(<Declarations />)
    const shown = () => screen.getByTestId('declarations').textContent
    expect(shown()).toContain('--jaunt-button-background-color: #0B2A5B;')
    preview({ button: { button_radius: 6, button_background_color: '#7A1F3D' } })
    expect(shown()).toContain('--jaunt-button-background-color: #7A1F3D;')
    expect(shown()).toContain('--jaunt-button-radius: 6px;')
  })

  it('keeps to hex colours: a theme that tries to write other CSS falls back to the defaults', () => {
    render(<Declarations />)
    preview({ text_color: 'red; } body { display: none', site_font: 'Lato; }' })
    const shown = screen.getByTestId('declarations').textContent
    expect(shown).toContain('--jaunt-text-color: #1F2937;')
    expect(shown).not.toContain('display')
  })

  it('ignores an event without a theme', () => {
    render(<Declarations />)
    preview('red')
    expect(screen.getByTestId('declarations').textContent).toContain(
      '--jaunt-button-background-color: #0B2A5B;',
    )
  })
})
