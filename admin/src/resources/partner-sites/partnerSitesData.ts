import type { ApiClient } from '@jaunt/api-client'
import {
  ApprovalStatus,
  SITE_SETTING_GROUPS,
  type generalSettingsInputSchema,
  type SiteSettingGroup,
} from '@jaunt/domain'
import type { DataProvider } from 'react-admin'
import type { z } from 'zod'
import { answerOf } from '../../data/answerOf'
import { checkedBody } from '../../data/checkedBody'
import type { ResourceOverrides } from '../../data/overrides'

/** The general settings form's values, as the document gives the body: defaults filled in. */
type GeneralSettingsValues = z.output<typeof generalSettingsInputSchema>

/**
 * A partner's site settings and the admin's approvals. `site-general-settings` is the site's own
 * record (create is "Create new site", id -1); `site-setting` is one settings group of a site,
 * named in `meta.group`; `site-approval` is the admin's list of sites by approval status.
 */
export function partnerSiteOverrides(api: ApiClient): ResourceOverrides {
  const site = (id: unknown) => ({ params: { path: { id: Number(id) } } })
  const withoutId = ({ id: _id, ...body }: Record<string, unknown>) => body
  const groupOf = (group: unknown) => {
    if (!(String(group) in SITE_SETTING_GROUPS)) throw new Error(`No site settings group ${String(group)}`)
    return group as SiteSettingGroup
  }
  const settings = (group: unknown) => `/core/v1/partner-sites/{id}/settings/${groupOf(group)}` as const
  const general = '/core/v1/partner-sites/{id}/general-settings' as const
  return {
    'site-general-settings': {
      getOne: async (_resource, { id, signal }) => ({
        data: await answerOf(api.GET(general, { ...site(id), signal })),
      }),
      create: async (_resource, { data }) => {
        const body = withoutId(data) as GeneralSettingsValues
        return { data: await answerOf(api.POST('/core/v1/partner-sites', { body })) }
      },
      update: async (_resource, { id, data }) => {
        const body = withoutId(data) as GeneralSettingsValues
        return { data: await answerOf(api.PUT(general, { ...site(id), body })) }
      },
    } as Partial<DataProvider>,
    'site-setting': {
      getOne: async (_resource, { id, meta, signal }) => {
        const value = await answerOf(api.GET(settings(meta.group), { ...site(id), signal }))
        return { data: { ...value, id } }
      },
      update: async (_resource, { id, data, meta }) => {
        // The group is chosen at run time: its own schema reads the body, as the route will.
        const body = checkedBody(SITE_SETTING_GROUPS[groupOf(meta.group)], withoutId(data))
        const value = await answerOf(api.PUT(settings(meta.group), { ...site(id), body }))
        return { data: { ...value, id } }
      },
    } as Partial<DataProvider>,
    'site-approval': {
      getList: async (_resource, { filter, signal }) => {
        const approval_status = Number(filter?.approval_status ?? ApprovalStatus.Pending)
        return answerOf(
          api.GET('/core/v1/admin/partner-sites', { params: { query: { approval_status } }, signal }),
        )
      },
      update: async (_resource, { id, data, meta }) => ({
        data: await answerOf(
          meta?.call === 'reject'
            ? api.PUT('/core/v1/admin/partner-sites/{id}/reject', {
                ...site(id),
                body: { reason: (data as { reason: string }).reason },
              })
            : api.PUT('/core/v1/admin/partner-sites/{id}/approve', site(id)),
        ),
      }),
    } as Partial<DataProvider>,
  }
}
