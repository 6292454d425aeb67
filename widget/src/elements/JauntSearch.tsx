import { serviceTypeFromName, type ServiceType } from '@jaunt/domain'
import { OwnedDialogs } from '../features/product/OwnedDialogs'
import { SearchPanel } from '../features/search/SearchPanel'
import type { CommonAttributes, Parsed } from './attributes'
import { defineJauntElement } from './defineJauntElement'

type SearchAttributes = CommonAttributes & { serviceType?: string }

// An unknown type only loses the narrowing: the search still shows, unfiltered.
function parseServiceType(attributes: SearchAttributes): Parsed<ServiceType | null> {
  const name = attributes.serviceType?.trim().toLowerCase() ?? ''
  return { ok: true, value: serviceTypeFromName(name) ?? null }
}

/**
 * `<jaunt-search site="1">`: the search box, filters and results; a result opens its booking dialog.
 * `service-type="hotels"` opens the results narrowed to that type.
 */
export const { element: JauntSearchElement, createElement } = defineJauntElement<
  SearchAttributes,
  ServiceType | null
>({
  tag: 'jaunt-search',
  props: { serviceType: 'string' },
  parse: parseServiceType,
  render: (serviceType) => (
    <>
      {/* A new type from the page starts a new search rather than changing the guest's. */}
      <SearchPanel key={serviceType ?? 'all'} initialServiceType={serviceType} />
      <OwnedDialogs />
    </>
  ),
})
