import Button from '@mui/material/Button'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useDataProvider, useNotify } from 'react-admin'
import { ConfirmDialog } from '../../layout/ConfirmDialog'

/** Takes every product off the site, after asking. */
export function ClearCatalogueButton({ siteId, disabled }: { siteId: number; disabled: boolean }) {
  const { t } = useLingui()
  const dataProvider = useDataProvider()
  const queryClient = useQueryClient()
  const notify = useNotify()
  const [open, setOpen] = useState(false)
  const [loading, setLoading] = useState(false)
  const clear = async () => {
    setLoading(true)
    try {
      await dataProvider.clearCatalogue('site-catalogue', { site_id: siteId })
      notify(t`Every product was taken off this site.`)
      await queryClient.invalidateQueries({ queryKey: ['site-catalogue'] })
    } catch (error) {
      notify((error as Error).message, { type: 'error' })
    } finally {
      setLoading(false)
      setOpen(false)
    }
  }
  return (
    <>
      <Button color="error" disabled={disabled} onClick={() => setOpen(true)}>
        {t`Remove all`}
      </Button>
      <ConfirmDialog
        open={open}
        loading={loading}
        title={<Trans>Take every product off this site?</Trans>}
        description={<Trans>Guests will find nothing on the site until you add products again.</Trans>}
        confirmLabel={<Trans>Remove all</Trans>}
        onCancel={() => setOpen(false)}
        onConfirm={() => void clear()}
      />
    </>
  )
}
