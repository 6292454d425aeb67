import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { App } from './App'

describe('the hosted site', () => {
  it('shows the placeholder home page', () => {
    const html = renderToStaticMarkup(<App />)
    expect(html).toContain('<h1>Jaunt</h1>')
    expect(html).toContain('Activities, tours and stays will be bookable here soon.')
  })
})
