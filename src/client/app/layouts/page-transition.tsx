import Box from '@mui/material/Box'
import type { ReactNode } from 'react'
import { useLocation } from 'react-router'
import { PAGE_TRANSITION } from '#client/lib/theme.ts'

/** Fades and lifts each page in on route change (0.2 s ease-out). */
export function PageTransition({ children }: { children: ReactNode }) {
  const location = useLocation()
  return (
    <Box
      key={location.pathname}
      sx={{
        '@keyframes page-enter': {
          from: { opacity: 0, transform: 'translateY(8px)' },
          to: { opacity: 1, transform: 'none' },
        },
        animation: `page-enter ${PAGE_TRANSITION} both`,
      }}
    >
      {children}
    </Box>
  )
}
