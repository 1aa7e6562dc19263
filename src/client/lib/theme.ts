import { createTheme } from '@mui/material/styles'

export const THEME_STORAGE_KEY = 'theme'
export const DEFAULT_THEME_MODE = 'dark'
export type ThemeMode = 'light' | 'dark' | 'system'
export const THEME_MODES: readonly ThemeMode[] = ['light', 'dark', 'system']

export const CARD_RADIUS = 24
export const PAGE_TRANSITION = '0.2s ease-out'

const fontFamily = [
  'Inter',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',')

/**
 * Both color schemes as CSS variables; `[data-theme="dark"]` on <html> picks one. index.html sets that attribute
 * before React loads (from localStorage `theme`), so there is no flash of the wrong theme.
 */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'data-theme', cssVarPrefix: 'lp' },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: '#0d6b3a', light: '#2e8b57', dark: '#07492a', contrastText: '#ffffff' },
        secondary: { main: '#c98a00', contrastText: '#1a1300' },
        success: { main: '#1f8a4c' },
        background: { default: '#f4f7f5', paper: '#ffffff' },
        text: { primary: '#0f1a14', secondary: '#4b5b52' },
        divider: 'rgba(15, 40, 25, 0.12)',
      },
    },
    dark: {
      palette: {
        primary: { main: '#3fcf7f', light: '#6fe0a0', dark: '#1f9d57', contrastText: '#04140b' },
        secondary: { main: '#f5c044', contrastText: '#1a1300' },
        success: { main: '#3fcf7f' },
        background: { default: '#0a110e', paper: '#111b16' },
        text: { primary: '#e7efe9', secondary: '#9fb2a7' },
        divider: 'rgba(200, 240, 215, 0.12)',
      },
    },
  },
  breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily,
    h1: { fontWeight: 800, fontSize: '2.25rem', letterSpacing: '-0.02em', lineHeight: 1.15 },
    h2: { fontWeight: 800, fontSize: '1.875rem', letterSpacing: '-0.02em', lineHeight: 1.2 },
    h3: { fontWeight: 700, fontSize: '1.5rem', letterSpacing: '-0.01em' },
    h4: { fontWeight: 700, fontSize: '1.25rem', letterSpacing: '-0.01em' },
    h5: { fontWeight: 700, fontSize: '1.125rem' },
    h6: { fontWeight: 700, fontSize: '1rem' },
    subtitle1: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600, letterSpacing: 0 },
  },
  components: {
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: { root: { borderRadius: CARD_RADIUS } },
    },
    MuiPaper: {
      styleOverrides: { root: { backgroundImage: 'none' } },
    },
    MuiDialog: {
      styleOverrides: { paper: { borderRadius: CARD_RADIUS } },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 999, paddingInline: 18 }, sizeLarge: { minHeight: 48 } },
    },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiOutlinedInput: { styleOverrides: { root: { borderRadius: 12 } } },
    MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
})
