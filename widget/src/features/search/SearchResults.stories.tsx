import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import {
  matrixLoaders,
  matrixParameters,
  themeArgTypes,
  ThemeLocaleMatrix,
  withWidget,
  type WithTheme,
} from '../../stories/WidgetStoryFrame'
import { sceneImage } from '../../stories/storyThemes'
import { searchBoxFixture, searchFixtureCatalogue } from '../../testing/catalogueFixtures'
import { Facets } from './Facets'
import { NO_FILTERS, type SearchFilters } from './filters'
import { SearchBox } from './SearchBox'
import { SearchResults, type SearchResultsProps } from './SearchResults'

const result = searchFixtureCatalogue({ page: 1, limit: 12 })
const image = () => sceneImage()
const ready: SearchResultsProps = {
  state: 'ready',
  results: result.data,
  total: result.total,
  page: 1,
  pageSize: 12,
  onPage: () => {},
  onOpen: () => {},
  onClear: () => {},
  imageUrl: image,
}

/** The search as <jaunt-search> lays it out, with the filters beside the results. */
function SearchPage(props: SearchResultsProps) {
  const [filters, setFilters] = useState<SearchFilters>(NO_FILTERS)
  const [typed, setTyped] = useState('fj')
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <SearchBox
        value={typed}
        onChange={setTyped}
        onSubmit={() => {}}
        suggestions={searchBoxFixture(typed)}
        onPickProduct={() => {}}
        onPickPlace={() => {}}
        imageUrl={image}
      />
      <div style={{ display: 'grid', gridTemplateColumns: '250px 1fr', gap: 24 }}>
        <Facets facets={result.facets} filters={filters} onChange={setFilters} />
        <SearchResults {...props} />
      </div>
    </div>
  )
}

const meta = {
  title: 'Widget/Search',
  decorators: [withWidget],
  argTypes: themeArgTypes,
  render: ({ theme: _theme, ...props }) => <SearchPage {...(props as SearchResultsProps)} />,
} satisfies Meta<WithTheme<SearchResultsProps>>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = { args: { state: 'loading' } }
export const Results: Story = { args: ready }
export const SingleItem: Story = { args: { ...ready, results: result.data.slice(0, 1), total: 1 } }
export const Empty: Story = { args: { ...ready, results: [], total: 0 } }
export const Failed: Story = {
  args: { state: 'error', message: 'Failed to fetch results from query!', onRetry: () => {} },
}
export const Updating: Story = {
  args: { ...ready, updating: true, page: 2 },
  // The cards fade only while the next page loads (aria-busy): an inactive moment, which WCAG 1.4.3 exempts.
  parameters: { a11y: { config: { rules: [{ id: 'color-contrast', enabled: false }] } } },
}
export const ThemesAndLocales: Story = {
  args: ready,
  decorators: [],
  loaders: matrixLoaders,
  parameters: matrixParameters,
  render: (_args, { loaded }) => (
    <ThemeLocaleMatrix
      catalogs={loaded.catalogs}
      render={() => <SearchResults {...ready} results={result.data.slice(0, 2)} />}
    />
  ),
}
