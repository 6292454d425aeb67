import { Status, type PackageCount, type PackageRecord, type TourStatusCounts } from '@jaunt/domain'
import type { DataProvider, RaRecord } from 'react-admin'
import type { RaHttpClient } from '../../data/httpClient'
import type { ResourceOverrides } from '../../data/overrides'

/** Which call an update of a package makes: each tab of the edit page saves its own part. */
export type PackagePart = 'products' | 'settings' | 'booking-rules' | 'content' | 'update-status'

const PART_PATHS: Record<PackagePart, string> = {
  products: 'package-service-mapping',
  settings: 'package-setting',
  'booking-rules': 'booking-rules',
  content: '',
  'update-status': 'update-status',
}

/**
 * A site's packages: `package` (listed for `filter.site_id`, counted per status, created with
 * `meta.site_id`, updated one tab at a time by `meta.call`), `package-history` and
 * `package-service-image` (for `filter.package_id`) and `package-clone` (create with the source's id).
 */
export function packageOverrides(
  base: DataProvider,
  httpClient: RaHttpClient,
  root: string,
): ResourceOverrides {
  const send = async <T>(url: string, method = 'GET', body?: unknown) => {
    const { json } = await httpClient(`${root}/${url}`, {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return json as T
  }
  return {
    package: {
      getList: (_resource, params) => {
        const { site_id, ...filter } = params.filter as { site_id: number }
        return base.getList(`package-listing/${Number(site_id)}`, { ...params, filter })
      },
      getOne: async (_resource, { id }) => ({
        data: await send<PackageRecord>(`package/${Number(id)}/full`),
      }),
      create: async (_resource, { data, meta }) => ({
        data: await send<PackageRecord>('package', 'POST', { ...data, site_id: Number(meta?.site_id) }),
      }),
      update: async (_resource, { id, data, meta }) => {
        const part = (meta?.call ?? 'content') as PackagePart
        const path = PART_PATHS[part]
        return {
          data: await send<PackageRecord>(`package/${Number(id)}${path ? `/${path}` : ''}`, 'PUT', data),
        }
      },
      countByStatus: async (_resource: string, { filter }: { filter: { site_id: number; q?: string } }) => {
        const query = filter.q ? `?q=${encodeURIComponent(filter.q)}` : ''
        const counts = await send<PackageCount>(`package/package-count/${Number(filter.site_id)}${query}`)
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
      getList: async (_resource, { filter }) => {
        const rows = await send<RaRecord[]>(`package/${Number(filter.package_id)}/status-history`, 'POST')
        return { data: rows, total: rows.length }
      },
    } as Partial<DataProvider>,
    'package-service-image': {
      getList: async (_resource, { filter }) => {
        const rows = await send<{ url: string }[]>(`packages/${Number(filter.package_id)}/service-images`)
        return { data: rows.map((row) => ({ ...row, id: row.url })), total: rows.length }
      },
    } as Partial<DataProvider>,
    'package-clone': {
      create: async (_resource, { data }) => ({
        data: await send<PackageRecord>(`package/${Number((data as { id: number }).id)}/clone-package`),
      }),
    } as Partial<DataProvider>,
  }
}
