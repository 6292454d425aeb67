import AddIcon from '@mui/icons-material/Add'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import { useLingui } from '@lingui/react/macro'
import {
  LEGAL_TEXT_KINDS,
  LOCALE_NAMES,
  LOCALES,
  type LegalTextKindCode,
  type LegalTextRecord,
} from '@jaunt/domain'
import { formatDate } from '@jaunt/i18n'
import { DataTable, List, SearchInput, SelectInput, TextInput, TopToolbar } from 'react-admin'
import { Link } from 'react-router-dom'
import { useServices } from '../../AdminServicesContext'
import { PageHeader } from '../../layout/PageHeader'
import { NEW_TOUR_ID } from '../tours/tourPaths'
import { LEGAL_TEXT_KIND_LABELS } from './legalTextKinds'

/** Every version of the legal texts, newest first; the terms-of-use page shows that kind alone. */
export function LegalTextList({ resource, kind }: { resource: string; kind?: LegalTextKindCode }) {
  const { t, i18n } = useLingui()
  const { base } = useServices()
  const title = kind ? i18n._(LEGAL_TEXT_KIND_LABELS[kind]) : t`Legal texts`
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={t`Search by title`} />,
    ...(kind
      ? []
      : [
          <SelectInput
            key="kind"
            source="kind"
            label={t`Kind`}
            alwaysOn
            choices={LEGAL_TEXT_KINDS.map((code) => ({
              id: code,
              name: i18n._(LEGAL_TEXT_KIND_LABELS[code]),
            }))}
          />,
        ]),
    <SelectInput
      key="locale"
      source="locale"
      label={t`Language`}
      alwaysOn
      choices={LOCALES.map((code) => ({ id: code, name: LOCALE_NAMES[code] }))}
    />,
    <TextInput key="country_code" source="country_code" label={t`Country`} alwaysOn sx={{ width: 100 }} />,
  ]
  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={[{ label: t`Dashboard`, to: '/' }, { label: t`Texts` }, { label: title }]}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} component={Link} to={`${NEW_TOUR_ID}`}>
            {t`Publish a new text`}
          </Button>
        }
      />
      <List
        resource={resource}
        filters={filters}
        filter={kind ? { kind } : undefined}
        sort={{ field: 'published_at', order: 'DESC' }}
        perPage={25}
        exporter={false}
        actions={<TopToolbar />}
        title={false}
      >
        <DataTable<LegalTextRecord> rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="title" label={t`Title`} />
          {!kind && (
            <DataTable.Col
              source="kind"
              label={t`Kind`}
              render={(text: LegalTextRecord) => i18n._(LEGAL_TEXT_KIND_LABELS[text.kind])}
            />
          )}
          <DataTable.Col
            source="country_code"
            label={t`Country`}
            render={(text: LegalTextRecord) => text.country_code ?? t`Every country`}
          />
          <DataTable.Col
            source="locale"
            label={t`Language`}
            render={(text: LegalTextRecord) => LOCALE_NAMES[text.locale]}
          />
          <DataTable.Col
            source="version"
            label={t`Version`}
            render={(text: LegalTextRecord) => (
              <>
                {text.version} {text.is_current && <Chip size="small" color="success" label={t`Current`} />}
              </>
            )}
          />
          <DataTable.Col
            source="published_at"
            label={t`Published`}
            render={(text: LegalTextRecord) => formatDate(text.published_at, base.locale)}
          />
        </DataTable>
      </List>
    </>
  )
}
