import { apiOf } from '@jaunt/api-client/admin'
import { dataOf, type HttpClient } from '@jaunt/api-client'
import {
  autoTranslationPreviewSchema,
  autoTranslationRunDetailSchema,
  autoTranslationRunSchema,
  type AutoTranslationInput,
  type Locale,
} from '@jaunt/domain'

/** The runs the page shows, latest first. */
const LATEST = '[0,19]'

/** The marketplace's languages that are on, in the admin's order. */
export const getMarketplaceLanguages = async (client: HttpClient): Promise<Locale[]> =>
  (await dataOf(apiOf(client).GET('/core/v1/admin/settings/languages'))).languages
    .filter((language) => language.enabled)
    .map((language) => language.code)

export const previewAutoTranslation = async (client: HttpClient, body: AutoTranslationInput) =>
  autoTranslationPreviewSchema.parse(
    await dataOf(apiOf(client).POST('/core/v1/tools/auto-translation/preview', { body })),
  )

export const startAutoTranslation = async (client: HttpClient, body: AutoTranslationInput) =>
  autoTranslationRunSchema.parse(
    await dataOf(apiOf(client).POST('/core/v1/tools/auto-translation/runs', { body })),
  )

export const getLatestAutoTranslationRuns = async (client: HttpClient) =>
  autoTranslationRunSchema
    .array()
    .parse(
      await dataOf(
        apiOf(client).GET('/core/v1/tools/auto-translation/runs', { params: { query: { range: LATEST } } }),
      ),
    )

export const getAutoTranslationRun = async (client: HttpClient, id: number) =>
  autoTranslationRunDetailSchema.parse(
    await dataOf(
      apiOf(client).GET('/core/v1/tools/auto-translation/runs/{id}', { params: { path: { id } } }),
    ),
  )
