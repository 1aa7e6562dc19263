import CloudSyncIcon from '@mui/icons-material/CloudSyncOutlined'
import Chip from '@mui/material/Chip'
import { useTranslation } from 'react-i18next'

/** "Pending sync": what the sheet shows beside an entry saved with no signal and not yet sent (decision 0018). */
export function PendingSyncChip({ testId }: { testId: string }) {
  const { t } = useTranslation()
  return (
    <Chip
      size="small"
      color="info"
      icon={<CloudSyncIcon />}
      label={t('offline.game.pending_chip')}
      data-testid={testId}
    />
  )
}
