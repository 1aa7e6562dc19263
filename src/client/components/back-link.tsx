import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import Button from '@mui/material/Button'
import { Link as RouterLink } from 'react-router'

/** Above a detail page: back to its list. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Button
      component={RouterLink}
      to={to}
      size="small"
      startIcon={<ArrowBackIcon />}
      sx={{ mb: 1.5, ml: -1, color: 'text.secondary' }}
    >
      {label}
    </Button>
  )
}
