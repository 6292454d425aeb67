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
