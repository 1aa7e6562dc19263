import { useTheme } from '@mui/material/styles'
import { useCallback, useSyncExternalStore } from 'react'

/**
 * Whether the window is at least `md` wide (tables instead of cards). A matchMedia subscription of our own: MUI's
 * useMediaQuery is shared with the shell's chunk, and sharing it from here would split it into a chunk of its own,
 * which the entry (sign-in page) would then have to list.
 */
export function useIsWide(): boolean {
  const theme = useTheme()
  const query = `(min-width: ${theme.breakpoints.values.md}px)`
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => true,
  )
}
