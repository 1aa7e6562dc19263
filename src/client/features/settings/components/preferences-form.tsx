import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { LANGUAGE_NAMES } from '#client/components/language-switch.tsx'
import { useThemeMode } from '#client/components/theme-mode-switch.tsx'
import { THEME_MODES, type ThemeMode } from '#client/lib/theme.ts'
import { useLang, useSwitchLanguage } from '#client/lib/use-lang.ts'
import { isLang, type Lang } from '#domain/navigation/locale-path.ts'

/** Language and theme: applied at once, kept in the browser (and the `lang` cookie). */
export function PreferencesForm() {
  const { t } = useTranslation()
  const lang = useLang()
  const switchLanguage = useSwitchLanguage()
  const [mode, setMode] = useThemeMode()
  const languageId = useId()
  const themeId = useId()

  return (
    <Stack spacing={3}>
      <FormControl>
        <FormLabel id={languageId} sx={{ fontWeight: 600, mb: 0.5 }}>
          {t('settings.preferences.language')}
        </FormLabel>
        <RadioGroup
          row
          aria-labelledby={languageId}
          value={lang}
          onChange={(event) => isLang(event.target.value) && switchLanguage(event.target.value)}
        >
          {(['es', 'en'] as Lang[]).map((option) => (
            <FormControlLabel
              key={option}
              value={option}
              control={<Radio />}
              label={<span lang={option}>{LANGUAGE_NAMES[option]}</span>}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <FormControl>
        <FormLabel id={themeId} sx={{ fontWeight: 600, mb: 0.5 }}>
          {t('settings.preferences.theme')}
        </FormLabel>
        <RadioGroup
          row
          aria-labelledby={themeId}
          value={mode}
          onChange={(event) => setMode(event.target.value as ThemeMode)}
        >
          {THEME_MODES.map((option) => (
            <FormControlLabel key={option} value={option} control={<Radio />} label={t(`theme.${option}`)} />
          ))}
        </RadioGroup>
      </FormControl>
    </Stack>
  )
}
