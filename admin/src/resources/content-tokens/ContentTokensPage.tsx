import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Chip from '@mui/material/Chip'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import type { ContentTokenRecord } from '@jaunt/domain'
import { useDelete, useGetList } from 'react-admin'
import { PageHeader } from '../../layout/PageHeader'
import { NewTokenForm } from './NewTokenForm'

/** Tools › Content API tokens: read-only keys to one site's pages, menu and products (`/content/v1`). */
export function ContentTokensPage() {
  const { t, i18n } = useLingui()
  const { data: tokens, refetch } = useGetList<ContentTokenRecord>('content-token', {
    pagination: { page: 1, perPage: 100 },
  })
  const [revoke] = useDelete()
  const when = (date: string | null) =>
    date ? i18n.date(date, { dateStyle: 'medium', timeStyle: 'short' }) : '—'
  return (
    <>
      <PageHeader
        title={t`Content API tokens`}
        breadcrumbs={[{ label: t`Tools` }, { label: t`Content API tokens` }]}
      />
      <Card sx={{ p: 2 }}>
        <Typography sx={{ mb: 2 }}>
          {t`A token lets a partner's own app or website read their site's published pages, menu and products from /content/v1, in the language it asks for. It cannot change anything.`}
        </Typography>
        <NewTokenForm onCreated={() => void refetch()} />
        <Table size="small" aria-label={t`Content API tokens`}>
          <TableHead>
            <TableRow>
              <TableCell>{t`Name`}</TableCell>
              <TableCell>{t`Site`}</TableCell>
              <TableCell>{t`Starts with`}</TableCell>
              <TableCell>{t`Created`}</TableCell>
              <TableCell>{t`Last used`}</TableCell>
              <TableCell>{t`Status`}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {(tokens ?? []).map(({ name: tokenName, ...token }) => (
              <TableRow key={token.id}>
                <TableCell>{tokenName}</TableCell>
                <TableCell>{token.site_name}</TableCell>
                <TableCell>
                  <code>{token.prefix}…</code>
                </TableCell>
                <TableCell>
                  {when(token.created_at)}
                  {token.created_by_name ? ` · ${token.created_by_name}` : ''}
                </TableCell>
                <TableCell>{when(token.last_used_at)}</TableCell>
                <TableCell>
                  {token.revoked_at ? (
                    <>
                      <Chip size="small" label={t`Revoked`} /> {when(token.revoked_at)}
                    </>
                  ) : (
                    <Chip size="small" color="success" label={t`Active`} />
                  )}
                </TableCell>
                <TableCell align="right">
                  {!token.revoked_at && (
                    <Button
                      size="small"
                      color="error"
                      onClick={async () => {
                        if (
                          !window.confirm(
                            t`Revoke "${tokenName}"? Apps using it stop getting content at once.`,
                          )
                        )
                          return
                        await revoke(
                          'content-token',
                          { id: token.id, previousData: { ...token, name: tokenName } },
                          { mutationMode: 'pessimistic', onSuccess: () => void refetch() },
                        )
                      }}
                    >
                      {t`Revoke ${tokenName}`}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {tokens?.length === 0 && <Typography sx={{ p: 2 }}>{t`No tokens yet.`}</Typography>}
      </Card>
    </>
  )
}
