import type { PackageFeatureChoice } from '@jaunt/domain'
import type { DataProvider } from 'react-admin'
import type { RaHttpClient } from '../../data/httpClient'
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
export function packageFeatureOverrides(httpClient: RaHttpClient, root: string): ResourceOverrides {
  return {
    'package-feature': {
      getOne: async (_resource, { id }) => {
        const { json } = await httpClient(`${root}/package/product-feature/all?package_id=${Number(id)}`)
        return { data: asRecord(Number(id), json as PackageFeatureChoice[]) }
      },
      update: async (_resource, { id, data }) => {
        const { json } = await httpClient(`${root}/package/features/${Number(id)}`, {
          method: 'POST',
          body: JSON.stringify({ feature_ids: (data as { feature_ids?: number[] }).feature_ids ?? [] }),
        })
        return { data: asRecord(Number(id), json as PackageFeatureChoice[]) }
      },
    } as Partial<DataProvider>,
  }
}

/** `package-taxonomy`: a package's tags and service categories, read and replaced at `{id}/tags-categories`. */
export function packageTaxonomyOverrides(httpClient: RaHttpClient, root: string): ResourceOverrides {
  const url = (id: unknown) => `${root}/package/${Number(id)}/tags-categories`
  return {
    'package-taxonomy': {
      getOne: async (_resource, { id }) => {
        const { json } = await httpClient(url(id))
        return { data: { ...(json as object), id: Number(id) } }
      },
      update: async (_resource, { id, data }) => {
        const { tag_ids = [], category_ids = [] } = data as { tag_ids?: number[]; category_ids?: number[] }
        const { json } = await httpClient(url(id), {
          method: 'PUT',
          body: JSON.stringify({ tag_ids, category_ids }),
        })
        return { data: { ...(json as object), id: Number(id) } }
      },
    } as Partial<DataProvider>,
  }
}
