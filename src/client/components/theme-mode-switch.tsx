import { useColorScheme } from '@mui/material/styles'
import { useTranslation } from 'react-i18next'
import { DEFAULT_THEME_MODE, THEME_MODES, type ThemeMode } from '#client/lib/theme.ts'
import { PlainButton } from './plain-button.tsx'
import { ThemeGlyph } from './theme-glyph.tsx'

export function useThemeMode(): [ThemeMode, (mode: ThemeMode) => void] {
  const { mode, setMode } = useColorScheme()
  return [(mode as ThemeMode | undefined) ?? DEFAULT_THEME_MODE, setMode]
}

/** One button that steps through dark → light → system; says which mode is on. */
export function ThemeModeSwitchButton() {
  const { t } = useTranslation()
  const [mode, setMode] = useThemeMode()
  const next = THEME_MODES[(THEME_MODES.indexOf(mode) + 1) % THEME_MODES.length] ?? DEFAULT_THEME_MODE
  return (
    <PlainButton
      tone="inherit"
      size="small"
      onClick={() => setMode(next)}
      startIcon={<ThemeGlyph mode={mode} size={18} />}
      aria-label={t('theme.switch_to', { current: t(`theme.${mode}`), next: t(`theme.${next}`) })}
    >
      {t(`theme.${mode}`)}
    </PlainButton>
  )
}
