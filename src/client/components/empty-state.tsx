import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

export function EmptyState({
  icon,
  title,
  description,
  actions,
  headingLevel = 'h2',
}: {
  icon?: ReactNode
  title: string
  description?: ReactNode
  actions?: ReactNode
  headingLevel?: 'h1' | 'h2' | 'h3'
}) {
  return (
    <Card
      sx={{
        p: { xs: 3, md: 5 },
        textAlign: 'center',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1.5,
        borderStyle: 'dashed',
      }}
    >
      {icon ? (
        <Box
          sx={{
            width: 64,
            height: 64,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'action.hover',
            color: 'primary.main',
            '& svg': { fontSize: 32 },
          }}
        >
          {icon}
        </Box>
      ) : null}
      <Typography variant="h4" component={headingLevel}>
        {title}
      </Typography>
      {description ? (
        <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
          {description}
        </Typography>
      ) : null}
      {actions ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center', mt: 1 }}>{actions}</Box>
      ) : null}
    </Card>
  )
}
