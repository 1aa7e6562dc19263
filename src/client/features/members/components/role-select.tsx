import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useTranslation } from 'react-i18next'
import { ORGANIZATION_ROLES, type OrganizationRole } from '#client/lib/session/session-api.ts'

export function RoleSelect({
  value,
  onChange,
  label,
  disabled,
  size = 'small',
  fullWidth = false,
}: {
  value: OrganizationRole
  onChange: (role: OrganizationRole) => void
  label: string
  disabled?: boolean
  size?: 'small' | 'medium'
  fullWidth?: boolean
}) {
  const { t } = useTranslation()
  return (
    <TextField
      select
      size={size}
      label={label}
      value={value}
      disabled={disabled}
      fullWidth={fullWidth}
      onChange={(event) => onChange(event.target.value as OrganizationRole)}
      sx={fullWidth ? undefined : { minWidth: 150 }}
    >
      {ORGANIZATION_ROLES.map((role) => (
        <MenuItem key={role} value={role}>
          {t(`roles.${role}`)}
        </MenuItem>
      ))}
    </TextField>
  )
}
