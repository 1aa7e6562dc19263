import CloudOffIcon from '@mui/icons-material/CloudOffOutlined'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import { useTranslation } from 'react-i18next'
import { useIsOffline } from '#client/lib/offline/use-offline.ts'

/** Over every page while the server cannot be reached: what is shown is the data last seen on this phone. */
export function OfflineBanner() {
  const { t } = useTranslation()
  const isOffline = useIsOffline()
  if (!isOffline) return null
  return (
    <Alert
      severity="warning"
      variant="filled"
      icon={<CloudOffIcon />}
      role="status"
      data-testid="offline-banner"
      // the next visit's snapshot of the page (lib/offline/page-snapshot.ts) must not say "offline" while online
      data-snapshot-skip
      sx={{ mb: 2, borderRadius: '16px' }}
    >
      <AlertTitle sx={{ fontWeight: 700, mb: 0.25 }}>{t('offline.banner_title')}</AlertTitle>
      {t('offline.banner')}
    </Alert>
  )
}
