import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import { LOCALE_NAMES, type LegalTextKindCode, type LegalTextRecord } from '@jaunt/domain'
import { Create, Edit, RichTextField, useRecordContext } from 'react-admin'
import { Link, useParams } from 'react-router-dom'
import { stayOnRecordError } from '../../forms/RecordError'
import { PageHeader } from '../../layout/PageHeader'
import { NEW_TOUR_ID, isNewTour } from '../tours/tourPaths'
import { LegalTextForm } from './LegalTextForm'
import { LEGAL_TEXT_KIND_LABELS } from './legalTextKinds'

interface PageProps {
  resource: string
  kind?: LegalTextKindCode
}

function useBreadcrumbs(resource: string, kind: LegalTextKindCode | undefined, last: string) {
  const { t, i18n } = useLingui()
  const list = kind ? i18n._(LEGAL_TEXT_KIND_LABELS[kind]) : t`Legal texts`
  return [{ label: t`Dashboard`, to: '/' }, { label: list, to: `/${resource}` }, { label: last }]
}

function VersionHeading({ resource, kind }: PageProps) {
  const { t, i18n } = useLingui()
  const text = useRecordContext<LegalTextRecord>()
  const title = text?.title ?? t`Legal text`
  const breadcrumbs = useBreadcrumbs(resource, kind, title)
  if (!text) return null
  const country = text.country_code ?? t`Every country`
  const { id: _id, version: _version, is_current: _current, published_at: _at, ...next } = text
  const kindLabel = i18n._(LEGAL_TEXT_KIND_LABELS[text.kind])
  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={breadcrumbs}
        actions={
          <Button
            variant="contained"
            component={Link}
            to={`../${NEW_TOUR_ID}`}
            relative="path"
            state={{ record: next }}
          >
            {t`Publish a new version`}
          </Button>
        }
      />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t`${kindLabel} · ${country} · ${LOCALE_NAMES[text.locale]} · version ${text.version}`}
      </Typography>
    </>
  )
}

function Preview() {
  const { t } = useLingui()
  return (
    <Box sx={{ mt: 3, maxWidth: 960 }}>
      <Typography variant="subtitle1" component="h2">
        {t`As readers see it`}
      </Typography>
      <Box
        sx={{ border: 1, borderColor: 'divider', borderRadius: 2, px: 3, py: 1 }}
        data-testid="legal-text-preview"
      >
        <RichTextField source="content_html" />
      </Box>
    </Box>
  )
}

/** `legal-text/{id}`, -1 publishing: a new version, or a correction of this one's words. */
export function LegalTextEditOrCreate({ resource, kind }: PageProps) {
  const { t } = useLingui()
  const { id } = useParams()
  const breadcrumbs = useBreadcrumbs(resource, kind, t`Publish`)
  if (isNewTour(id))
    return (
      <>
        <PageHeader title={t`Publish a new text`} breadcrumbs={breadcrumbs} />
        {(kind ?? 'terms-and-conditions') === 'terms-and-conditions' && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t`A new version of the terms for partners and suppliers asks its users to accept it at their next login.`}
          </Typography>
        )}
        <Create
          resource={resource}
          title={false}
          record={{
            kind: kind ?? 'terms-and-conditions',
            country_code: '',
            locale: 'en',
            title: '',
            content_html: '',
          }}
          redirect="edit"
        >
          <LegalTextForm kind={kind} />
        </Create>
      </>
    )
  return (
    <Edit
      resource={resource}
      title={false}
      mutationMode="pessimistic"
      redirect={false}
      actions={false}
      {...stayOnRecordError}
    >
      <VersionHeading resource={resource} kind={kind} />
      <LegalTextForm published kind={kind} />
      <Preview />
    </Edit>
  )
}
