import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import { routeAccess, type SupplierConsentMappingRecord, type SupplierConsentRecord } from '@jaunt/domain'
import { useState } from 'react'
import { useCreate, useDelete, useGetList, useNotify, type HttpError } from 'react-admin'
import { pageById } from '../../access/pages'
import { useUser } from '../../access/useCurrentUser'
import { FIELD_MESSAGES } from '../../i18n/fieldMessages'
import { CONSENT_MAPPING_RESOURCE } from './consentData'

type Product = { id: number; name: string }
const everything = { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' as const } }

/** The products a consent covers: added from the supplier's activities and accommodations, removed one by one. */
export function ConsentProducts({ consent }: { consent: SupplierConsentRecord }) {
  const { t, i18n } = useLingui()
  const notify = useNotify()
  const [chosen, setChosen] = useState('')
  const { data: mapped = [], refetch } = useGetList<SupplierConsentMappingRecord>(CONSENT_MAPPING_RESOURCE, {
    ...everything,
    filter: { supplier_consent_id: consent.id },
  })
  // Only the kinds of product the supplier may manage: asking for the others would be a 403.
  const user = useUser()
  const may = (page: string) =>
    routeAccess({ user, route: pageById('npanel', page).requires, site: null }) !== 'denied'
  const { data: activities = [] } = useGetList<Product>('tour', everything, { enabled: may('activities') })
  const { data: hotels = [] } = useGetList<Product>('hotel', everything, { enabled: may('accommodations') })
  const [create, { isPending: adding }] = useCreate()
  const [remove] = useDelete()
  const inside = new Set(mapped.map((mapping) => mapping.service_id))
  const choices = [...activities, ...hotels].filter((product) => !inside.has(product.id))
  const said = (error: HttpError) => {
    const message = (error.body as { errors?: { message: string }[] } | undefined)?.errors?.[0]?.message
    const text = message ?? error.message
    notify(FIELD_MESSAGES[text] ? i18n._(FIELD_MESSAGES[text]) : text, { type: 'error' })
  }
  const add = () =>
    create(
      CONSENT_MAPPING_RESOURCE,
      { data: { supplier_consent_id: consent.id, service_id: Number(chosen) } },
      { onSuccess: () => (setChosen(''), refetch()), onError: (error) => said(error as HttpError) },
    )
  return (
    <Box component="section" sx={{ mt: 3, maxWidth: 600 }}>
      <Typography variant="h6" component="h2">{t`Products in this consent`}</Typography>
      {consent.all_services && (
        <Typography variant="body2">{t`This consent covers all your products, including those below.`}</Typography>
      )}
      <List dense aria-label={t`Products in this consent`}>
        {mapped.map((mapping) => (
          <ListItem
            key={mapping.id}
            secondaryAction={
              <Button
                size="small"
                onClick={() =>
                  remove(
                    CONSENT_MAPPING_RESOURCE,
                    { id: mapping.id, previousData: mapping },
                    {
                      mutationMode: 'pessimistic',
                      onSuccess: () => refetch(),
                      onError: (e) => said(e as HttpError),
                    },
                  )
                }
              >
                {t`Remove`}
              </Button>
            }
          >
            <ListItemText primary={mapping.service_name} />
          </ListItem>
        ))}
        {mapped.length === 0 && (
          <ListItem>
            <ListItemText secondary={t`No products yet.`} />
          </ListItem>
        )}
      </List>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t`Product`}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          sx={{ minWidth: 280 }}
        >
          {choices.map((product) => (
            <MenuItem key={product.id} value={String(product.id)}>
              {product.name}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" disabled={!chosen || adding} onClick={add} sx={{ whiteSpace: 'nowrap' }}>
          {t`Add product`}
        </Button>
      </Box>
    </Box>
  )
}
