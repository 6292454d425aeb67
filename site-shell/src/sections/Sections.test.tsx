// @vitest-environment happy-dom
import { loadSiteI18n } from '@jaunt/i18n'
import { I18nProvider } from '@lingui/react'
import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { demoSite } from '../../../widget/src/testing/fixtures'
import { KAYAK_CARD } from '../../../widget/src/testing/kayakCard'
import { NavigationProvider } from '../routing/navigation'
import { SiteContext } from '../site/SiteContext'
import { Sections, type Section } from './Sections'

afterEach(() => document.body.replaceChildren())

async function show(sections: Section[], lang: 'en' | 'de' = 'en') {
  const i18n = await loadSiteI18n(lang)
  await act(async () => {
    render(
      <I18nProvider i18n={i18n}>
        <SiteContext.Provider value={demoSite()}>
          <NavigationProvider>
            <Sections sections={sections} lang={lang} />
          </NavigationProvider>
        </SiteContext.Provider>
      </I18nProvider>,
    )
  })
}

describe('a partner page’s sections', () => {
  it('shows the hero as the page’s heading and the FAQ as questions that open', async () => {
    await show(
      [
        { type: 'hero', title: 'Fjorde', subtitle: 'Wasser und Berge', image: null },
        { type: 'faq', title: 'Fragen', items: [{ question: 'Wann?', answer: 'Im Sommer.' }] },
      ],
      'de',
    )
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Fjorde')
    expect(screen.getByText('Wasser und Berge')).toBeTruthy()
    expect(screen.getByText('Wann?').closest('details')?.textContent).toContain('Im Sommer.')
  })

  it('shows the partner’s rich text as markup', async () => {
    // The server strips scripts and handlers (its tests, and the e2e journey in Chromium).
    await show([{ type: 'rich-text', html: '<p>Write <a href="mailto:a@b.test">to us</a></p>' }])
    expect(screen.getByText(/Write/).tagName).toBe('P')
    expect(screen.getByRole('link', { name: 'to us' }).getAttribute('href')).toBe('mailto:a@b.test')
  })

  it('leads destination boxes to the site’s pages in the page’s language, and mounts the widget', async () => {
    await show([
      {
        type: 'destination-boxes',
        title: 'Where to',
        boxes: [
          { title: 'Fjords', image: null, link: '/page/fjords' },
          { title: 'Partner blog', image: null, link: 'https://blog.example.test/' },
        ],
      },
      { type: 'widget', element: 'storefront' },
    ])
    expect(screen.getByRole('link', { name: 'Fjords' }).getAttribute('href')).toBe('/en/page/fjords')
    expect(screen.getByRole('link', { name: 'Partner blog' }).getAttribute('href')).toBe(
      'https://blog.example.test/',
    )
    expect(document.querySelector('jaunt-storefront')?.getAttribute('site')).toBe('1')
  })

  it('shows a destination box as its name over a row of product links, and nothing when it has none', async () => {
    await show(
      [
        {
          type: 'destination-box',
          box_id: 1,
          title: 'Fjord-Norwegen',
          image: null,
          products: [KAYAK_CARD, { ...KAYAK_CARD, id: 7, name: 'Fjordkreuzfahrt' }],
        },
        { type: 'destination-box', box_id: 2, title: 'Lofoten', image: null, products: [] },
      ],
      'de',
    )
    expect(screen.getByRole('heading', { name: 'Fjord-Norwegen' })).toBeTruthy()
    const row = screen.getByRole('list', { name: 'Produkte in Fjord-Norwegen' })
    expect(row.querySelectorAll('a')[1]?.getAttribute('href')).toBe('/de/activity/7')
    expect(screen.queryByRole('heading', { name: 'Lofoten' })).toBeNull()
  })
})
