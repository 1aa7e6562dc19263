import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { BallMark } from '#client/components/app-logo.tsx'
import { useLocalize } from '#client/lib/use-lang.ts'

export function NotFoundRoute() {
  const { t } = useTranslation()
  const localize = useLocalize()
  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Box
        sx={{
          maxWidth: 460,
          textAlign: 'center',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 2,
        }}
      >
        <BallMark size={56} />
        <Typography variant="overline" color="text.secondary">
          404
        </Typography>
        <Typography variant="h2" component="h1">
          {t('route_error.not_found.title')}
        </Typography>
        <Typography color="text.secondary">{t('route_error.not_found.description')}</Typography>
        <Button component={RouterLink} to={localize('')} variant="contained">
          {t('common.go_home')}
        </Button>
      </Box>
    </Box>
  )
}
