import GlobalStyles from '@mui/material/GlobalStyles'
import { useLayoutEffect } from 'react'

/**
 * The part of MUI's CssBaseline this app needs (box sizing, body colors and type, color-scheme per theme), written
 * out so the entry chunk stays small. Theme-wide focus and reduced-motion rules live here too.
 */
export function AppBaseline() {
  // index.html paints <html> inline before any CSS loads (no flash); from here on the stylesheet follows the theme,
  // so the inline values must go or a theme switch would keep the first background and color-scheme.
  useLayoutEffect(() => {
    const style = document.documentElement.style
    style.removeProperty('background-color')
    style.removeProperty('color-scheme')
  }, [])
  return (
    <GlobalStyles
      styles={(theme) => ({
        html: {
          WebkitFontSmoothing: 'antialiased',
          MozOsxFontSmoothing: 'grayscale',
          boxSizing: 'border-box',
          WebkitTextSizeAdjust: '100%',
          backgroundColor: theme.vars?.palette.background.default,
        },
        '[data-theme="light"]': { colorScheme: 'light' },
        '[data-theme="dark"]': { colorScheme: 'dark' },
        '*, *::before, *::after': { boxSizing: 'inherit' },
        'strong, b': { fontWeight: theme.typography.fontWeightBold },
        body: {
          margin: 0,
          ...theme.typography.body1,
          color: theme.vars?.palette.text.primary,
          backgroundColor: theme.vars?.palette.background.default,
        },
        ':focus-visible': { outline: `2px solid ${theme.vars?.palette.primary.main}`, outlineOffset: 2 },
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' },
        },
      })}
    />
  )
}
