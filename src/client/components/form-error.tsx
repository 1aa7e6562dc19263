import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'

/** A form-level error message, announced to screen readers. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null
  return (
    <Box
      role="alert"
      sx={{
        px: 2,
        py: 1.5,
        borderRadius: '12px',
        bgcolor: 'color-mix(in srgb, var(--lp-palette-error-main) 14%, transparent)',
        border: 1,
        borderColor: 'error.main',
      }}
    >
      <Typography variant="body2" sx={{ color: 'text.primary', fontWeight: 500 }}>
        {message}
      </Typography>
    </Box>
  )
}
