import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { CARD_RADIUS } from '#client/lib/theme.ts'

/** The card of the public pages (drawn with Box: MUI's Card/Paper are not needed on the sign-in page). */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string
  subtitle?: ReactNode
  children: ReactNode
  footer?: ReactNode
}) {
  return (
    <Box
      sx={{
        p: { xs: 3, sm: 4 },
        borderRadius: `${CARD_RADIUS}px`,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        boxShadow: { sm: '0 24px 60px rgba(0,0,0,0.12)' },
      }}
    >
      <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '1.875rem' } }}>
        {title}
      </Typography>
      {subtitle ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {subtitle}
        </Typography>
      ) : null}
      <Box sx={{ mt: 3 }}>{children}</Box>
      {footer ? (
        <Box sx={{ mt: 3, pt: 2.5, borderTop: 1, borderColor: 'divider', textAlign: 'center', typography: 'body2' }}>
          {footer}
        </Box>
      ) : null}
    </Box>
  )
}
