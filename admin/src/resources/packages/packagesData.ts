import type { ApiClient } from '@jaunt/api-client'
import {
  Status,
  type PackageBookingRules,
  type PackageContent,
  type PackageServiceMapping,
  type PackageSettings,
  type TourStatusCounts,
} from '@jaunt/domain'
import type { DataProvider } from 'react-admin'
import { answerOf } from '../../data/answerOf'
import type { ResourceOverrides } from '../../data/overrides'

/** Which call an update of a package makes: each tab of the edit page saves its own part. */
export type PackagePart = 'products' | 'settings' | 'booking-rules' | 'content' | 'update-status'

/** The call that saves one tab of a package: each tab's form validated its own part. */
function savePart(api: ApiClient, part: PackagePart, id: number, data: unknown) {
  const params = { path: { id } }
  switch (part) {
    case 'products':
      return api.PUT('/core/v1/package/{id}/package-service-mapping', {
        params,
        body: data as PackageServiceMapping,
      })
    case 'settings':
      return api.PUT('/core/v1/package/{id}/package-setting', { params, body: data as PackageSettings })
    case 'booking-rules':
      return api.PUT('/core/v1/package/{id}/booking-rules', { params, body: data as PackageBookingRules })
    case 'update-status':
      return api.PUT('/core/v1/package/{id}/update-status', { params, body: data as { status: Status } })
    case 'content':
      return api.PUT('/core/v1/package/{id}', { params, body: data as PackageContent })
  }
}

/**
 * A site's packages: `package` (listed for `filter.site_id`, counted per status, created with
 * `meta.site_id`, updated one tab at a time by `meta.call`), `package-history` and
 * `package-service-image` (for `filter.package_id`) and `package-clone` (create with the source's id).
 */
export function packageOverrides(base: DataProvider, api: ApiClient): ResourceOverrides {
  const byId = (id: unknown) => ({ params: { path: { id: Number(id) } } })
  return {
    package: {
      // A list at a path with its own parameter stays simple-rest (`Content-Range` paging).
      getList: (_resource, params) => {
        const { site_id, ...filter } = params.filter as { site_id: number }
        return base.getList(`package-listing/${Number(site_id)}`, { ...params, filter })
      },
      getOne: async (_resource, { id, signal }) => ({
        data: await answerOf(api.GET('/core/v1/package/{id}/full', { ...byId(id), signal })),
      }),
      create: async (_resource, { data, meta }) => ({
        data: await answerOf(
          api.POST('/core/v1/package', {
            body: { ...(data as { name: string }), site_id: Number(meta?.site_id) },
          }),
        ),
      }),
      update: async (_resource, { id, data, meta }) => ({
        data: await answerOf(savePart(api, (meta?.call ?? 'content') as PackagePart, Number(id), data)),
      }),
      countByStatus: async (_resource: string, { filter }: { filter: { site_id: number; q?: string } }) => {
        const counts = await answerOf(
          api.GET('/core/v1/package/package-count/{site}', {
            params: { path: { site: Number(filter.site_id) }, query: filter.q ? { q: filter.q } : {} },
          }),
        )
        return {
          total: counts.all,
          data: [
            { status: Status.Active, count: counts.active },
            { status: Status.Inactive, count: counts.inactive },
            { status: Status.Pending, count: counts.pending },
            { status: Status.Hide, count: counts.hide },
          ],
        } satisfies TourStatusCounts
      },
    } as Partial<DataProvider>,
    'package-history': {
      getList: async (_resource, { filter, signal }) => {
        const rows = await answerOf(
          api.POST('/core/v1/package/{id}/status-history', { ...byId(filter.package_id), signal }),
        )
        return { data: rows, total: rows.length }
      },
    } as Partial<DataProvider>,
    'package-service-image': {
      getList: async (_resource, { filter, signal }) => {
        const rows = await answerOf(
          api.GET('/core/v1/packages/{id}/service-images', { ...byId(filter.package_id), signal }),
        )
        return { data: rows.map((row) => ({ ...row, id: row.url })), total: rows.length }
      },
    } as Partial<DataProvider>,
    'package-clone': {
      create: async (_resource, { data }) => ({
        data: await answerOf(
          api.GET('/core/v1/package/{id}/clone-package', byId((data as { id: number }).id)),
        ),
      }),
    } as Partial<DataProvider>,
  }
}
