import Box from '@mui/material/Box'
import { type ReactNode, useEffect } from 'react'
import { useLocation } from 'react-router'
import { startedPrerendered } from '#client/lib/prerendered.ts'
import { PAGE_TRANSITION } from '#client/lib/theme.ts'

const isServer = typeof window === 'undefined'
// A prerendered page is already on screen (and the build's copy paints at once): it does not fade in again when the
// app takes over. Later pages, and coming back to this one, fade in as usual.
let prerenderedPath = startedPrerendered ? window.location.pathname : null

/** Fades and lifts each page in on route change (0.2 s ease-out). */
export function PageTransition({ children }: { children: ReactNode }) {
  const location = useLocation()
  const animate = !isServer && location.pathname !== prerenderedPath
  useEffect(() => {
    if (location.pathname !== prerenderedPath) prerenderedPath = null
  }, [location.pathname])
  return (
    <Box
      key={location.pathname}
      sx={{
        '@keyframes page-enter': {
          from: { opacity: 0, transform: 'translateY(8px)' },
          to: { opacity: 1, transform: 'none' },
        },
        animation: animate ? `page-enter ${PAGE_TRANSITION} both` : 'none',
      }}
    >
      {children}
    </Box>
  )
}
