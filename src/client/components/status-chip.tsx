import Chip from '@mui/material/Chip'
import { useTranslation } from 'react-i18next'

const COLORS = {
  active: 'success',
  trialing: 'info',
  manual: 'secondary',
  error: 'error',
  canceled: 'warning',
  none: 'default',
} as const

type Status = keyof typeof COLORS

export function SubscriptionStatusChip({ status, size = 'small' }: { status: string; size?: 'small' | 'medium' }) {
  const { t } = useTranslation()
  const known = (status in COLORS ? status : 'none') as Status
  return (
    <Chip
      size={size}
      color={COLORS[known]}
      variant={known === 'none' ? 'outlined' : 'filled'}
      label={t(`subscription.status.${known}`)}
    />
  )
}
