import GlobalStyles from '@mui/material/GlobalStyles'

/** On paper: the list alone, no menus, app bar or controls, and no card split across pages. */
export function GuestListPrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          '.RaAppBar-root, header.MuiAppBar-root, .RaSidebar-root, .MuiDrawer-root, .MuiBreadcrumbs-root, .guest-list-controls, .guest-card-check-in':
            { display: 'none !important' },
          '.guest-list-print-only': { display: 'block !important' },
          '.RaLayout-appFrame': { marginTop: '0 !important' },
          '.RaLayout-content': { padding: '0 !important' },
          '.guest-card': { boxShadow: 'none', padding: '6px 8px !important', opacity: '1 !important' },
          body: { background: '#fff' },
        },
      }}
    />
  )
}
