import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import { useTranslation } from 'react-i18next'
import { yellowWarningText } from '#client/lib/competition/competition-display.ts'
import { useLang } from '#client/lib/use-lang.ts'
import { CardGlyph } from './competition-chips.tsx'

/**
 * A player's yellow-card warning as a coloured notice (player page): one yellow from a suspension (N−1, amber) or
 * the limit reached (N, red), in the game sheet's words.
 */
export function YellowWarningAlert({
  warning,
  yellowCount,
  limit,
}: {
  warning: 'one_more' | 'reached'
  yellowCount: number
  limit: number | null
}) {
  const { t } = useTranslation()
  const lang = useLang()
  const text = yellowWarningText(t, warning, yellowCount, limit)
  return (
    <Alert
      severity={warning === 'reached' ? 'error' : 'warning'}
      variant="outlined"
      icon={<CardGlyph type="yellow" size={20} decorative />}
      data-testid="yellow-warning"
      data-warning={warning}
      sx={{ borderRadius: '12px', alignItems: 'flex-start', '& .MuiAlert-icon': { pt: 1.1 } }}
    >
      <AlertTitle sx={{ fontWeight: 700, mb: 0.25 }}>{t(`games.warnings.${warning}_short`)}</AlertTitle>
      {text.charAt(0).toLocaleUpperCase(lang) + text.slice(1)}
    </Alert>
  )
}
