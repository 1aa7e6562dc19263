import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'

/**
 * A row of a short list (a season's tournaments, a player's teams, search results): a picture or icon, a title and
 * a line below, and an action at the end. With `to`, the row is a link.
 */
export function ItemRow({
  leading,
  primary,
  secondary,
  action,
  to,
}: {
  leading?: ReactNode
  primary: ReactNode
  secondary?: ReactNode
  action?: ReactNode
  to?: string
}) {
  const body = (
    <>
      {leading ? <Box sx={{ display: 'flex', flexShrink: 0 }}>{leading}</Box> : null}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{primary}</Typography>
        {secondary ? (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {secondary}
          </Typography>
        ) : null}
      </Box>
    </>
  )
  const rowSx = { display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0, py: 1, px: 1 } as const
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1, listStyle: 'none' }}>
      {to ? (
        <Box
          component={RouterLink}
          to={to}
          sx={{
            ...rowSx,
            flex: 1,
            color: 'inherit',
            textDecoration: 'none',
            borderRadius: '12px',
            '&:hover': { bgcolor: 'action.hover' },
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
          }}
        >
          {body}
        </Box>
      ) : (
        <Box sx={{ ...rowSx, flex: 1 }}>{body}</Box>
      )}
      {action ? <Box sx={{ flexShrink: 0 }}>{action}</Box> : null}
    </Box>
  )
}

/** The list around ItemRows. */
export function ItemList({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.25 }}>
      {children}
    </Box>
  )
}
