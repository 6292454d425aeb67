import { mediaUrl, searchBoxSuggestions, searchCatalogue } from '@jaunt/api-client'
import { SEARCH_BOX_LIMIT, type ServiceCard, type ServiceType } from '@jaunt/domain'
import { Button, colours, radius } from '@jaunt/ui'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useState } from 'react'
import styled from 'styled-components'
import { productTypeOf } from '../../site/products'
import { useCall } from '../../site/useCall'
import { useEmit, useSite, useWidget } from '../../site/WidgetContext'
import { useDebouncedValue } from '../common/useDebouncedValue'
import { useProblemText } from '../common/useProblemText'
import { Facets } from './Facets'
import { catalogueSearchOf, changeFilters, hasFacetFilters, NO_FILTERS, type SearchFilters } from './filters'
import { SearchBox } from './SearchBox'
import { filtersFromState, searchStateOf } from './searchState'
import { SearchResults } from './SearchResults'

/** How long typing must pause before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 250

export type SearchPanelProps = {
  /** The type the results open narrowed to, as if the guest had picked its chip. */
  initialServiceType?: ServiceType | null
  /**
   * The search the page asks for, as a URL query (`query=Tromsø&type=activities&price=500-2000`); when
   * it changes (Back and Forward on a page that keeps it in its address), the results follow.
   */
  searchState?: string
}

/** The search: box with suggestions, filters with counts, and a page of results that open their dialogs. */
export function SearchPanel({ initialServiceType = null, searchState = '' }: SearchPanelProps) {
  const { t } = useLingui()
  const { store, owner, config } = useWidget()
  const site = useSite()
  const emit = useEmit()
  const problemText = useProblemText()
  const [initialFilters] = useState(() => {
    const asked = searchState ? filtersFromState(searchState) : NO_FILTERS
    return initialServiceType && !asked.serviceType ? { ...asked, serviceType: initialServiceType } : asked
  })
  const [typed, setTyped] = useState(initialFilters.query)
  const [filters, setFilters] = useState<SearchFilters>(initialFilters)
  const [askedState, setAskedState] = useState(searchState)
  if (searchState !== askedState) {
    // The page moved to another search (Back or Forward): show it, unless it is the one shown.
    setAskedState(searchState)
    if (searchState !== searchStateOf(filters)) {
      const asked = filtersFromState(searchState)
      setFilters(asked)
      setTyped(asked.query)
    }
  }
  const [showFilters, setShowFilters] = useState(false)

  const suggestFor = useDebouncedValue(typed.trim(), SUGGEST_DEBOUNCE_MS)
  const suggestions = useCall(suggestFor.length >= 2 ? ['search-box', site.id, suggestFor] : null, (http) =>
    searchBoxSuggestions(http, { query: suggestFor, site_id: site.id, limit: SEARCH_BOX_LIMIT }),
  )
  const search = useMemo(() => catalogueSearchOf(filters, site.id), [filters, site.id])
  const results = useCall(['catalogue', search], (http) => searchCatalogue(http, search))

  // The page hears of each search the guest runs (not of the first one, which the page set up).
  useEffect(() => {
    if (filters === initialFilters) return
    const { query = '', page, limit: _limit, site_id: _site, ...rest } = search
    emit('jaunt:search', {
      search_term: query,
      filters: { ...rest, page },
      search_state: searchStateOf(filters),
    })
  }, [search, filters, initialFilters, emit])

  const imageUrl = (url: string | undefined) => mediaUrl(config.apiBase, url)
  const open = (product: ServiceCard) =>
    store.getState().openProduct(owner, { type: productTypeOf(product.service_type), id: product.id })
  const apply = (next: SearchFilters) => setFilters(next)
  const active = hasFacetFilters(filters)

  return (
    <Layout>
      <Top>
        <SearchBox
          value={typed}
          onChange={setTyped}
          onSubmit={(query) => apply(changeFilters(filters, { query }))}
          suggestions={suggestFor.length >= 2 ? suggestions.data : undefined}
          loading={suggestFor.length >= 2 && suggestions.isValidating}
          onPickProduct={open}
          onPickPlace={(place) => {
            setTyped('')
            apply(changeFilters(filters, { query: '', locationId: place.id }))
          }}
          imageUrl={imageUrl}
        />
        <FilterToggle
          variant="secondary"
          aria-expanded={showFilters}
          onClick={() => setShowFilters((shown) => !shown)}
        >
          {active ? t`Filters (on)` : t`Filters`}
        </FilterToggle>
      </Top>
      <Body>
        <Side $open={showFilters}>
          <Facets facets={results.data?.facets} filters={filters} onChange={apply} />
          {active ? (
            <Button variant="ghost" onClick={() => apply({ ...NO_FILTERS, query: filters.query })}>
              {t`Clear filters`}
            </Button>
          ) : null}
        </Side>
        <Main>
          {results.error && !results.isValidating ? (
            <SearchResults state="error" message={problemText(results.error)} onRetry={results.reload} />
          ) : !results.data ? (
            <SearchResults state="loading" />
          ) : (
            <SearchResults
              state="ready"
              results={results.data.data}
              total={results.data.total}
              page={filters.page}
              pageSize={results.data.limit}
              updating={results.isValidating}
              onPage={(page) => apply(changeFilters(filters, { page }))}
              onOpen={open}
              onClear={() => {
                setTyped('')
                apply({ ...NO_FILTERS, page: 1 })
              }}
              imageUrl={imageUrl}
            />
          )}
        </Main>
      </Body>
    </Layout>
  )
}

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
`

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: center;

  /* On a phone the box keeps room to type in, and the filters' button goes under it. */
  & > form {
    flex: 1 1 280px;
    min-width: 0;
  }
`

const FilterToggle = styled(Button)`
  @media (min-width: 860px) {
    display: none;
  }
`

const Body = styled.div`
  display: grid;
  grid-template-columns: 250px minmax(0, 1fr);
  gap: 24px;
  align-items: start;

  @media (max-width: 859px) {
    grid-template-columns: minmax(0, 1fr);
  }
`

const Side = styled.aside<{ $open: boolean }>`
  padding: 16px;
  border: 1px solid ${colours.border};
  border-radius: ${radius.box};
  background: ${colours.box};

  @media (max-width: 859px) {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
  }
`

const Main = styled.div`
  min-width: 0;
`
