import AddIcon from '@mui/icons-material/Add'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import { useLingui } from '@lingui/react/macro'
import type { AlertRecord } from '@jaunt/domain'
import { DataTable, List, SelectInput, TopToolbar } from 'react-admin'
import { Link } from 'react-router-dom'
import { PageHeader } from '../../layout/PageHeader'
import { NEW_TOUR_ID } from '../tours/tourPaths'
import { useLocalName } from '../tours/useLocalName'
import { ALERT_RESOURCE } from './alertsData'
import { AUDIENCE_LABELS, SEVERITY_LABELS, STATE_LABELS } from './alertLabels'

/** `tools/alerts`: messages shown at the top of the back office, by role and period. */
export function AlertList() {
  const { t, i18n } = useLingui()
  const localText = useLocalName()
  const when = (date: string | null) =>
    date ? i18n.date(date, { dateStyle: 'medium', timeStyle: 'short' }) : '—'
  const audience = (alert: AlertRecord) =>
    alert.roles.length === 0
      ? t`Everyone`
      : AUDIENCE_LABELS.filter(([role]) => alert.roles.includes(role))
          .map(([, label]) => i18n._(label))
          .join(', ')
  return (
    <>
      <PageHeader
        title={t`Alerts`}
        breadcrumbs={[{ label: t`Dashboard`, to: '/' }, { label: t`Tools` }, { label: t`Alerts` }]}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} component={Link} to={`${NEW_TOUR_ID}`}>
            {t`Create alert`}
          </Button>
        }
      />
      <List
        resource={ALERT_RESOURCE}
        filters={[
          <SelectInput
            key="state"
            source="state"
            label={t`State`}
            alwaysOn
            choices={Object.entries(STATE_LABELS).map(([id, label]) => ({ id, name: i18n._(label) }))}
            translateChoice={false}
          />,
        ]}
        sort={{ field: 'id', order: 'DESC' }}
        perPage={25}
        exporter={false}
        actions={<TopToolbar />}
        title={false}
      >
        <DataTable<AlertRecord> rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col
            source="message"
            label={t`Message`}
            render={(alert: AlertRecord) => localText(alert.message)}
          />
          <DataTable.Col
            source="severity"
            label={t`Look`}
            render={(alert: AlertRecord) => i18n._(SEVERITY_LABELS[alert.severity])}
          />
          <DataTable.Col source="roles" label={t`Shown to`} disableSort render={audience} />
          <DataTable.Col
            source="starts_at"
            label={t`From`}
            render={(alert: AlertRecord) => when(alert.starts_at)}
          />
          <DataTable.Col
            source="ends_at"
            label={t`Until`}
            render={(alert: AlertRecord) => when(alert.ends_at)}
          />
          <DataTable.Col
            source="state"
            label={t`State`}
            disableSort
            render={(alert: AlertRecord) => (
              <Chip
                size="small"
                color={alert.state === 'showing' ? 'success' : 'default'}
                label={i18n._(STATE_LABELS[alert.state])}
              />
            )}
          />
        </DataTable>
      </List>
    </>
  )
}
