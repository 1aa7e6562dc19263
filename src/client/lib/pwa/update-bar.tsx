import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Snackbar from '@mui/material/Snackbar'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { applyUpdate, type UpdateSource } from './update-state.ts'

/**
 * The bar of the update prompt. It stays until the user reloads: when the server already runs the new build
 * (`source` server) this page must not keep working on the old one, so there is no "later".
 */
export function UpdateBar({ source }: { source: UpdateSource }) {
  const { t } = useTranslation()
  const [isReloading, setIsReloading] = useState(false)
  return (
    <Snackbar
      data-snapshot-skip
      open
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      sx={{ bottom: { xs: 16, sm: 24 } }}
    >
      <Alert
        severity="info"
        variant="filled"
        role="alert"
        data-testid="update-prompt"
        data-source={source}
        sx={{ alignItems: 'center', width: '100%' }}
        action={
          <Button
            color="inherit"
            size="small"
            variant="outlined"
            disabled={isReloading}
            onClick={() => {
              setIsReloading(true)
              void applyUpdate()
            }}
          >
            {isReloading ? t('pwa.reloading') : t('pwa.reload')}
          </Button>
        }
      >
        {source === 'server' ? t('pwa.update_required') : t('pwa.update_available')}
      </Alert>
    </Snackbar>
  )
}
