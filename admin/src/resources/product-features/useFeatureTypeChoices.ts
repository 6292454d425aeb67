import type { ProductFeatureTypeRecord } from '@jaunt/domain'
import { useGetList } from 'react-admin'
import { useLocalName } from '../tours/useLocalName'
import { FEATURE_TYPE_RESOURCE } from './featureData'

/** Every feature type as choices of a select, named in the back office's language. */
export function useFeatureTypeChoices() {
  const localName = useLocalName()
  const { data, isPending } = useGetList<ProductFeatureTypeRecord>(FEATURE_TYPE_RESOURCE, {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'name', order: 'ASC' },
  })
  return { choices: (data ?? []).map((type) => ({ id: type.id, name: localName(type.name) })), isPending }
}
