import Box from '@mui/material/Box'
import { useTranslation } from 'react-i18next'

/** A CSS-only spinner (no CircularProgress in the entry chunk). */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation()
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: fullScreen ? '100dvh' : 240, width: '100%' }}>
      <Box
        role="progressbar"
        aria-label={t('common.loading')}
        sx={{
          width: 36,
          height: 36,
          borderRadius: '50%',
          border: 3,
          borderColor: 'action.hover',
          borderTopColor: 'primary.main',
          '@keyframes page-loader-spin': { to: { transform: 'rotate(360deg)' } },
          animation: 'page-loader-spin 0.8s linear infinite',
        }}
      />
    </Box>
  )
}
