import Box from '@mui/material/Box'
import { useLingui } from '@lingui/react/macro'
import { SITE_SETTING_GROUPS, type SiteSettingGroup } from '@jaunt/domain'
import type { ReactNode } from 'react'
import { Form, SaveButton, useGetOne, useNotify, useUpdate, type HttpError, type RaRecord } from 'react-admin'
import { zodValidate } from '../../forms/zodValidate'

const RESOURCE = 'site-setting'

/** One settings group of a site, read and replaced whole; `save` returns the server's 400 by field. */
export function useSettingsGroup(siteId: number, group: SiteSettingGroup) {
  const { t } = useLingui()
  const notify = useNotify()
  const meta = { group }
  const { data: record } = useGetOne<RaRecord>(RESOURCE, { id: siteId, meta })
  const [update] = useUpdate()
  const save = async (values: object) => {
    try {
      await update(
        RESOURCE,
        { id: siteId, data: values, previousData: record, meta },
        { returnPromise: true, mutationMode: 'pessimistic' },
      )
    } catch (error) {
      return (error as HttpError).body?.errors as Record<string, string> | undefined
    }
    notify(t`Settings saved.`)
    return undefined
  }
  return { record, save, validate: zodValidate(SITE_SETTING_GROUPS[group]) }
}

/** One settings group of a site as a form: the server's 400 lands on the fields. */
export function SettingsGroupForm({
  siteId,
  group,
  children,
}: {
  siteId: number
  group: SiteSettingGroup
  children: ReactNode
}) {
  const { record, save, validate } = useSettingsGroup(siteId, group)
  if (!record) return null
  return (
    <Form key={group} record={record} validate={validate} onSubmit={save}>
      <Box sx={{ display: 'grid', gap: 1, p: 2, maxWidth: 720 }}>
        {children}
        <Box>
          <SaveButton alwaysEnable />
        </Box>
      </Box>
    </Form>
  )
}
