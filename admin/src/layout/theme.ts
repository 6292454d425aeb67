import { DRAWER_WIDTH, SIDEBAR_WIDTH } from '@jaunt/domain'
import { defaultTheme, type RaThemeOptions } from 'react-admin'
import type { AdminArea } from '../routing/adminBase'

/** The marketplace's own look, or the package-stay integration's for its users (spec part 1 §2). */
export type Brand = 'jaunt' | 'stay'

export const BRAND_COLOURS: Record<Brand, { primary: string; secondary: string; accent: string }> = {
  // The product's default primary, dark blue (docs/decisions.md).
  jaunt: { primary: '#0B2A5B', secondary: '#0F766E', accent: '#E8EEF8' },
  stay: { primary: '#134E4A', secondary: '#B45309', accent: '#E6F2F1' },
}

export function brandOf(user: { is_zaui_stay_user: boolean } | null | undefined): Brand {
  return user?.is_zaui_stay_user ? 'stay' : 'jaunt'
}

/** The admins' panel has the drawer (280), the partners' and suppliers' the sidebar (270). */
export function navigationWidth(area: AdminArea): number {
  return area === 'admin' ? DRAWER_WIDTH : SIDEBAR_WIDTH
}

const FONT = '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif'

export function themeFor(area: AdminArea, brand: Brand = 'jaunt'): RaThemeOptions {
  const colours = BRAND_COLOURS[brand]
  return {
    ...defaultTheme,
    palette: {
      mode: 'light',
      primary: { main: colours.primary },
      secondary: { main: colours.secondary },
      background: { default: '#F4F6FA', paper: '#FFFFFF' },
      text: { primary: '#101828', secondary: '#475467' },
      divider: '#E4E7EC',
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: FONT,
      h6: { fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    sidebar: { width: navigationWidth(area), closedWidth: 56 },
    components: {
      ...defaultTheme.components,
      MuiAppBar: {
        defaultProps: { elevation: 0, color: 'inherit' },
        styleOverrides: { root: { backgroundColor: '#FFFFFF', borderBottom: '1px solid #E4E7EC' } },
      },
      MuiCard: {
        defaultProps: { elevation: 0 },
        styleOverrides: { root: { border: '1px solid #E4E7EC' } },
      },
      MuiPaper: { styleOverrides: { rounded: { borderRadius: 12 } } },
      MuiTextField: {
        defaultProps: { variant: 'outlined', size: 'small', fullWidth: true, margin: 'dense' },
      },
      MuiFormControl: { defaultProps: { variant: 'outlined', size: 'small', margin: 'dense' } },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiMenuItem: {
        styleOverrides: {
          root: {
            borderRadius: 8,
            marginLeft: 8,
            marginRight: 8,
            fontSize: 15,
            '& .MuiListItemIcon-root': { minWidth: 40 },
          },
        },
      },
      RaMenuItemLink: {
        styleOverrides: {
          root: {
            borderLeft: 'none',
            '&.RaMenuItemLink-active:not(.JauntMenu-shadowed)': {
              backgroundColor: colours.accent,
              color: colours.primary,
              fontWeight: 600,
              '& .RaMenuItemLink-icon': { color: colours.primary },
            },
          },
        },
      },
      RaLayout: {
        styleOverrides: {
          // react-admin's layout is as wide as its widest content (fit-content). With minWidth 0 here and in
          // the list, a wide table scrolls in its own box instead of widening the page past the app bar.
          root: {
            minWidth: 0,
            '& .RaLayout-content': { paddingLeft: 24, paddingRight: 24, paddingBottom: 32, minWidth: 0 },
          },
        },
      },
      RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
      RaDataTable: {
        styleOverrides: { root: { '& .RaDataTable-tableWrapper': { overflowX: 'auto' } } },
      },
    },
  }
}
