import { serviceTypeFromName, type ServiceType } from '@jaunt/domain'
import { OwnedDialogs } from '../features/product/OwnedDialogs'
import { SearchPanel } from '../features/search/SearchPanel'
import type { CommonAttributes, Parsed } from './attributes'
import { defineJauntElement } from './defineJauntElement'

type SearchAttributes = CommonAttributes & { serviceType?: string; search?: string }
type SearchConfig = { serviceType: ServiceType | null; search: string }

// An unknown type only loses the narrowing: the search still shows, unfiltered.
function parseSearch(attributes: SearchAttributes): Parsed<SearchConfig> {
  const name = attributes.serviceType?.trim().toLowerCase() ?? ''
  return {
    ok: true,
    value: { serviceType: serviceTypeFromName(name) ?? null, search: attributes.search ?? '' },
  }
}

/**
 * `<jaunt-search site="1">`: the search box, filters and results; a result opens its booking dialog.
 * `service-type="hotels"` opens the results narrowed to that type; `search="query=Tromsø&price=500-2000"`
 * opens that search (the `search_state` of a `jaunt:search` event), and follows when it changes.
 */
export const {
  element: JauntSearchElement,
  createElement,
  define,
} = defineJauntElement<SearchAttributes, SearchConfig>({
  tag: 'jaunt-search',
  props: { serviceType: 'string', search: 'string' },
  parse: parseSearch,
  render: ({ serviceType, search }) => (
    <>
      {/* A new type from the page starts a new search rather than changing the guest's. */}
      <SearchPanel key={serviceType ?? 'all'} initialServiceType={serviceType} searchState={search} />
      <OwnedDialogs />
    </>
  ),
})
