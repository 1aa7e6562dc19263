import Chip from '@mui/material/Chip'
import { useTranslation } from 'react-i18next'

export function RoleChip({ role }: { role: string }) {
  const { t } = useTranslation()
  return (
    <Chip
      size="small"
      variant={role === 'admin' ? 'filled' : 'outlined'}
      color={role === 'admin' ? 'primary' : 'default'}
      label={t(`roles.${role}`, { defaultValue: role })}
    />
  )
}
