import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import LinearProgress from '@mui/material/LinearProgress'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { useLingui } from '@lingui/react/macro'
import { useApi } from '@jaunt/api-client/react'
import type { Locale, MailKind } from '@jaunt/domain'
import { useState } from 'react'
import { useBasename } from 'react-admin'
import { Link } from 'react-router-dom'
import { useServices } from '../../AdminServicesContext'
import { PageHeader } from '../../layout/PageHeader'
import { LocaleSelect } from './LocaleSelect'
import { MailPreviewPanel } from './MailPreviewPanel'
import { MAIL_NAMES, listMailTemplates, previewMail } from './mailTextsData'

/** `settings/mailtemplate`: every mail the product sends, who gets it and when, and a preview per language. */
export function MailTemplatesPage() {
  const { t, i18n } = useLingui()
  const basename = useBasename()
  const [kind, setKind] = useState<MailKind>('booking-confirmation')
  const [locale, setLocale] = useState<Locale>(useServices().base.locale)
  const { data: templates, error } = useApi(['mail-templates'] as const, (client) =>
    listMailTemplates(client),
  )
  const { data: preview } = useApi(['mail-preview', kind, locale] as const, (client) =>
    previewMail(client, kind, locale),
  )
  const recipients = {
    guest: t`Guest`,
    supplier: t`Supplier`,
    partner: t`Partner`,
    user: t`Back-office user`,
  }
  return (
    <>
      <PageHeader
        title={t`Mail templates`}
        breadcrumbs={[{ label: t`Dashboard`, to: '/' }, { label: t`Settings` }, { label: t`Mail templates` }]}
      />
      {error && <Alert severity="error">{t`The mails could not be loaded.`}</Alert>}
      {!templates && !error && <LinearProgress aria-label={t`Loading`} />}
      {templates && (
        <Table size="small" aria-label={t`Mails`} sx={{ mb: 3 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t`Mail`}</TableCell>
              <TableCell>{t`Receiver`}</TableCell>
              <TableCell>{t`Sent`}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {templates.map((template) => (
              <TableRow key={template.kind} selected={template.kind === kind}>
                <TableCell component="th" scope="row">
                  {i18n._(MAIL_NAMES[template.kind].name)}
                  {template.required && (
                    <Chip size="small" label={t`Always sent`} sx={{ ml: 1 }} variant="outlined" />
                  )}
                </TableCell>
                <TableCell>{recipients[template.recipient]}</TableCell>
                <TableCell>{i18n._(MAIL_NAMES[template.kind].trigger)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Button size="small" onClick={() => setKind(template.kind)}>{t`Preview`}</Button>
                  <Button
                    size="small"
                    component={Link}
                    to={`${basename}/email-translation?kind=${template.kind}&locale=${locale}`}
                  >
                    {t`Edit texts`}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2 }}>
        <LocaleSelect value={locale} onChange={setLocale} />
      </Box>
      {preview && <MailPreviewPanel preview={preview} />}
    </>
  )
}
