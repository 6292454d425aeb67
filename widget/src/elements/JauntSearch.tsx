import { OwnedDialogs } from '../features/product/OwnedDialogs'
import { SearchPanel } from '../features/search/SearchPanel'
import type { CommonAttributes } from './attributes'
import { defineJauntElement } from './defineJauntElement'

/** `<jaunt-search site="1">`: the search box, filters and results; a result opens its booking dialog. */
export const { element: JauntSearchElement, createElement } = defineJauntElement<CommonAttributes, null>({
  tag: 'jaunt-search',
  props: {},
  parse: () => ({ ok: true, value: null }),
  render: () => (
    <>
      <SearchPanel />
      <OwnedDialogs />
    </>
  ),
})
