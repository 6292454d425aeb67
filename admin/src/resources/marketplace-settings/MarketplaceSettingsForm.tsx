import Box from '@mui/material/Box'
import { useLingui } from '@lingui/react/macro'
import { MARKETPLACE_SETTING_GROUPS, type MarketplaceSettingGroup } from '@jaunt/domain'
import type { ReactNode } from 'react'
import { Form, SaveButton, useGetOne, useNotify, useUpdate, type HttpError, type RaRecord } from 'react-admin'
import { zodValidate } from '../../forms/zodValidate'
import { PageHeader } from '../../layout/PageHeader'
import { MARKETPLACE_SETTING_RESOURCE } from './marketplaceSettingsData'

/**
 * One of the admin's Settings pages: its group read and replaced whole, saved pessimistically so the
 * server's 400 lands on the fields.
 */
export function MarketplaceSettingsForm({
  group,
  title,
  summary,
  children,
}: {
  group: MarketplaceSettingGroup
  title: string
  summary: string
  children: ReactNode
}) {
  const { t } = useLingui()
  const notify = useNotify()
  const { data: record } = useGetOne<RaRecord>(MARKETPLACE_SETTING_RESOURCE, { id: group })
  const [update] = useUpdate()
  const save = async (values: object) => {
    try {
      await update(
        MARKETPLACE_SETTING_RESOURCE,
        { id: group, data: values, previousData: record },
        { returnPromise: true, mutationMode: 'pessimistic' },
      )
    } catch (error) {
      return (error as HttpError).body?.errors as Record<string, string> | undefined
    }
    notify(t`Settings saved.`)
    return undefined
  }
  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={[{ label: t`Dashboard`, to: '/' }, { label: t`Settings` }, { label: title }]}
      />
      <Box sx={{ px: 2, color: 'text.secondary' }}>{summary}</Box>
      {record ? (
        <Form
          key={group}
          record={record}
          validate={zodValidate(MARKETPLACE_SETTING_GROUPS[group])}
          onSubmit={save}
        >
          <Box sx={{ display: 'grid', gap: 1, p: 2, maxWidth: 720 }}>
            {children}
            <Box>
              <SaveButton alwaysEnable />
            </Box>
          </Box>
        </Form>
      ) : null}
    </>
  )
}
