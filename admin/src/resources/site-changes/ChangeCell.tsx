import Box from '@mui/material/Box'
import { useLingui } from '@lingui/react/macro'
import type { SiteChangeRow } from '@jaunt/domain'

type Asked = Pick<
  SiteChangeRow,
  'name' | 'sub_domain' | 'domain' | 'old_name' | 'old_sub_domain' | 'old_domain'
>

/** Each field the request changes, as old → new; an emptied domain reads as "none". */
export function ChangeCell({ change }: { change: Asked }) {
  const { t } = useLingui()
  const none = t`none`
  const fields = [
    { label: t`Site name`, old: change.old_name, value: change.name },
    { label: t`Sub-domain`, old: change.old_sub_domain, value: change.sub_domain },
    { label: t`Own domain`, old: change.old_domain ?? none, value: change.domain ?? none },
  ].filter((field) => field.old !== field.value)
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {fields.map((field) => (
        <li key={field.label}>
          {field.label}: {field.old} → <strong>{field.value}</strong>
        </li>
      ))}
    </Box>
  )
}
