import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import { useLingui } from '@lingui/react/macro'
import { NO_SITE_ID, generalSettingsInputSchema, type GeneralSettingsRecord } from '@jaunt/domain'
import { Form, SaveButton, useCreate, useGetOne, useNotify, useUpdate, type HttpError } from 'react-admin'
import { useEffect, useState } from 'react'
import { useNavigate, useParams } from 'react-router-dom'
import { useServices } from '../../AdminServicesContext'
import { zodValidate } from '../../forms/zodValidate'
import { PageHeader } from '../../layout/PageHeader'
import { useSites } from '../../sites/SiteContext'
import { PendingChangeNotice } from '../site-changes/PendingChangeNotice'
import { SiteChangeHistory } from '../site-changes/SiteChangeHistory'
import { ApprovalNotice } from './ApprovalNotice'
import { GeneralSettingsFields } from './GeneralSettingsFields'

const RESOURCE = 'site-general-settings'
const validate = zodValidate(generalSettingsInputSchema)
const NEW_SITE = { language: { enabled_language: ['en'], primary_language: 'en' }, domain: null }

/**
 * `{siteId}/general-settings`: the site's own record. Site -1 creates a site, which then waits for
 * an admin's approval; any other id edits that site. The server's 400 and 409 land on the fields.
 */
export function GeneralSettingsPage() {
  const { t } = useLingui()
  const { base } = useServices()
  const notify = useNotify()
  const navigate = useNavigate()
  const { reload, sites } = useSites()
  const siteId = Number(useParams().siteId)
  const creating = siteId === NO_SITE_ID
  const { data: record } = useGetOne<GeneralSettingsRecord>(RESOURCE, { id: siteId }, { enabled: !creating })
  const [create] = useCreate()
  const [update] = useUpdate()
  const [createdId, setCreatedId] = useState<number | null>(null)
  useEffect(() => {
    if (createdId !== null && sites?.some((site) => site.id === createdId))
      navigate(`${base.basename}/${createdId}/general-settings`)
  }, [createdId, sites, navigate, base.basename])

  const save = async (values: object) => {
    try {
      if (creating) {
        const created = (await create(RESOURCE, { data: values }, { returnPromise: true })) as {
          id: number
        }
        // The new site's page opens once the site list, which its route guard reads, holds it.
        setCreatedId(created.id)
        reload()
        notify(t`Site created. It waits for an admin's approval.`)
        return undefined
      }
      await update(
        RESOURCE,
        { id: siteId, data: values, previousData: record },
        { returnPromise: true, mutationMode: 'pessimistic' },
      )
    } catch (error) {
      return (error as HttpError).body?.errors as Record<string, string> | undefined
    }
    reload()
    notify(t`Settings saved.`)
    return undefined
  }

  const siteName = sites?.find((site) => site.id === siteId)?.name ?? record?.name
  return (
    <>
      <PageHeader
        title={t`General Settings`}
        breadcrumbs={[
          { label: creating ? t`New site` : (siteName ?? '') },
          { label: t`General Settings` },
          { label: creating ? t`Create` : t`Edit` },
        ]}
      />
      {record && <ApprovalNotice record={record} />}
      {record && <PendingChangeNotice record={record} />}
      {(creating || record) && (
        <Card>
          <Form key={siteId} record={record ?? NEW_SITE} validate={validate} onSubmit={save}>
            <Box sx={{ display: 'grid', gap: 1, p: 2, maxWidth: 640 }}>
              <GeneralSettingsFields />
              <Box>
                <SaveButton alwaysEnable label={creating ? t`Create site` : t`Save`} />
              </Box>
            </Box>
          </Form>
        </Card>
      )}
      {record && <SiteChangeHistory siteId={record.id} waiting={record.pending_change?.id ?? null} />}
    </>
  )
}
