import AddIcon from '@mui/icons-material/Add'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import type { SupplierConsentRecord } from '@jaunt/domain'
import { DataTable, List, TopToolbar, useBasename } from 'react-admin'
import { Link } from 'react-router-dom'
import { NEW_TOUR_ID } from '../tours/tourPaths'
import { CONSENT_RESOURCE } from './consentData'
import { useValidityText } from './useValidityText'

/** The supplier's consents to partners selling their products in packages, on the product settings page. */
export function ConsentList() {
  const { t } = useLingui()
  const validity = useValidityText()
  const basename = useBasename()
  return (
    <Box component="section" sx={{ mt: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h6" component="h2">{t`Supplier consents`}</Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          component={Link}
          to={`supplier-consent/${NEW_TOUR_ID}`}
        >
          {t`Create consent`}
        </Button>
      </Box>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t`Partners may put your products in their packages only while a consent covers them.`}
      </Typography>
      <List
        resource={CONSENT_RESOURCE}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={25}
        exporter={false}
        actions={<TopToolbar />}
        title={false}
        disableSyncWithLocation
        empty={<Typography variant="body2">{t`You have no consents yet.`}</Typography>}
      >
        <DataTable<SupplierConsentRecord>
          rowClick={(id) => `${basename}/product-settings/supplier-consent/${String(id)}`}
          bulkActionButtons={false}
        >
          <DataTable.Col source="name" label={t`Name`} />
          <DataTable.Col
            source="all_services"
            label={t`Covers`}
            disableSort
            render={(consent: SupplierConsentRecord) =>
              consent.all_services ? t`All your products` : t`${consent.service_count} products`
            }
          />
          <DataTable.Col
            source="valid_from"
            label={t`Valid`}
            render={(consent: SupplierConsentRecord) => validity(consent)}
          />
          <DataTable.Col
            source="in_force"
            label={t`Status`}
            disableSort
            render={(consent: SupplierConsentRecord) => (
              <Chip
                size="small"
                color={consent.in_force ? 'success' : 'default'}
                label={consent.in_force ? t`In force` : t`Not in force`}
              />
            )}
          />
        </DataTable>
      </List>
    </Box>
  )
}
