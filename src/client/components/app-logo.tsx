import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'

export function BallMark({ size = 32 }: { size?: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 32 32"
      aria-hidden="true"
      sx={{ width: size, height: size, flexShrink: 0, display: 'block' }}
    >
      <circle cx="16" cy="16" r="15" fill="var(--lp-palette-primary-main)" />
      <circle cx="16" cy="16" r="11.5" fill="none" stroke="var(--lp-palette-primary-contrastText)" strokeWidth="1.6" />
      <path
        d="m16 9.6 5 3.6-1.9 5.9h-6.2L11 13.2z"
        fill="var(--lp-palette-primary-contrastText)"
        stroke="var(--lp-palette-primary-contrastText)"
        strokeLinejoin="round"
      />
      <path
        d="M16 9.6V4.6m5 8.6 4.6-1.6m-6.5 7.5 2.9 4.1m-9.1-4.1-2.9 4.1M11 13.2l-4.6-1.6"
        stroke="var(--lp-palette-primary-contrastText)"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </Box>
  )
}

export function AppLogo({ size = 32, showName = true }: { size?: number; showName?: boolean }) {
  const { t } = useTranslation()
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
      <BallMark size={size} />
      {showName ? (
        <Typography
          component="span"
          sx={{ fontWeight: 800, fontSize: size * 0.56, letterSpacing: '-0.02em', whiteSpace: 'nowrap' }}
        >
          {t('app.name')}
        </Typography>
      ) : null}
    </Box>
  )
}
