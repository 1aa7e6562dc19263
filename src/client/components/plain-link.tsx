import Box from '@mui/material/Box'
import type { MouseEvent, ReactNode } from 'react'
import { useHref, useNavigate } from 'react-router'

/**
 * An in-app text link styled like MUI's Link, without loading it nor react-router's <Link> (whose prefetch
 * machinery weighs on the sign-in page): a real <a href> that navigates client-side on a plain click.
 */
export function PlainLink({ to, children }: { to: string; children: ReactNode }) {
  const href = useHref(to)
  const navigate = useNavigate()
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    ) {
      return
    }
    event.preventDefault()
    navigate(to)
  }
  return (
    <Box
      component="a"
      href={href}
      onClick={onClick}
      sx={{
        color: 'primary.main',
        fontWeight: 600,
        textDecoration: 'none',
        borderRadius: 1,
        '&:hover': { textDecoration: 'underline' },
      }}
    >
      {children}
    </Box>
  )
}
