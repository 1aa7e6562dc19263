import Box from '@mui/material/Box'
import type { ThemeMode } from '#client/lib/theme.ts'

const SUN_RAYS =
  'M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8'

/** Small inline glyphs for the theme modes (kept out of the icons package so the sign-in page stays light). */
export function ThemeGlyph({ mode, size = 20 }: { mode: ThemeMode; size?: number }) {
  return (
    <Box component="svg" viewBox="0 0 24 24" aria-hidden="true" sx={{ width: size, height: size, display: 'block' }}>
      {mode === 'light' ? (
        <>
          <circle cx="12" cy="12" r="4.5" fill="currentColor" />
          <path d={SUN_RAYS} stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </>
      ) : mode === 'dark' ? (
        <path
          d="M20.7 14.6A8.5 8.5 0 0 1 9.4 3.3a.8.8 0 0 0-1-1A10 10 0 1 0 21.7 15.6a.8.8 0 0 0-1-1Z"
          fill="currentColor"
        />
      ) : (
        <path
          d="M4 5h16a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm4 15h8M12 16v4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      )}
    </Box>
  )
}
