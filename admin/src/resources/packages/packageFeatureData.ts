import type { ApiClient } from '@jaunt/api-client'
import type { PackageFeatureChoice } from '@jaunt/domain'
import type { DataProvider } from 'react-admin'
import { answerOf } from '../../data/answerOf'
import type { ResourceOverrides } from '../../data/overrides'

/** A package's Features tab as one record: every feature (`choices`) and the chosen ones (`feature_ids`). */
export interface PackageFeatures {
  id: number
  choices: PackageFeatureChoice[]
  feature_ids: number[]
}

const asRecord = (id: number, choices: PackageFeatureChoice[]): PackageFeatures => ({
  id,
  choices,
  feature_ids: choices.filter((choice) => choice.selected).map((choice) => choice.id),
})

/** `package-feature`: read with `product-feature/all?package_id=`, saved with `features/{id}`. */
export function packageFeatureOverrides(api: ApiClient): ResourceOverrides {
  return {
    'package-feature': {
      getOne: async (_resource, { id, signal }) => {
        const query = { package_id: Number(id) }
        const choices = await answerOf(
          api.GET('/core/v1/package/product-feature/all', { params: { query }, signal }),
        )
        return { data: asRecord(Number(id), choices) }
      },
      update: async (_resource, { id, data }) => {
        const feature_ids = (data as { feature_ids?: number[] }).feature_ids ?? []
        const choices = await answerOf(
          api.POST('/core/v1/package/features/{id}', {
            params: { path: { id: Number(id) } },
            body: { feature_ids },
          }),
        )
        return { data: asRecord(Number(id), choices) }
      },
    } as Partial<DataProvider>,
  }
}

/** `package-taxonomy`: a package's tags and service categories, read and replaced at `{id}/tags-categories`. */
export function packageTaxonomyOverrides(api: ApiClient): ResourceOverrides {
  const byId = (id: unknown) => ({ params: { path: { id: Number(id) } } })
  return {
    'package-taxonomy': {
      getOne: async (_resource, { id, signal }) => {
        const taxonomy = await answerOf(
          api.GET('/core/v1/package/{id}/tags-categories', { ...byId(id), signal }),
        )
        return { data: { ...taxonomy, id: Number(id) } }
      },
      update: async (_resource, { id, data }) => {
        const { tag_ids = [], category_ids = [] } = data as { tag_ids?: number[]; category_ids?: number[] }
        const taxonomy = await answerOf(
          api.PUT('/core/v1/package/{id}/tags-categories', { ...byId(id), body: { tag_ids, category_ids } }),
        )
        return { data: { ...taxonomy, id: Number(id) } }
      },
    } as Partial<DataProvider>,
  }
}
